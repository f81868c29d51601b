// Journey 5 of issue 35: a unit in My Fleet, its replacement parts, the cart, checkout and the order in Supply
// Orders; and a part of a unit is the same part whichever displayed form it is typed in — the catalogue's
// '928-7092' the parts list prints, the store's nine digits '009287092' the cart and product page print — in the
// parts quick order, the store's quick order and the store search (@portal/rules' one part-number parser).
// Everything but the catalogue is made by the test (support/made-records.ts): a company whose units are of a model
// of its own listing catalogue parts as replacement parts, whose default role orders parts and sees their prices,
// and its buyer, registered through the company's accepted e-mail domain.
import type { APIRequestContext, Page } from '@playwright/test';
import { displayPartNumber } from '@portal/rules';
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { openFirstUnitParts, signInToDashboard } from '../dashboard/commerce-helpers';
import { addNewVisa, continueWithAddress, goInApp } from '../store/checkout-helpers';

/** A buyer of a company of the test's own, signed in on the dashboard. */
async function signInAsMadeBuyer(page: Page, request: APIRequestContext): Promise<void> {
  const company = await madeCompany(request, 'parts', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_Order_Replacement_Parts', 'B2B_See_Replacement_Parts_Pricing'],
    units: 2,
    parts: 5,
  });
  const buyer = await activatedCompanyUser(request, company);
  await signInToDashboard(page, buyer, REGISTRANT_PASSWORD);
}

test.describe.configure({ timeout: 240_000 });

test('journey 5: a unit’s part, typed in each displayed form, is found by parts quick order, quick order and search', async ({
  page,
  request,
}) => {
  await signInAsMadeBuyer(page, request);
  await page.goto('/pages/dashboard/equipment/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts' })).toBeVisible({
    timeout: 30_000,
  });
  await openFirstUnitParts(page);
  const serial = new URL(page.url()).searchParams.get('serial') as string;
  const row = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await expect(row).toBeVisible();
  const name = ((await row.getByRole('heading').textContent()) ?? '').trim();
  const printed = /Part # (\d{3}-\d{4})/.exec((await row.textContent()) ?? '')?.[1] as string;
  expect(printed).toMatch(/^\d{3}-\d{4}$/);
  const forms = [printed, displayPartNumber(printed)];

  // the parts quick order for the unit takes both forms
  for (const form of forms) {
    await page.goto(`/pages/dashboard/equipment/parts/quick-order?serial=${encodeURIComponent(serial)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts Quick Order' })).toBeVisible({
      timeout: 30_000,
    });
    const quickOrder = page.getByRole('form', { name: 'Quick order' });
    await quickOrder.getByLabel('Part number, line 1').fill(form);
    await quickOrder.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('1 part(s) added to the cart.')).toBeVisible({ timeout: 30_000 });
  }

  // the store's quick order names the part for both forms
  for (const form of forms) {
    await page.goto('/pages/store/cart/quick-order');
    await page.getByLabel('Paste part numbers').fill(`${form}, 1`);
    await page.getByRole('button', { name: 'Add Pasted Lines' }).click();
    await expect(page.getByTestId('quick-order-row').first().getByTestId('row-ok')).toContainText(name, {
      timeout: 30_000,
    });
  }

  // the store search finds it by both forms
  for (const form of forms) {
    await page.goto(`/pages/store/search?q=${encodeURIComponent(form)}`);
    const exact = page.getByRole('region', { name: 'Exact part match' });
    await expect(exact.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  }
});

test('journey 5: a unit from My Fleet, its replacement parts, cart and checkout; the order is in Supply Orders', async ({
  page,
  request,
}) => {
  await signInAsMadeBuyer(page, request);
  await page.goto('/pages/dashboard/equipment/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible({ timeout: 30_000 });
  const unit = page.locator('tbody tr').first().getByRole('link').first();
  await expect(unit).toBeVisible({ timeout: 30_000 });
  const serial = ((await unit.textContent()) ?? '').trim();

  // the unit's replacement parts: one goes to the cart for the unit
  await goInApp(page, `/pages/dashboard/equipment/parts?serial=${encodeURIComponent(serial)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Parts for unit ${serial}`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const part = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  const name = ((await part.getByRole('heading').textContent()) ?? '').trim();
  await part.getByLabel('Quantity').fill('3');
  await part.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`3 × ${name} added to the cart.`)).toBeVisible();

  // checkout
  await goInApp(page, '/pages/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await continueWithAddress(page, 'Choose a shipping address');
  await continueWithAddress(page, 'Choose a billing address');
  await addNewVisa(page, 'Riley Stone');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  const review = page.locator('[data-step="checkout-review"]');
  await expect(review.getByRole('row').filter({ hasText: name })).toContainText('3');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused({
    timeout: 30_000,
  });
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');

  // the order in Supply Orders
  await page.goto(`/pages/dashboard/account/orders?query=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(1, { timeout: 30_000 });
});
