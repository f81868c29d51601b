// Replacement parts (issue 39): a company with more than 10 units finds them all — the matching units are paged, 10
// at a time — and a unit's part rows show the catalogue's picture of each part. Made by the test
// (support/made-records.ts): a company with 12 units of a model of its own listing 3 catalogue parts, and its buyer.
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { DESKTOP } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

test.describe.configure({ timeout: 240_000 });

test('more than 10 units are paged in the unit chooser, and part rows show the part’s picture', async ({
  page,
  request,
}) => {
  const company = await madeCompany(request, 'parts-paging', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_Order_Replacement_Parts', 'B2B_See_Replacement_Parts_Pricing'],
    units: 12,
    parts: 3,
  });
  const buyer = await activatedCompanyUser(request, company);
  await page.setViewportSize(DESKTOP);
  await signInToDashboard(page, buyer, REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard/equipment/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement Parts' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Find Unit' }).click();
  const units = page.getByRole('list', { name: 'Matching units' }).getByRole('button');
  await expect(units).toHaveCount(10, { timeout: 30_000 });
  const firstPage = await units.allTextContents();
  const pager = page.getByRole('navigation', { name: 'Unit pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(units).toHaveCount(2);
  const secondPage = await units.allTextContents();
  // twelve different units in all
  expect(new Set([...firstPage, ...secondPage]).size).toBe(12);

  // a unit of the second page: its parts, each with its picture
  await units.first().click();
  await expect(page.getByRole('heading', { level: 2, name: /Parts for unit / })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByRole('article');
  await expect(rows.first()).toBeVisible();
  const pictures = rows.locator('img.pui-product-row__image');
  await expect(pictures.first()).toHaveAttribute('src', /^\/api\/images\/products\/.+\.svg$/);
  await expect(pictures).toHaveCount(await rows.count());
  // the picture loads
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
