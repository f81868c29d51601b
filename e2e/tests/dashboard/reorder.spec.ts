// Reorder (issue 39) end to end: a purchasing manager of a company of the test's own opens its shipped order (two
// parts sold today and part 000-0042, which the catalogue no longer has: e2e/support/made-records.ts), reorders it,
// is told which line could not go in and why, and the cart holds the order's other lines with their quantities —
// every line at 1280 px, the chosen lines at 390 px. Each test has its own company, user and so its own cart
// (a seeded user's cart is shared with the other tests running beside it).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { MOBILE } from '../../support/shell-session';
import { goInApp } from '../../support/sign-in';
import { signInToDashboard } from './commerce-helpers';

/** the made order's third line: a part the catalogue no longer has (api/src/http/test-fixtures-route.ts) */
const RETIRED = '000-0042';

test.describe.configure({ timeout: 180_000 });

interface MadeOrder {
  orderNumber: string;
  /** the two catalogue parts of lines 1 and 2 */
  first: string;
  second: string;
}

/** A purchasing manager of a new company with one shipped order (two parts sold today, one retired), signed in. */
async function managerWithOrder(page: Page, request: APIRequestContext): Promise<MadeOrder> {
  const company = await madeCompany(request, 'reorder', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_Order_Replacement_Parts', 'B2B_See_Replacement_Parts_Pricing'],
    invoicedOrder: true,
    retiredPartLine: true,
  });
  const manager = await activatedCompanyUser(request, company);
  await signInToDashboard(page, manager, REGISTRANT_PASSWORD);
  const order = company.invoicedOrder;
  expect(order?.lines.map((l) => [l.quantity, l.partNumber === RETIRED])).toEqual([
    [2, false],
    [1, false],
    [1, true],
  ]);
  return {
    orderNumber: order?.orderNumber ?? '',
    first: order?.lines[0]?.partNumber ?? '',
    second: order?.lines[1]?.partNumber ?? '',
  };
}

const cartLine = (page: Page, part: string) =>
  page.locator(`[data-testid="cart-line"][data-part-number="${part}"]`);

/** From Supply Orders, as the manager would: the company's one order. */
async function openOrder(page: Page, orderNumber: string) {
  await goInApp(page, '/pages/dashboard/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible({
    timeout: 30_000,
  });
}

test('a manager reorders a whole order: the cart holds its lines and the retired part is named with why', async ({
  page,
  request,
}) => {
  const { orderNumber, first, second } = await managerWithOrder(page, request);
  await openOrder(page, orderNumber);
  // the order's status in words
  await expect(page.getByRole('region', { name: `Order ${orderNumber} details` })).toContainText('Shipped');

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
  const { orderNumber, first, second } = await managerWithOrder(page, request);
  await openOrder(page, orderNumber);
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
