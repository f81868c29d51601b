// What the cross-area journeys (issue 35) share: the dashboard's side menu of a signed-in user and the user's own
// session as the shell holds it. Each journey makes its own data, so it runs against any number of API processes.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { MOBILE } from '../../support/shell-session';

/** Narrows the window to the mobile header and opens its side menu: the dashboard's menu, as the role draws it. */
export async function dashboardSideMenu(page: Page): Promise<Locator> {
  await page.setViewportSize(MOBILE);
  const header = page.locator('header.portal-header');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = header.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Links present and absent in a menu, by their exact names. */
export async function expectMenuLinks(menu: Locator, present: readonly string[], absent: readonly string[]) {
  for (const name of present) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of absent) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
}

/** A unique suffix for the test's own data. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
