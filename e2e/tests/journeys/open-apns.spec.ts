// Journey 10 of issue 35: the dashboard's open-APN count and the APN list agree — an organisation with more open
// APNs than a page holds pages through every one of them (and a page past the last shows the last), and reporting
// an APN's open units completed takes it off the count. Everything is made by the test (support/made-records.ts):
// a company with two units and more open APNs than a page holds, whose default role views and reports APNs, and its
// user, registered through the company's accepted e-mail domain.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { signInToDashboard } from '../dashboard/commerce-helpers';

const APNS = '/pages/dashboard/equipment/apns';
/** spec 9: page size default 10 */
const PAGE_SIZE = 10;
/** open APNs made for the company: a page and a part more */
const MADE_APNS = PAGE_SIZE + 3;

test.describe.configure({ timeout: 240_000 });

/** The dashboard's APN widget: "{n} open APNs on {m} units". */
async function openApnCount(page: Page): Promise<number> {
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  const text = page.getByText(/^\d+ open APNs on \d+ units$/);
  await expect(text).toBeVisible({ timeout: 30_000 });
  return Number(/^(\d+)/.exec((await text.textContent()) ?? '')?.[1]);
}

test('journey 10: every open APN is paged through, and one reported completed leaves the dashboard count', async ({
  page,
  request,
}) => {
  const company = await madeCompany(request, 'apns', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_Report_APNs'],
    units: 2,
    notices: MADE_APNS,
  });
  const fleetUser = await activatedCompanyUser(request, company);
  await signInToDashboard(page, fleetUser, REGISTRANT_PASSWORD);
  const open = await openApnCount(page);
  expect(open).toBe(MADE_APNS);
  const pages = Math.ceil(open / PAGE_SIZE);

  // the list (STATUS=OPEN by default) pages through all of them
  await page.goto(APNS);
  const pager = page.getByRole('navigation', { name: 'APN pages' });
  const table = page.locator('table');
  const seen = new Set<string>();
  const firstNumber = () => table.locator('tbody tr td:first-child').first().textContent();
  const expectPage = async (n: number, rows: number) => {
    await expect(pager).toContainText(`Page ${n} of ${pages}`, { timeout: 30_000 });
    // the list keeps the previous page on screen until the next one arrives
    await expect.poll(async () => seen.has(((await firstNumber()) ?? '').trim())).toBe(false);
    const numbers = await table.locator('tbody tr td:first-child').allTextContents();
    expect(numbers).toHaveLength(rows);
    for (const apn of numbers) seen.add(apn.trim());
  };
  // every page but the last is full; Next turns to the one after it
  for (let n = 1; n < pages; n++) {
    await expectPage(n, PAGE_SIZE);
    await pager.getByRole('button', { name: 'Next' }).click();
  }
  await expectPage(pages, open - PAGE_SIZE * (pages - 1));
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(seen.size).toBe(open);

  // a page past the last (an old link) shows the last page, in place of the link
  await page.goto(`${APNS}?page=${pages + 3}`);
  await expect(pager).toContainText(`Page ${pages} of ${pages}`, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));

  // every open unit of one APN reported completed: the APN is no longer open
  await page.goto(`${APNS}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Completed APN' })).toBeVisible();
  const apn = page.getByRole('combobox', { name: 'APN' });
  await expect(apn.locator('option').nth(1)).toBeAttached();
  await apn.selectOption({ index: 1 });
  await expect(page).toHaveURL(/apnId=/);
  const units = page.getByRole('group', { name: 'Completed units' }).getByRole('checkbox');
  await expect(units.first()).toBeVisible();
  for (const unit of await units.all()) await unit.check();
  const unitCount = await units.count();
  await page.getByRole('button', { name: 'Report Completed' }).click();
  await expect(
    page.getByRole('list', { name: 'Units recorded as completed' }).getByRole('listitem'),
  ).toHaveCount(unitCount);

  expect(await openApnCount(page)).toBe(open - 1);
});
