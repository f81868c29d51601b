// Journey 4 of issue 35: a personal registrant, activated from the e-mail, orders from the supply store and finds
// the order — its lines and its status — in My Account's order history. The user is made by the test.
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { FRESH_PASSWORD, freshPersonalUser } from '../../support/registrants';
import { findStoreParts } from '../store/cart-parts';
import { addNewVisa, addThroughDigitalOrder, continueWithAddress, goInApp } from '../store/checkout-helpers';

test.describe.configure({ timeout: 240_000 });

test('journey 4: a personal registrant orders from the store and sees the order, its lines and status in My Account', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL as string);
  const [first, second] = good as [(typeof good)[0], (typeof good)[0]];
  const email = await freshPersonalUser(request, 'orders');
  await signIn(page, email, FRESH_PASSWORD);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );
  await addThroughDigitalOrder(page, [
    [first.partNumber, 2],
    [second.partNumber, 1],
  ]);

  await goInApp(page, '/pages/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await continueWithAddress(page, 'Choose a shipping address');
  await continueWithAddress(page, 'Choose a billing address');
  await addNewVisa(page, 'Robin Reyes');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused({
    timeout: 30_000,
  });
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');

  await page.goto('/pages/my-account/orderHistoryPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  // the status in words, as the dashboard's supply orders show it (issue 39)
  await expect(row).toContainText('Booked');
  await row.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  const lines = page.getByRole('article').filter({ hasText: /Quantity \d+ · Shipped/ });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first.partNumber })).toContainText('Quantity 2 · Shipped 0');
  await expect(lines.filter({ hasText: second.partNumber })).toContainText('Quantity 1 · Shipped 0');
});
