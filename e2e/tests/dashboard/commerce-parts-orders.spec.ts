// Replacement parts and supply orders end to end (spec 2 'Equipment', 'Orders and Invoices'; spec 2 'Product row'):
// a unit's parts go to the supply cart for that unit; an order opens by its URL, its lines with ship dates and UPS
// tracking links.
import { test, expect } from '../../support/fixtures';
import { apiToken, openFirstUnitParts, signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';

// the shared machine is slow: sign-in and the first load of the dashboard's chunks take a while
test.describe.configure({ timeout: 180_000 });

test('parts of a unit chosen by serial go to the supply cart', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts' })).toBeVisible({
    timeout: 30_000,
  });
  await openFirstUnitParts(page);

  const row = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('heading').textContent())?.trim() ?? '';
  const quantity = row.getByLabel('Quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await row.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`2 × ${name} added to the cart.`)).toBeVisible();

  await page.getByRole('alert').or(page.getByRole('status')).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/pages\/store\/cart$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('an order opens by its own URL and its lines show ship dates and UPS tracking links', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, ADMIN);
  // a Keystone order whose lines went out with UPS (the seed's shipped lines carry UPS, FedEx or freight numbers)
  const history = await request.post('/api/integration', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: {
      endpoint: '/order/summary/ngSearch/sold/',
      body: { page: 0, size: 100, filterOptions: [{ fieldName: 'status', value: 'CLOSED' }] },
    },
  });
  expect(history.ok()).toBe(true);
  const { content } = (await history.json()) as {
    content: { orderId: string; orderNumber: string; lines: { trackingNumbers: string[] }[] }[];
  };
  const order = content.find((o) => o.lines.some((l) => l.trackingNumbers.some((t) => t.startsWith('1Z'))));
  expect(order, 'a closed order with a UPS number').toBeDefined();

  // the list (state in the URL) links each order to its own page
  await page.goto(`/pages/dashboard/account/orders?query=${order!.orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: `Details of order ${order!.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/dashboard/account/orders/details/${order!.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order!.orderNumber}` })).toBeVisible();
  const detail = page.getByRole('region', { name: `Order ${order!.orderNumber} details` });
  await expect(detail.getByText(/^Ship Date: \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  const ups = detail.getByRole('link', { name: /^Track 1Z/ }).first();
  await expect(ups).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?.*tracknum=1Z/);
  await expect(ups).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Back to Supply Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible();
});
