// Reorder (issue 39) end to end: Keystone's purchasing manager opens the seeded order 6099001 (two parts sold today
// and part 000-0042, which the catalogue no longer has; docs/seed-users.md), reorders it, is told which line could
// not go in and why, and the cart holds the order's other lines with their quantities — every line at 1280 px, the
// chosen lines at 390 px. Each test first takes the order's parts out of the manager's cart, so the quantities
// seen are the reorder's.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { MOBILE } from '../../support/shell-session';
import { goInApp } from '../../support/sign-in';
import { apiToken, signInToDashboard } from './commerce-helpers';

const MANAGER = 'admin@keystone-electric.example';
const ORDER_ID = 'SO-6099001';
const RETIRED = '000-0042';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

async function graphql<T>(request: APIRequestContext, page: Page, query: string, variables = {}): Promise<T> {
  const res = await request.post('/api/graphql', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: { query, variables },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The order's sold parts (lines 1 and 2), taken out of the manager's cart. */
async function soldPartsOutOfCart(request: APIRequestContext, page: Page): Promise<[string, string]> {
  const { supplyOrder } = await graphql<{ supplyOrder: { lines: { partNumber: string }[] } }>(
    request,
    page,
    'query($o: ID!) { supplyOrder(orderId: $o) { lines { partNumber } } }',
    { o: ORDER_ID },
  );
  const [first, second, third] = supplyOrder.lines.map((l) => l.partNumber);
  expect(third).toBe(RETIRED);
  const { createShoppingCart } = await graphql<{ createShoppingCart: { shoppingCartId: string } }>(
    request,
    page,
    'mutation { createShoppingCart(application: "supply-store") { shoppingCartId } }',
  );
  await graphql(
    request,
    page,
    'mutation($c: ID!, $i: [CartItemInput!]!) { addOrUpdateItemsInShoppingCart(shoppingCartId: $c, items: $i) { itemCount } }',
    {
      c: createShoppingCart.shoppingCartId,
      i: [
        { itemId: first, quantity: 0 },
        { itemId: second, quantity: 0 },
      ],
    },
  );
  return [first as string, second as string];
}

const cartLine = (page: Page, part: string) =>
  page.locator(`[data-testid="cart-line"][data-part-number="${part}"]`);

async function openOrder(page: Page) {
  await goInApp(page, `/pages/dashboard/account/orders/details/${ORDER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order 6099001' })).toBeVisible({
    timeout: 30_000,
  });
}

test('a manager reorders a whole order: the cart holds its lines and the retired part is named with why', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, MANAGER);
  const [first, second] = await soldPartsOutOfCart(request, page);
  await openOrder(page);
  // the order's status and lines' statuses in words
  await expect(page.getByRole('region', { name: 'Order 6099001 details' })).toContainText('Closed');

  await page.getByRole('button', { name: 'Reorder All' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'added to your cart.' });
  await expect(outcome).toContainText('2 lines added to your cart.');
  await expect(outcome).toContainText('1 line could not be added:');
  await expect(outcome.getByRole('listitem')).toHaveText([
    `Line 3 · Part ${RETIRED}: Part ${RETIRED} is no longer in the catalogue.`,
  ]);
  await expectNoAxeViolations(page, 'order detail after a reorder at 1280 px');

  await goInApp(page, '/pages/store/cart');
  await expect(cartLine(page, first).getByLabel('Quantity')).toHaveValue('2', { timeout: 30_000 });
  await expect(cartLine(page, second).getByLabel('Quantity')).toHaveValue('1');
  await expect(cartLine(page, RETIRED)).toHaveCount(0);
});

test('at 390 px a manager reorders the chosen lines only', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  await signInToDashboard(page, MANAGER);
  const [first, second] = await soldPartsOutOfCart(request, page);
  await openOrder(page);
  await page.getByRole('checkbox', { name: 'Reorder line 2' }).check();
  await page.getByRole('checkbox', { name: 'Reorder line 3' }).check();
  await page.getByRole('button', { name: 'Reorder Selected (2)' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'added to your cart.' });
  await expect(outcome).toContainText('1 line added to your cart.');
  await expect(outcome.getByRole('listitem')).toHaveText([
    `Line 3 · Part ${RETIRED}: Part ${RETIRED} is no longer in the catalogue.`,
  ]);
  await expectNoAxeViolations(page, 'order detail after a reorder at 390 px');

  await goInApp(page, '/pages/store/cart');
  await expect(cartLine(page, second).getByLabel('Quantity')).toHaveValue('1', { timeout: 30_000 });
  await expect(cartLine(page, first)).toHaveCount(0);
});
