// The dashboard's menus by privilege (issue 14; spec 6 'Menus', docs/seed-users.md) for three seeded users signed in
// for real: the header's account menu (desktop) and the dashboard's side menu. The side menu is the mobile header's
// (below 991 px; the desktop header has none), so each test narrows the window to open it. A buyer without
// B2B_See_Replacement_Parts_Pricing orders parts but sees no prices; a fleet-only user (B2B_Disallow_Order_Supply)
// has no Parts or Supply Orders; an administrator with B2B_Warranty_Submit and B2B_Delegated_Customer_Admin revoked
// has no Administration and no 'Submit a Claim', and the guards send them to accessDenied when they type the URLs.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { accessDeniedURL } from '../../support/access-denied';
import { DESKTOP } from '../../support/shell-session';
import { openDashboardSideMenu, openFirstUnitParts, signInToDashboard } from './commerce-helpers';

const BUYER = 'buyer@blueridge-line.example';
const FLEET_ONLY = 'fleet@cascade-crane.example';
const REVOKED = 'revoked@blueridge-line.example';

const WARRANTY_CLAIM = '/pages/dashboard/equipment/warranty/claim';
const CONTACT_MANAGEMENT = '/pages/dashboard/admin/contactManagement';

/** How a menu link is named: one opening a new tab says so (menu-links.tsx). */
const NEW_TAB = ' (opens in a new tab)';

// the shared machine is slow: sign-in and the first load of the dashboard's chunks take a while
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: DESKTOP });

async function openDashboard(page: Page, email: string): Promise<void> {
  await signInToDashboard(page, email);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Opens the desktop header's account menu (the user box) and returns it. */
async function openAccountMenu(page: Page): Promise<Locator> {
  const userBox = page.locator('header.portal-header').getByTestId('user-box');
  const button = userBox.getByRole('button').first();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return userBox;
}

async function expectLinks(menu: Locator, present: readonly string[], absent: readonly string[]) {
  for (const name of present) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of absent) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: `${name}${NEW_TAB}`, exact: true })).toHaveCount(0);
  }
}

test('a parts buyer has Parts and Supply Orders, and a unit’s parts show no prices', async ({ page }) => {
  await openDashboard(page, BUYER);

  const account = await openAccountMenu(page);
  await expectLinks(
    account,
    ['Dashboard', 'Parts', 'Supply Orders', 'Training Orders'],
    ['Invoices', 'User Management', 'View Service Jobs'],
  );
  await expect(account.getByRole('link', { name: 'Parts', exact: true })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/parts',
  );
  await page.keyboard.press('Escape');

  const side = await openDashboardSideMenu(page);
  for (const group of ['Equipment', 'Orders and Invoices'])
    await expect(side.getByRole('heading', { name: group })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  await expectLinks(
    side,
    ['My Fleet', 'Replacement Parts', 'Supply Orders', 'Training Orders'],
    ['Warranty', 'APNs', 'Invoices', 'Users', 'Users/Contacts', 'View Service Jobs'],
  );

  // the unit's parts, chosen by serial: orderable, but without a price
  await side.getByRole('link', { name: 'Replacement Parts', exact: true }).click();
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts' })).toBeVisible({
    timeout: 30_000,
  });
  await openFirstUnitParts(page);
  const parts = page.getByRole('article');
  await expect(parts.first()).toBeVisible();
  await expect(
    parts.filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first(),
  ).toBeVisible();
  // a price reads $12.34 (en_US) or CAD$12.34; the product row puts it in its own paragraph
  for (const part of await parts.all()) {
    await expect(part).not.toContainText(/\$\s?\d/);
    await expect(part.locator('.pui-product-row__price')).toHaveCount(0);
  }
});

test('a fleet-only user (B2B_Disallow_Order_Supply) has no Parts and no Supply Orders', async ({ page }) => {
  await openDashboard(page, FLEET_ONLY);

  const account = await openAccountMenu(page);
  await expectLinks(
    account,
    ['Dashboard', `View Service Jobs${NEW_TAB}`],
    ['Parts', 'Supply Orders', 'Training Orders', 'Invoices', 'User Management'],
  );
  await page.keyboard.press('Escape');

  const side = await openDashboardSideMenu(page);
  for (const group of ['Equipment', 'Service'])
    await expect(side.getByRole('heading', { name: group })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  await expectLinks(
    side,
    ['My Fleet', 'APNs', `View Service Jobs${NEW_TAB}`],
    ['Replacement Parts', 'Supply Orders'],
  );
});

test('an administrator with revoked privileges has no Administration and cannot submit a claim', async ({
  page,
}) => {
  await openDashboard(page, REVOKED);

  const account = await openAccountMenu(page);
  await expectLinks(
    account,
    ['Dashboard', 'Parts', 'Supply Orders', 'Invoices', `View Service Jobs${NEW_TAB}`],
    ['User Management'],
  );
  await page.keyboard.press('Escape');

  const side = await openDashboardSideMenu(page);
  for (const group of ['Equipment', 'Orders and Invoices'])
    await expect(side.getByRole('heading', { name: group })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  // still B2B_View_Organization_Groups: Groups, listed once under Equipment
  await expectLinks(
    side,
    ['My Fleet', 'Groups', 'Warranty', 'Replacement Parts', 'Invoices'],
    ['Users', 'Users/Contacts', 'User Management'],
  );

  // the warranty claims, without 'Submit a Claim'
  await side.getByRole('link', { name: 'Warranty', exact: true }).click();
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('search', { name: 'Search warranty claims' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit a Claim' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Default Information' })).toHaveCount(0);

  // typed URLs: the guards send them to accessDenied with the page they asked for
  for (const path of [WARRANTY_CLAIM, CONTACT_MANAGEMENT]) {
    await page.goto(path);
    await expect(page).toHaveURL(accessDeniedURL(path));
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }
});
