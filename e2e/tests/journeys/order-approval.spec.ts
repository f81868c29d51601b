// Issue 39's order approval journey: a customer administrator, from the dashboard's Administration menu, sets a
// buyer's spending limit; the buyer's order above it is placed but awaits approval (the confirmation says so, the
// buyer's Supply Orders shows it "Awaiting approval"); the administrator approves it with a note and it becomes an
// order as any other ("Booked"). Everything is made by the test (support/made-records.ts): a company whose default
// role orders parts, sees prices and administers the company, and two users of it, registered through its domain.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { DESKTOP } from '../../support/shell-session';
import { signInToDashboard } from '../dashboard/commerce-helpers';
import { addNewVisa, addThroughDigitalOrder, continueWithAddress, goInApp } from '../store/checkout-helpers';
import { findStoreParts } from '../store/cart-parts';

test.describe.configure({ timeout: 300_000 });

const APPROVALS = '/pages/dashboard/admin/orderApprovals';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, email, REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The buyer's supply order, found by its number, shows this status. */
async function expectOrderStatus(page: Page, orderNumber: string, status: string): Promise<void> {
  await page.goto(`/pages/dashboard/account/orders?query=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText(status, {
    timeout: 30_000,
  });
}

test('an order over a buyer’s limit waits, is approved by the administrator and becomes an order', async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await madeCompany(request, 'approval', {
    privileges: [
      ...CUSTOMER_PRIVILEGES,
      'B2B_Order_Replacement_Parts',
      'B2B_See_Replacement_Parts_Pricing',
      'B2B_Delegated_Customer_Admin',
    ],
  });
  const buyer = await activatedCompanyUser(request, company);
  const administrator = await activatedCompanyUser(request, company);
  const { good } = await findStoreParts(request, baseURL!);

  // the administrator sets the buyer's limit at $1.00, from the side menu's Administration
  const admin = await signedIn(browser, administrator);
  const side = admin.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' });
  await side
    .getByRole('list', { name: 'Administration' })
    .getByRole('link', { name: 'Order Approvals', exact: true })
    .click();
  await expect(admin).toHaveURL((url) => url.pathname === APPROVALS);
  await expect(admin.getByRole('heading', { level: 1, name: 'Order Approvals' })).toBeVisible();
  await expect(admin.getByText('No orders are awaiting approval.')).toBeVisible({ timeout: 30_000 });
  const form = admin.getByRole('form', { name: 'Set a spending limit' });
  await form.getByLabel('User or role').selectOption({ label: `Riley Stone (${buyer})` });
  await form.getByLabel('Spending limit (USD)').fill('1');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(admin.getByRole('table', { name: 'Spending limits set' })).toContainText(buyer);

  // the buyer's order is placed, but waits
  const shopper = await signedIn(browser, buyer);
  await addThroughDigitalOrder(shopper, [[good[0]!.partNumber, 2]]);
  await goInApp(shopper, '/pages/checkout');
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await continueWithAddress(shopper, 'Choose a shipping address');
  await continueWithAddress(shopper, 'Choose a billing address');
  await addNewVisa(shopper, 'Riley Stone');
  await shopper.getByRole('button', { name: 'Continue to Review' }).click();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused({
    timeout: 30_000,
  });
  await expect(shopper.getByRole('status').filter({ hasText: 'awaits approval' })).toBeVisible();
  const orderNumber = ((await shopper.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^\d+$/);
  await expectOrderStatus(shopper, orderNumber, 'Awaiting approval');

  // the administrator approves it with a note
  await admin.reload();
  const waiting = admin.getByRole('table', { name: 'Orders awaiting approval' });
  await expect(waiting.getByRole('row').filter({ hasText: orderNumber })).toBeVisible({ timeout: 30_000 });
  await waiting.getByRole('button', { name: `Approve order ${orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve order ${orderNumber}` });
  await dialog.getByLabel('Note to the buyer').fill('Approved for the spring overhaul');
  await dialog.getByRole('button', { name: 'Approve order' }).click();
  await expect(admin.getByText(`Order ${orderNumber} was approved.`)).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText('No orders are awaiting approval.')).toBeVisible({ timeout: 30_000 });

  // it is an order as any other
  await expectOrderStatus(shopper, orderNumber, 'Booked');
});
