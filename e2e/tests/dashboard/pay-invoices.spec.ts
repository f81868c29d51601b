// Paying invoices online (issue 39), as an accounts-payable clerk (B2B_View_All_Invoices: the rule invoices.pay) of a
// company of the test's own, with open invoices of four ages (one per aging bucket) and the payment stand-in's two
// saved cards (e2e/support/made-records.ts): at 1280 px, reached from the statement by clicking, the clerk pays the
// two invoices due first by the saved card and part of the third by a bank account (ACH); the receipts show their
// payment references, and the statement's open balance and aging, and its PDF, change by exactly what was paid,
// bucket by bucket. At 390 px, reached from the ☰ menu, a declined card says why and leaves the statement as it was.
// Each test's company is its own, so a retry or a second run starts from the same invoices.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AGING_BUCKETS, type AgingBucket } from '@portal/rules/aging';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import {
  CUSTOMER_PRIVILEGES,
  madeCompany,
  madeSavedCards,
  type MadeInvoice,
} from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { pdfOpenedInNewTab, pdfText, signInToDashboard } from './commerce-helpers';

const STATEMENT = '/pages/dashboard/account/statement';
const PAY = '/pages/dashboard/account/arinvoice/pay';
// the payment stand-in's test bank account that is approved (docs/payments.md)
const BANK = { routing: '110000000', account: '000123456789' };

test.describe.configure({ timeout: 240_000 });

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

/** The company's open invoices: one in each aging bucket but the last, the oldest first (as the picker lists them). */
const AGES: { daysPastDue: number; amount: number; bucket: AgingBucket }[] = [
  { daysPastDue: 75, amount: 1200.5, bucket: 'days61To90' },
  { daysPastDue: 40, amount: 800, bucket: 'days31To60' },
  { daysPastDue: 10, amount: 350.25, bucket: 'days1To30' },
  { daysPastDue: -20, amount: 99.99, bucket: 'current' },
];

/** A clerk of a new company with open invoices of the given ages and two saved cards, signed in on the dashboard. */
async function clerkWithInvoices(
  page: Page,
  request: APIRequestContext,
  ages: typeof AGES,
): Promise<MadeInvoice[]> {
  const company = await madeCompany(request, 'payables', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_View_All_Invoices'],
    openInvoices: ages.map(({ daysPastDue, amount }) => ({ daysPastDue, amount })),
  });
  const clerk = await activatedCompanyUser(request, company);
  await madeSavedCards(request, clerk);
  await signInToDashboard(page, clerk, REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  return company.openInvoices;
}

/** The aging (cents per bucket) of invoices of these ages with these open balances (cents). */
function agingOf(ages: typeof AGES, balances: number[]): Record<string, number> {
  const aging: Record<string, number> = Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0]));
  ages.forEach((age, i) => (aging[age.bucket]! += balances[i]!));
  return aging;
}

/** The statement's totals in cents: open balance, then each aging bucket by name. */
async function statementTotals(page: Page): Promise<{ open: number; aging: Record<string, number> }> {
  const totals = page.getByRole('table', { name: 'Statement totals' });
  await expect(totals).toBeVisible({ timeout: 30_000 });
  const cells = (await totals.locator('tbody td').allTextContents()).map((c) => cents(c));
  expect(cells).toHaveLength(8);
  const aging = Object.fromEntries(AGING_BUCKETS.map((b, i) => [b, cells[3 + i]!]));
  return { open: cells[1]!, aging };
}

/** The links in the page's own header (the statement's and the pay page's), not the side menu's. */
const pageLinks = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Invoices', exact: true });

interface Listed {
  trxNumber: string;
  balance: number;
  dueDate: string;
}

/** The nth invoice the picker lists: its number, open balance (cents) and due date (yyyy-mm-dd). */
async function listed(picker: Locator, n: number): Promise<Listed> {
  const checkbox = picker.getByRole('listitem').nth(n);
  await expect(checkbox).toBeVisible({ timeout: 30_000 });
  const text = (await checkbox.textContent()) ?? '';
  const match = /Invoice (\S+?)\$([\d,.]+) open, due (\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  expect(match).not.toBeNull();
  const [, trxNumber, balance, mm, dd, yyyy] = match as unknown as string[];
  return { trxNumber: trxNumber!, balance: cents(balance!), dueDate: `${yyyy}-${mm}-${dd}` };
}

async function reviewAndPay(page: Page, total: number): Promise<string> {
  await page.getByRole('button', { name: 'Review Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  expect(cents((await pay.textContent()) ?? '')).toBe(total);
  // a double click sends one payment (one idempotency key, and the button is busy at once)
  await pay.dblclick();
  const receipt = page.getByText(/Payment received\. Payment reference: PAY-[A-Z2-9]{10}/);
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  return /PAY-[A-Z2-9]{10}/.exec((await receipt.textContent()) ?? '')![0];
}

test('at 1280 px the clerk pays two invoices by card and part of one by ACH; the statement and its PDF follow', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const made = await clerkWithInvoices(page, request, AGES);
  const balances = AGES.map((a) => Math.round(a.amount * 100));
  await page.goto(STATEMENT);
  const before = await statementTotals(page);
  expect(before).toEqual({ open: 245074, aging: agingOf(AGES, balances) });

  await pageLinks(page).getByRole('link', { name: 'Pay Invoices', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === PAY);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Invoices' })).toBeVisible();

  // the two invoices due first, in full, by the default saved card
  const picker = page.getByRole('group', { name: 'Invoices to pay' });
  const results = picker.getByRole('list').first();
  const first = await listed(results, 0);
  const second = await listed(results, 1);
  expect([first, second]).toEqual(
    made
      .slice(0, 2)
      .map((m) => ({ trxNumber: m.trxNumber, balance: Math.round(m.amount * 100), dueDate: m.dueDate })),
  );
  await results.getByRole('checkbox').nth(0).check();
  await results.getByRole('checkbox').nth(1).check();
  await expect(picker.getByRole('list', { name: 'Selected invoices (2)' })).toBeVisible();
  await expect(page.getByLabel('Card', { exact: true }).locator('option:checked')).toHaveText(
    'Visa ending in 4242 (default)',
  );
  const firstReference = await reviewAndPay(page, first.balance + second.balance);
  const paid = page.getByRole('table', { name: 'Invoices paid' });
  await expect(paid.getByRole('row', { name: new RegExp(first.trxNumber) })).toContainText('Paid');
  await expect(paid.getByRole('row', { name: new RegExp(second.trxNumber) })).toContainText('Paid');

  // part of the next one, by bank account
  await page.getByRole('button', { name: 'Pay Other Invoices' }).click();
  const again = page.getByRole('group', { name: 'Invoices to pay' }).getByRole('list').first();
  const third = await listed(again, 0);
  expect(third.trxNumber).toBe(made[2]!.trxNumber);
  await again.getByRole('checkbox').nth(0).check();
  const part = 1000;
  await page.getByLabel(`Amount to pay on invoice ${third.trxNumber}`).fill((part / 100).toFixed(2));
  await page.getByRole('radio', { name: 'Bank account (ACH)' }).check();
  await page.getByLabel('Account holder name').fill('Payables Company');
  await page.getByLabel('Routing number').fill(BANK.routing);
  await page.getByLabel('Account number').fill(BANK.account);
  await expectNoAxeViolations(page, 'pay page: an invoice in part, a bank account (1280 px)');
  const secondReference = await reviewAndPay(page, part);
  expect(secondReference).not.toBe(firstReference);
  await expect(page.getByText(/paid with Checking account ending in 6789/)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Invoices paid' })
      .getByRole('row', { name: new RegExp(third.trxNumber) }),
  ).toContainText('Partially paid');
  await expectNoAxeViolations(page, 'pay page: the receipt (1280 px)');

  // the statement: the open balance and each invoice's aging bucket less exactly what was paid on it
  await pageLinks(page).getByRole('link', { name: 'Account Statement', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === STATEMENT);
  const after = await statementTotals(page);
  expect(after).toEqual({
    open: 245074 - first.balance - second.balance - part,
    aging: agingOf(AGES, [0, 0, balances[2]! - part, balances[3]!]),
  });

  const text = pdfText(
    await pdfOpenedInNewTab(
      page,
      page.getByRole('button', { name: 'Statement PDF' }),
      '/api/files/statements/',
    ),
  );
  const figures = /Open balance\n(\S+)/.exec(text);
  expect(figures).not.toBeNull();
  expect(cents(figures![1]!)).toBe(after.open);
});

test('at 390 px a declined card says why and leaves nothing paid', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  const ages = AGES.slice(1, 3);
  const made = await clerkWithInvoices(page, request, ages);
  await page.goto(STATEMENT);
  const before = await statementTotals(page);
  expect(before).toEqual({ open: 115025, aging: agingOf(ages, [80000, 35025]) });

  const header = page.locator('header.portal-header');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  await header
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Pay Invoices', exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === PAY);

  const results = page.getByRole('group', { name: 'Invoices to pay' }).getByRole('list').first();
  const invoice = await listed(results, 0);
  expect(invoice.trxNumber).toBe(made[0]!.trxNumber);
  await results.getByRole('checkbox').nth(0).check();
  await page.getByLabel('Card', { exact: true }).selectOption({ label: 'Visa ending in 0002' });
  await page.getByRole('button', { name: 'Review Payment' }).click();
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  expect(cents((await pay.textContent()) ?? '')).toBe(invoice.balance);
  await pay.click();
  const declined = page.getByRole('main').getByRole('alert').filter({ hasText: 'Payment declined' });
  await expect(declined).toContainText(
    'Your card was declined. Nothing was charged; please choose another payment method.',
    { timeout: 30_000 },
  );
  await expect(pay).toBeDisabled();
  await expectNoAxeViolations(page, 'pay page: a declined card (390 px)');

  await pageLinks(page).getByRole('link', { name: 'Account Statement', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === STATEMENT);
  const after = await statementTotals(page);
  expect(after).toEqual(before);
});
