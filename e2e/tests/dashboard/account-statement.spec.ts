// The account statement (issue 39): reached by clicking from the dashboard home at 1280 px (the side menu) and at
// 390 px (the ☰ menu) under Orders and Invoices; its aging buckets add up to its open balance, the statement
// PDF, read back from the file, shows the page's open balance and past due, and the open invoices, read page by
// page (ADR 0044), add up to the open balance too.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { pdfOpenedInNewTab, pdfText, signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const STATEMENT = '/pages/dashboard/account/statement';

test.describe.configure({ timeout: 180_000 });

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

async function home(page: Page): Promise<void> {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** The page's totals: credit limit, open balance, past due, then the five aging buckets. */
async function pageTotals(page: Page): Promise<string[]> {
  const totals = page.getByRole('table', { name: 'Statement totals' });
  await expect(totals).toBeVisible({ timeout: 30_000 });
  const cells = (await totals.locator('tbody td').allTextContents()).map((c) => c.trim());
  expect(cells).toHaveLength(8);
  return cells;
}

test('at 1280 px the side menu leads to the statement, whose PDF shows the page’s totals', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await home(page);
  const side = page.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' });
  await side
    .getByRole('list', { name: 'Orders and Invoices' })
    .getByRole('link', { name: 'Account Statement', exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === STATEMENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeVisible();

  const [, open, pastDue, ...buckets] = (await pageTotals(page)) as [string, string, string, ...string[]];
  expect(cents(open)).toBeGreaterThan(0);
  // the buckets add up to the open balance, and all but the current one to what is past due
  expect(buckets.reduce((sum, b) => sum + cents(b), 0)).toBe(cents(open));
  expect(buckets.slice(1).reduce((sum, b) => sum + cents(b), 0)).toBe(cents(pastDue));

  const text = pdfText(
    await pdfOpenedInNewTab(
      page,
      page.getByRole('button', { name: 'Statement PDF' }),
      '/api/files/statements/',
    ),
  );
  expect(text).toContain('ACCOUNT STATEMENT');
  const figures = /Open balance\n(\S+)\nPast due\n(\S+)/.exec(text);
  expect(figures).not.toBeNull();
  const [, pdfOpen, pdfPastDue] = figures as unknown as [string, string, string];
  expect(cents(pdfOpen)).toBe(cents(open));
  expect(cents(pdfPastDue)).toBe(cents(pastDue));

  // the open invoices, page by page (25 a page), add up to the open balance
  const invoicePager = page.getByRole('navigation', { name: 'Open invoice pages' });
  await expect(invoicePager).toContainText(/Page 1 of \d+/);
  const pages = Number(/of (\d+)/.exec((await invoicePager.textContent()) ?? '')?.[1]);
  const rows = page.getByRole('table', { name: 'Open invoices' }).locator('tbody tr');
  const pageSum = async () =>
    (await rows.locator('td:last-child').allTextContents()).reduce((sum, b) => sum + cents(b), 0);
  let listed = 0;
  for (let shown = 1; shown < pages; shown++) {
    await expect(invoicePager).toContainText(`Page ${shown} of ${pages}`);
    const first = (await rows.first().textContent()) ?? '';
    listed += await pageSum();
    await invoicePager.getByRole('button', { name: 'Next' }).click();
    await expect(rows.first()).not.toHaveText(first);
  }
  await expect(invoicePager).toContainText(`Page ${pages} of ${pages}`);
  listed += await pageSum();
  expect(listed).toBe(cents(open));
});

test('at 390 px the ☰ menu leads to the statement', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await home(page);
  const header = page.locator('header.portal-header');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = header.getByRole('navigation', { name: 'Dashboard menu' });
  await menu.getByRole('link', { name: 'Account Statement', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === STATEMENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeVisible();
  const [, open, , ...buckets] = await pageTotals(page);
  expect(buckets.reduce((sum, b) => sum + cents(b), 0)).toBe(cents(open as string));
});
