// The dashboard's menu (issue 38, first bullet; spec 2 "Menus"): at 1280 px a side menu beside the page, drawn from
// the area manifest, the current page marked; at 390 px the header's ☰ menu, each page listed once. The Keystone
// administrator and the Summit parent-holding administrator reach every dashboard page their privileges open by
// clicking from the dashboard home, as a user does; an entry whose page a user may not open is not there.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';

interface Destination {
  link: string;
  heading: string;
  path: string;
}

const D = '/pages/dashboard';
const INSIGHTS = `${D}/equipment/fleetservices`;
const HOME: Destination = { link: 'Dashboard', heading: 'Dashboard', path: D };
/** spec 2: the service pages open in a new tab (the link's name says so: menu-links.tsx) */
const SERVICE_JOBS = {
  link: 'View Service Jobs (opens in a new tab)',
  heading: 'Service Requests',
  path: `${D}/equipment/service`,
};
const SHARED: readonly Destination[] = [
  { link: 'My Fleet', heading: 'My Fleet', path: `${D}/equipment/fleet` },
  { link: 'Groups', heading: 'Groups', path: `${D}/admin/groups` },
  { link: 'APNs', heading: 'APNs', path: `${D}/equipment/apns` },
  { link: 'Warranty', heading: 'Warranty', path: `${D}/equipment/warranty` },
  { link: 'Replacement Parts', heading: 'Replacement Parts', path: `${D}/equipment/parts` },
  { link: 'Safety', heading: 'Safety', path: `${INSIGHTS}/safety` },
  { link: 'Load Monitoring', heading: 'Load Monitoring', path: `${INSIGHTS}/safety/alms` },
  { link: 'Performance', heading: 'Performance', path: `${INSIGHTS}/performance` },
  { link: 'JEMS Insights', heading: 'JEMS Insights', path: `${INSIGHTS}/compliance/jems/insights` },
  { link: 'Operational Readiness', heading: 'Operational Readiness', path: `${D}/admin/opready` },
  { link: 'Supply Orders', heading: 'Supply Orders', path: `${D}/account/orders` },
  { link: 'Training Orders', heading: 'Training Orders', path: `${D}/training/orders` },
  { link: 'Invoices', heading: 'Invoices', path: `${D}/account/arinvoice` },
  { link: 'Account Statement', heading: 'Account Statement', path: `${D}/account/statement` },
  // issue 39: both administrators hold B2B_Pay_Invoices (the viewer below does not)
  { link: 'Pay Invoices', heading: 'Pay Invoices', path: `${D}/account/arinvoice/pay` },
];

/** The Operational Readiness entry is under Reports, before Service; the orders after it. */
const splitAt = SHARED.findIndex((d) => d.link === 'Supply Orders');
const menuOrder = (own: readonly Destination[]) => [
  ...[HOME, ...SHARED.slice(0, splitAt)].map((d) => d.link),
  SERVICE_JOBS.link,
  ...[...SHARED.slice(splitAt), ...own].map((d) => d.link),
];

/** Both administrators hold delegated administration and the groups: spec 6's "Users/Contacts"; and they approve
 * orders above their buyers' spending limits (issue 39). */
const ADMINISTRATOR_PAGES = [
  ...SHARED,
  { link: 'Users/Contacts', heading: 'User Management', path: `${D}/admin/contactManagement` },
  { link: 'Order Approvals', heading: 'Order Approvals', path: `${D}/admin/orderApprovals` },
];

const USERS = [
  {
    email: 'admin@keystone-electric.example',
    pages: ADMINISTRATOR_PAGES,
    // no Developer_Admin: no JEMS History (spec 6); groups held: no plain "Users"
    absent: ['JEMS History', 'Users'],
    // signs in straight to the dashboard
    arrive: async (_page: Page) => {},
  },
  {
    email: 'holding@summit-utility.example',
    pages: ADMINISTRATOR_PAGES,
    absent: ['JEMS History', 'Users'],
    // a parent-holding user first chooses the company to view: all of them
    arrive: async (page: Page) => {
      const choose = page.getByRole('dialog', { name: 'Choose a Company' });
      await choose.getByRole('button', { name: 'Continue' }).click();
      await expect(choose).toHaveCount(0);
    },
  },
] as const;

test.describe.configure({ timeout: 600_000 });

async function home(page: Page, user: (typeof USERS)[number]): Promise<void> {
  await signIn(page, user.email);
  await user.arrive(page);
  await page.goto(D);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Follows a menu link and checks the page it opens by its heading. */
async function follow(page: Page, menu: Locator, d: Destination): Promise<void> {
  await menu.getByRole('link', { name: d.link, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === d.path);
  await expect(page.getByRole('heading', { level: 1, name: d.heading })).toBeVisible({ timeout: 30_000 });
}

/** Follows the service entry: its page opens in a new tab, checked there and closed. */
async function followToNewTab(page: Page, menu: Locator): Promise<void> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    menu.getByRole('link', { name: SERVICE_JOBS.link, exact: true }).click(),
  ]);
  await expect(tab).toHaveURL((url) => url.pathname === SERVICE_JOBS.path, { timeout: 30_000 });
  await expect(tab.getByRole('heading', { level: 1, name: SERVICE_JOBS.heading })).toBeVisible({
    timeout: 30_000,
  });
  await tab.close();
}

/** The names of a menu's links, in order. */
const linkNames = (menu: Locator) =>
  menu.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));

for (const user of USERS) {
  test(`at 1280 px the side menu leads ${user.email} to every dashboard page, the current one marked`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await home(page, user);
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
    // exactly the pages this user may open, in the manifest's order (Load Monitoring's entry waits for the feature
    // flags, which load after the first screen)
    await expect.poll(() => linkNames(side)).toEqual(menuOrder(user.pages.slice(SHARED.length)));
    for (const name of user.absent)
      await expect(side.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // beside the page, not above it
    const menuBox = await side.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(menuBox && headingBox && menuBox.x + menuBox.width <= headingBox.x).toBe(true);

    for (const d of user.pages) {
      await follow(page, side, d);
      await expect(side.getByRole('link', { name: d.link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(side.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await followToNewTab(page, side);
    // by keyboard: the entry takes focus and Enter follows it
    const groups = side.getByRole('link', { name: 'Groups', exact: true });
    await groups.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible({ timeout: 30_000 });
    await expect(groups).toHaveAttribute('aria-current', 'page');
  });

  test(`at 390 px the ☰ menu lists each page once and leads ${user.email} to every dashboard page`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await home(page, user);
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
    // every page once: the area's menu, the portal's areas and the account's entries repeat none
    const hrefs = await menu
      .locator('nav:not([aria-label="Help"]) a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
    for (const d of [...user.pages, SERVICE_JOBS]) expect(hrefs).toContain(d.path);
    for (const name of user.absent)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await header.getByRole('button', { name: 'Close menu' }).click();

    for (const d of user.pages) {
      const opened = await openMenu();
      // following a link closes the menu (mobile-side-menu.tsx)
      await follow(page, opened.getByRole('navigation', { name: 'Dashboard menu' }), d);
    }
    await followToNewTab(page, (await openMenu()).getByRole('navigation', { name: 'Dashboard menu' }));
  });
}

test('at 1280 px a read-only viewer’s side menu leaves out what the viewer’s privileges do not open', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'viewer@keystone-electric.example');
  await page.goto(D);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  const side = page.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' });
  // B2B Viewer: no B2B_Reporting, B2B_JEMS_Dashboard, B2B_View_Load_Monitoring_Dashboard nor delegated admin
  for (const name of [
    'Operational Readiness',
    'Load Monitoring',
    'JEMS Insights',
    'JEMS History',
    'Users',
    'Users/Contacts',
    'Pay Invoices',
    'Order Approvals',
  ])
    await expect(side.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(side.getByRole('list', { name: 'Administration' })).toHaveCount(0);
  await expect(side.getByRole('list', { name: 'Reports' })).toHaveCount(0);
  await follow(page, side, { link: 'Groups', heading: 'Groups', path: `${D}/admin/groups` });
});
