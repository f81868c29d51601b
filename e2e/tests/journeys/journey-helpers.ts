// What the cross-area journeys (issue 35) share: menus as a role draws them and unique names for the
// test's own data. Each journey makes its own data, so it runs against any number of API processes.
import type { Locator } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Links present and absent in a menu, by their exact names. */
export async function expectMenuLinks(menu: Locator, present: readonly string[], absent: readonly string[]) {
  for (const name of present) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of absent) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
}

/** A unique suffix for the test's own data. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
