// Checkout end to end (spec 2, 4, 8; issue 6 point 9): a business administrator pays with a new card and finds the
// order in the order history API; a personal user adds an address through validation (INVALID and the AMBIGUOUS
// ADDRESS dialog); a Canadian sees CAD$ totals; the guards keep a parent-holding user viewing a child company, an
// internal associate and a punchout user away from checkout.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { sessionState, signIn } from '../../support/sign-in';
import { findStoreParts } from './cart-parts';
import {
  addNewVisa,
  addThroughDigitalOrder,
  continueWithAddress,
  goInApp,
  recordBearerToken,
} from './checkout-helpers';

const CHECKOUT = '/pages/checkout';
const badge = (page: Page) => page.getByTestId('supply-cart-count');

async function openCheckout(page: Page) {
  await goInApp(page, CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('a B2B administrator checks out with a new card and the order is in the order history', async ({
  page,
  request,
  baseURL,
}) => {
  const token = recordBearerToken(page);
  const { good } = await findStoreParts(request, baseURL!);
  const [first, second] = good as [(typeof good)[0], (typeof good)[0]];
  await signIn(page, 'admin@keystone-electric.example');
  await addThroughDigitalOrder(page, [
    [first.partNumber, 2],
    [second.partNumber, 1],
  ]);

  await openCheckout(page);
  // the address picker pages until an empty page
  const shipping = page.getByRole('group', { name: 'Choose a shipping address' });
  await expect(shipping.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(shipping.getByText('Default').first()).toBeVisible();
  await shipping.getByRole('button', { name: 'Show More' }).click();
  await expect(shipping.getByText('No more addresses were returned')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a New Address' })).toHaveCount(0); // business: no new addresses
  await continueWithAddress(page, 'Choose a shipping address');
  await expect(page.getByRole('heading', { level: 2, name: /Billing Address/ })).toBeFocused();
  await continueWithAddress(page, 'Choose a billing address');

  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
  await addNewVisa(page, 'Avery Keller');
  await page.getByRole('button', { name: 'Continue to Review' }).click();

  const review = page.locator('[data-step="checkout-review"]');
  // the cart's lines, ours among them
  await expect(review.getByRole('row').filter({ hasText: first.productDisplayName })).toContainText('2');
  await expect(review.getByRole('row').filter({ hasText: second.productDisplayName })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(review.getByText('Freight')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const thanks = page.getByRole('heading', { name: 'Thank you for your order!' });
  await expect(thanks).toBeFocused();
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');
  await expect(page.getByRole('link', { name: 'View Order History' })).toHaveAttribute(
    'href',
    '/pages/dashboard/account/orders',
  );
  await expect(badge(page)).toHaveText('0');

  // the order history API lists it for the organisation
  const response = await request.post(`${baseURL}/api/integration`, {
    headers: { authorization: `Bearer ${token()}` },
    data: { endpoint: '/order/summary/ngSearch/sold/', body: { query: orderNumber, page: 0, size: 10 } },
  });
  expect(response.ok()).toBe(true);
  const orders = (await response.json()) as { content: { orderNumber: string }[]; totalRecords: number };
  expect(orders.content.map((o) => o.orderNumber)).toContain(orderNumber);

  // the server cart was closed by the order
  const cart = await request.post(`${baseURL}/api/graphql`, {
    headers: { authorization: `Bearer ${token()}` },
    data: { query: '{ getCartByApplication(application: "supply-store") { itemCount } }' },
  });
  const cartBody = (await cart.json()) as { data: { getCartByApplication: { itemCount: number } | null } };
  expect(cartBody.data.getCartByApplication?.itemCount ?? 0).toBe(0);
});

test('a personal user adds an address: an invalid one is refused, an ambiguous one asks first', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  await signIn(page, 'pat.morgan@mailbox.example');
  await addThroughDigitalOrder(page, [[good[2]!.partNumber, 1]]);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Add a New Address' }).click();
  const form = page.getByRole('form', { name: 'Add a New Address' });

  // Columbus ZIP with a Texas address: the validator says INVALID
  await form.getByLabel('Street Address Line 1').fill('1 Main St');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State/Province').selectOption('TX');
  await form.getByLabel('Zip/Postal Code').fill('43215');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Error validating address provided. Please check your input and try again. If you continue to experience problems, please call 877-462-5832.',
  );

  // no house number: AMBIGUOUS; Close keeps the form, Accept saves and selects the address
  await form.getByLabel('Address Name (optional)').fill('Capitol Office');
  await form.getByLabel('Street Address Line 1').fill('Congress Avenue');
  await form.getByLabel('Zip/Postal Code').fill('78701');
  await form.getByRole('button', { name: 'Save Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
  await expect(dialog).toContainText(
    'The Address validation service does not recognize this address. Using this address could cause a delay in your shipment or your shipment being returned to the shipper. Would you like proceed with this address?',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save Address' }).click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(form).toBeHidden();
  const shipping = page.getByRole('group', { name: 'Choose a shipping address' });
  await expect(
    shipping.getByRole('radio', { name: /Capitol Office: Congress Avenue, Austin, TX 78701/ }).first(),
  ).toBeChecked();
  // it is now one of the account's addresses: a search finds it
  await shipping.getByLabel('Search shipping addresses').fill('Capitol');
  await expect(shipping.getByRole('radio', { name: /Capitol Office/ }).first()).toBeVisible();
});

test('a Canadian personal user sees CAD$ totals', async ({ page, request, baseURL }) => {
  const { good } = await findStoreParts(request, baseURL!, 'en_CA');
  await signIn(page, 'claire.tremblay@maplemail.example');
  await addThroughDigitalOrder(page, [[good[3]!.partNumber, 2]]);
  await openCheckout(page);
  await continueWithAddress(page, 'Choose a shipping address');
  await continueWithAddress(page, 'Choose a billing address');
  // a new card, chosen once saved: whether she has saved cards already depends on the specs run before
  const saved = page.getByRole('group', { name: 'Saved Cards' }).getByRole('radio', { name: /ending in/ });
  await expect(saved.first().or(page.getByText('You have no saved cards.'))).toBeVisible();
  await addNewVisa(page, 'Claire Tremblay');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(/^CAD\$\d[\d,]*\.\d{2}$/);
  await expect(
    page
      .locator('[data-step="checkout-review"]')
      .getByRole('cell', { name: /^CAD\$/ })
      .first(),
  ).toBeVisible();
});

test('a parent-holding user viewing a child company must change company to check out', async ({ page }) => {
  await signIn(page, 'holding@summit-utility.example');
  const choose = page.getByRole('dialog', { name: 'Choose a Company' });
  await choose.getByRole('radio').nth(1).check();
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).not.toBeNull();
  await page.evaluate(() => window.history.pushState(null, '', '/pages/checkout'));
  const change = page.getByRole('dialog', { name: 'Change Company to Proceed' });
  await expect(change).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Shipping Address/ })).toHaveCount(0);
  await change.getByRole('button', { name: 'Change Company and Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('an internal associate is redirected away from checkout', async ({ page }) => {
  await signIn(page, 'associate@aerialco.example');
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/pages\/associateLanding$/);
});

test('a punchout user is sent from checkout to the cart', async ({ page }) => {
  await signIn(page, 'punchout@lakeshore-utilities.example');
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/pages\/store\/cart$/);
});
