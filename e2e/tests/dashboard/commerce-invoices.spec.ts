// Invoices end to end (spec 2 'Orders and Invoices', spec 4 'Bulk PDF'): search, an invoice's PDF opened in a new
// tab (read back: a PDF showing the invoice number), a bulk PDF of three whose link arrives in the mailbox, and the
// 250 limit of the bulk-PDF dialog; the search's CSV through the download page and a support request in the outbox.
import { readFile } from 'node:fs/promises';
import { brand } from '@portal/rules/brand';
import { test, expect } from '../../support/fixtures';
import { apiToken, mails, pdfOpenedInNewTab, pdfText, signInToDashboard } from './commerce-helpers';

// the shared machine is slow: sign-in and the first load of the dashboard's chunks take a while
test.describe.configure({ timeout: 180_000 });

const ADMIN = 'admin@keystone-electric.example';

test('an invoice PDF opens in a new tab and shows its invoice number', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/account/arinvoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  const open = page.getByRole('button', { name: /^Open the PDF of invoice / }).first();
  await expect(open).toBeVisible();
  const trxNumber = (await open.textContent())?.trim() ?? '';
  expect(trxNumber).toMatch(/^\d+$/);

  const pdf = await pdfOpenedInNewTab(page, open, '/api/files/invoices/');
  expect(pdfText(pdf)).toContain(trxNumber);

  // the invoice's parts
  await page.getByRole('button', { name: `Parts of invoice ${trxNumber}` }).click();
  await expect(page.getByRole('table', { name: 'Invoice parts' })).toBeVisible();
});

test('search state lives in the URL and an unknown invoice shows No Results Found', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/account/arinvoice');
  // the page's own search form (the header holds the store's search box, with its own Search button)
  const form = page.getByRole('search', { name: 'Search invoices' });
  await form.getByRole('searchbox', { name: 'Search' }).fill('no-such-invoice-zz');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/query=no-such-invoice-zz/);
  await expect(page.getByText('No Results Found')).toBeVisible();
  // Back: the unfiltered search again, and the box shows the search the results are for
  await page.goBack();
  await expect(page).not.toHaveURL(/query=/);
  await expect(page.getByRole('button', { name: /^Open the PDF of invoice / }).first()).toBeVisible();
  await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  // Forward: the unknown invoice's search from the URL
  await page.goForward();
  await expect(page).toHaveURL(/query=no-such-invoice-zz/);
  await expect(page.getByText('No Results Found')).toBeVisible();
  await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('no-such-invoice-zz');
});

test('a bulk PDF of three invoices: the link is e-mailed and opens their combined PDF', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, ADMIN);
  const bulkMails = async () =>
    (await mails(request, ADMIN)).filter((m) => m.template === 'BulkInvoicePdfEmail');
  const before = (await bulkMails()).length;
  await page.goto('/pages/dashboard/account/arinvoice');
  const boxes = page.getByRole('checkbox', { name: /^Select invoice / });
  await expect(boxes.nth(2)).toBeVisible();
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const box = boxes.nth(i);
    chosen.push(((await box.getAttribute('aria-label')) ?? '').replace('Select invoice ', ''));
    await box.check();
  }
  await page.getByRole('button', { name: 'Download PDFs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download PDFs' });
  await expect(dialog.getByRole('radio', { name: 'Selected (3)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Individual PDFs' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'One combined PDF' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('status')).toContainText('emailed');
  await expect.poll(async () => (await bulkMails()).length, { timeout: 30_000 }).toBeGreaterThan(before);
  const [mail] = await bulkMails();
  expect(mail?.text).toContain('The PDF of the 3 invoice(s) you requested is ready.');
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.searchParams.get('token')).toBeTruthy();
  // the e-mailed link opens as a mail client would open it: no sign-in, no bearer token
  const file = await request.get(`${link.pathname}${link.search}`);
  expect(file.status()).toBe(200);
  // without its token the file is the signed-in owner's only
  expect((await request.get(link.pathname)).status()).toBe(401);
  expect(
    (
      await request.get(link.pathname, { headers: { authorization: `Bearer ${await apiToken(page)}` } })
    ).status(),
  ).toBe(200);
  // a download (the job's files are served as attachments), named as the one combined PDF
  expect(file.headers()['content-disposition']).toMatch(/filename="invoices-[\d-]+\.pdf"/);
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const trxNumber of chosen) expect(text).toContain(trxNumber);
});

test('more than 250 invoices cannot be requested as PDFs', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  // a result set of 251 (the seed holds fewer invoices; the API's own limit is covered by its tests)
  await page.route('**/api/integration', async (route) => {
    const body = route.request().postDataJSON() as { endpoint?: string };
    if (body.endpoint !== '/invoices/search/') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { totalRecords: number };
    await route.fulfill({ response, json: { ...json, totalRecords: 251 } });
  });
  await page.goto('/pages/dashboard/account/arinvoice');
  await expect(page.getByRole('button', { name: /^Open the PDF of invoice / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Download PDFs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download PDFs' });
  await expect(dialog.getByRole('radio', { name: 'Selected (0)' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Entire result set (251)' })).toBeDisabled();
  await expect(dialog.getByText('The number of PDFs cannot exceed 250')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('the invoice CSV is made on the download page; a support request reaches the outbox', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/account/arinvoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  const first = page.getByRole('button', { name: /^Open the PDF of invoice / }).first();
  const trxNumber = (await first.textContent())?.trim() ?? '';
  expect(trxNumber).toMatch(/^\d+$/);

  // the search's CSV: an async job on the download page, then the file (the listed invoice in it)
  await page.getByRole('link', { name: 'Export CSV' }).click();
  await expect(page).toHaveURL(/\/pages\/download\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Complete' })).toBeVisible({
    timeout: 60_000,
  });
  const link = page.getByRole('link', { name: /^Download .*\.csv$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toMatch(/^trxNumber,title,customerName,accountNumber,/);
  expect(rows.some((row) => row.startsWith(`${trxNumber},`))).toBe(true);
  expect(rows.every((row) => row.includes('Keystone Electric Cooperative'))).toBe(true);

  // a question to customer support: an empty one is refused, then it is sent and queued for support
  const question = `Invoice ${trxNumber} was billed twice? ${Date.now()}`;
  await page.goto('/pages/dashboard/account/arinvoice/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Your question')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your request was sent. Customer support will contact you.')).toBeVisible();
  const sent = async () =>
    (await mails(request, brand.supportEmail)).find((mail) => mail.text.includes(question)) ?? null;
  await expect.poll(async () => (await sent())?.template).toBe('InvoiceSupportRequestEmail');
  const mail = (await sent())!;
  expect(mail.subject).toBe('Invoice support request: Keystone Electric Cooperative (880230)');
  expect(mail.text).toContain(`<${ADMIN}>`);
});
