// Journey 6 of issue 35: an invoice's PDF is a document that reconciles — read back from the file, its lines, tax
// and freight add up to its total, and that total is the one the invoice list and its order in Supply Orders show.
// Everything is made by the test (support/made-records.ts): a company with a shipped supply order and its invoice,
// whose default role views orders, invoices and prices, and its user, registered through the company's domain.
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { pdfOpenedInNewTab, pdfText, signInToDashboard } from '../dashboard/commerce-helpers';

test.describe.configure({ timeout: 240_000 });

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);

test('journey 6: an invoice PDF’s lines + tax + freight = its total = the order’s total', async ({
  page,
  request,
}) => {
  const company = await madeCompany(request, 'invoice', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_See_Replacement_Parts_Pricing'],
    invoicedOrder: true,
  });
  const payables = await activatedCompanyUser(request, company);
  await signInToDashboard(page, payables, REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard/account/arinvoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  // the company's one invoice, of its supply order, with its figures in the list (its Order cell holds the number)
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Open the PDF of invoice / }) })
    .filter({ has: page.getByRole('cell', { name: /^\d+$/ }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allTextContents();
  const open = row.getByRole('button', { name: /^Open the PDF of invoice / });
  const trxNumber = ((await open.textContent()) ?? '').trim();
  const listedTotal = cells.find((c) => c.trim().startsWith('$')) as string;

  const text = pdfText(await pdfOpenedInNewTab(page, open, '/api/files/invoices/'));
  expect(text).toContain(trxNumber);
  const figures = /Lines\n(\S+)\nTax\n(\S+)\nFreight\n(\S+)\nTotal\n(\S+)/.exec(text);
  expect(figures).not.toBeNull();
  const [, lines, tax, freight, total] = figures as unknown as [string, string, string, string, string];
  expect(cents(lines) + cents(tax) + cents(freight)).toBe(cents(total));
  expect(cents(total)).toBe(cents(listedTotal));
  // the invoice's order, named in the document
  const orderNumber = /Order number: (\S+)/.exec(text)?.[1] as string;
  expect(orderNumber).toBeTruthy();

  // the order, in Supply Orders, has the same total
  await page.goto(`/pages/dashboard/account/orders?query=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Orders' })).toBeVisible({
    timeout: 30_000,
  });
  const order = page.getByRole('row').filter({ hasText: orderNumber }).first();
  await expect(order).toBeVisible({ timeout: 30_000 });
  const orderCells = await order.getByRole('cell').allTextContents();
  expect(orderCells.map(cents)).toContain(cents(total));
});
