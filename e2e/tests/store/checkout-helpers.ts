// Shared steps of the checkout and punchout specs: filling the server cart through the digital order page, and
// reading the signed-in user's bearer token from the portal's own API calls (to ask the API as the user would).
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/**
 * Moves inside the portal without a page load (single-spa follows pushState), as a link in the app would. A page
 * load right after sign-in can land in the middle of the identity client's refresh-token rotation, which ends the
 * session (see shell/src/features/auth/api-token-cache.ts), so the specs only load pages where a user would.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** Opens a digital order link for the parts and adds them all to the cart. */
export async function addThroughDigitalOrder(page: Page, parts: [string, number][]): Promise<void> {
  const list = parts.map(([part, quantity]) => `${part}:${quantity}`).join(',');
  await goInApp(page, `/pages/digitalorder/?parts=${encodeURIComponent(list)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Order' })).toBeVisible();
  await expect(page.getByTestId('digital-order-row')).toHaveCount(parts.length);
  await expect(page.getByText('Ready to add')).toHaveCount(parts.length);
  await page.getByRole('button', { name: 'Add All to Cart' }).click();
  const total = parts.reduce((sum, [, quantity]) => sum + quantity, 0);
  const added = `${total} ${total === 1 ? 'item' : 'items'} added to cart.`;
  await expect(page.getByRole('status').filter({ hasText: added })).toBeVisible();
}

/** Starts recording the Authorization header of the portal's GraphQL calls; call before the page signs in. */
export function recordBearerToken(page: Page): () => string {
  let token = '';
  page.on('request', (request) => {
    if (!request.url().includes('/api/graphql')) return;
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  return () => {
    if (!token) throw new Error('the page has not made an authenticated API call yet');
    return token;
  };
}

/** Accepts the pre-selected (default) address of the open step, or the first one listed. */
export async function continueWithAddress(page: Page, legend: string) {
  const picker = page.getByRole('group', { name: legend });
  await expect(picker.getByRole('radio').first()).toBeVisible();
  if ((await picker.getByRole('radio', { checked: true }).count()) === 0)
    await picker.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function addNewVisa(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration Month').selectOption('12');
  await page.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('Name on Card').fill(name);
  await page.getByLabel('Security Code').fill('123');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('radio', { name: /Visa ending in 1111/ }).last()).toBeChecked();
  // the number is not kept once sent
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
}
