// Replacement parts and supply orders end to end (spec 2 'Equipment', 'Orders and Invoices'; spec 2 'Product row'):
// a unit's parts go to the supply cart for that unit; an order's lines show ship dates and UPS tracking links.
import { test, expect } from '../../support/fixtures';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';

// the shared machine is slow: sign-in and the first load of the dashboard's chunks take a while
test.describe.configure({ timeout: 180_000 });

test('parts of a unit chosen by serial go to the supply cart', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/equipment/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Find Unit' }).click();
  const units = page.getByRole('list', { name: 'Matching units' }).getByRole('button');
  await expect(units.first()).toBeVisible();
  const serial = ((await units.first().textContent()) ?? '').split(' · ')[0]!.trim();
  await units.first().click();
  await expect(page).toHaveURL(new RegExp(`serial=${serial}`));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Parts for unit ${serial}`) }),
  ).toBeVisible();

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

test('an order’s lines show ship dates and link UPS tracking numbers to the carrier', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  // the seed's Keystone orders that went out are all CLOSED (shipped and invoiced), their lines with UPS, FedEx and
  // freight numbers
  await page.goto(`/pages/dashboard/account/orders?filter=${encodeURIComponent('{"status":"CLOSED"}')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  // the filter comes from the URL
  await expect(
    page.getByRole('search', { name: 'Search orders' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveValue('CLOSED');
  const details = page.getByRole('button', { name: /^Details of order / });
  await expect(details.first()).toBeVisible();
  const count = await details.count();
  let upsLinks = 0;
  for (let i = 0; i < count && upsLinks === 0; i++) {
    await details.nth(i).click();
    const detail = page.getByRole('region', { name: /^Order .* details$/ });
    await expect(detail.getByText(/^Ship Date: \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    const links = detail.getByRole('link', { name: /^Track 1Z/ });
    upsLinks = await links.count();
    if (upsLinks > 0) {
      await expect(links.first()).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?.*tracknum=1Z/);
      await expect(links.first()).toHaveAttribute('target', '_blank');
    }
    await details.nth(i).click();
  }
  expect(upsLinks, 'a closed order with a UPS number').toBeGreaterThan(0);
});
