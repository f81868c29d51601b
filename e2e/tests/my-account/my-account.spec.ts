// My Account journeys (issue 15, spec 2 'My Account'): a B2B user's read-only company addresses; a Canadian user's
// lists and training-order pages.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/** Navigates inside the single-page app (a full load right after sign-in can race the token refresh). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

test('a B2B user sees the company addresses read-only', async ({ page }) => {
  await signIn(page, 'viewer@keystone-electric.example');
  await goInApp(page, '/pages/my-account/addressBook');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await expect(page.getByText("Your company's addresses are shown read-only.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Addresses' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a New Address' })).toHaveCount(0);
});

test('a Canadian user reaches the training order history and the shopping lists', async ({ page }) => {
  await signIn(page, 'claire.tremblay@maplemail.example');
  await goInApp(page, '/pages/my-account/trainingStoreOrderHistoryPage');
  await expect(page.getByRole('heading', { name: 'Training Order History', level: 1 })).toBeVisible();
  await expect(page.getByText('No Results Found').or(page.getByRole('table'))).toBeVisible();
  await goInApp(page, '/pages/my-account/shoppingLists');
  await expect(page.getByRole('heading', { name: 'Shopping Lists', level: 1 })).toBeVisible();
});
