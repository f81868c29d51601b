// The dashboard's menu (issue 38, first bullet; spec 2 "Menus"): at 1280 px a side menu beside the page, drawn from
// the area manifest, the current page marked; at 390 px the header's ☰ menu, each page listed once. The Keystone
// administrator reaches Groups, Safety and Operational Readiness from the dashboard home by clicking, as a user does.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';

const ADMIN = 'admin@keystone-electric.example';
const DESTINATIONS = [
  { link: 'Groups', heading: 'Groups', path: '/pages/dashboard/admin/groups' },
  { link: 'Safety', heading: 'Safety', path: '/pages/dashboard/equipment/fleetservices/safety' },
  { link: 'Operational Readiness', heading: 'Operational Readiness', path: '/pages/dashboard/admin/opready' },
] as const;

test.describe.configure({ timeout: 180_000 });

async function home(page: Page): Promise<void> {
  await signIn(page, ADMIN);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

test('at 1280 px the side menu beside the page leads to Groups, Safety and Operational Readiness', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await home(page);
  const side = page.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' });
  await expect(side).toBeVisible();
  // spec 2's groups, each a labelled list
  for (const group of [
    'Equipment',
    'Insights',
    'Reports',
    'Service',
    'Orders and Invoices',
    'Administration',
  ])
    await expect(side.getByRole('list', { name: group })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // beside the page, not above it
  const menuBox = await side.boundingBox();
  const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(menuBox && headingBox && menuBox.x + menuBox.width <= headingBox.x).toBe(true);

  for (const { link, heading, path } of DESTINATIONS) {
    const entry = side.getByRole('link', { name: link, exact: true });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(side.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

/** Where every link of the open ☰ menu leads, but the help pages' (the area's, the portal's, the account's). */
function destinations(menu: Locator): Promise<string[]> {
  return menu
    .locator('nav:not([aria-label="Help"]) a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('at 390 px the ☰ menu lists each page once and leads to Groups, Safety and Operational Readiness', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await home(page);
  // the wide screen's side menu is not drawn beside a narrow page
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' })).toHaveCount(0);
  const header = page.locator('header.portal-header');
  const openMenu = async () => {
    await header.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = header.locator('.side-menu');
    await expect(menu.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
    return menu;
  };

  const menu = await openMenu();
  const hrefs = (await destinations(menu)).filter((href) => href.startsWith('/pages/'));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  await header.getByRole('button', { name: 'Close menu' }).click();

  for (const { link, heading, path } of DESTINATIONS) {
    const opened = await openMenu();
    await opened
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  }
});
