// Fast-track business registration (spec 3 outcomes, spec 7 validateInvoices): a registrant on a domain no customer
// has gives an account number and a recent invoice number. A wrong invoice number is refused with the reason and
// nothing is registered; the right one (a seeded open invoice of the account, read only) links the user to that
// customer like an accepted e-mail domain: 'Registration Approved' and an activation e-mail.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { apiToken, mails, signInToDashboard } from '../dashboard/commerce-helpers';
import { chooseType, fillForm, unique } from './registration-form';

// the shared machine is slow: a sign-in, two captchas and the registration remote's first load
test.describe.configure({ timeout: 180_000 });

const KEYSTONE_ADMIN = 'admin@keystone-electric.example';
const INVALID_INVOICE_MESSAGE = 'That invoice number does not match an invoice of this account.';

interface InvoicePage {
  content: { trxNumber: string; accountNumber: string; status: string }[];
}

/** An OPEN or PAID invoice of the administrator's customer, through the gateway as the administrator. */
async function openInvoice(
  request: APIRequestContext,
  token: string,
): Promise<{ trxNumber: string; accountNumber: string }> {
  const res = await request.post('/api/integration', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      endpoint: '/invoices/search/',
      body: { page: 0, size: 100 },
      isSynchronous: true,
      isNonProfileRequest: false,
      transientProfile: { accountId: null, userSelectedOrganization: null },
    },
  });
  expect(res.ok()).toBe(true);
  // validateInvoices accepts an OPEN or PAID invoice of the account
  const invoice = ((await res.json()) as InvoicePage).content.find((i) =>
    ['OPEN', 'PAID'].includes(i.status),
  );
  expect(invoice).toBeDefined();
  return { trxNumber: invoice?.trxNumber ?? '', accountNumber: invoice?.accountNumber ?? '' };
}

async function mailTemplates(request: APIRequestContext, to: string): Promise<string[]> {
  return (await mails(request, to)).map((m) => m.template);
}

test('a wrong invoice number is refused with the reason; the right one approves the account at once', async ({
  page,
  browser,
  request,
}) => {
  const admin = await browser.newPage();
  await signInToDashboard(admin, KEYSTONE_ADMIN);
  const invoice = await openInvoice(request, await apiToken(admin));
  await admin.close();

  const email = `fast.${unique()}@independent-linework.example`;
  await chooseType(page, 'Business');
  await expect(page.getByRole('group', { name: 'Fast Track (optional)' })).toBeVisible();
  await fillForm(page, 'Business', {
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    email,
  });
  await page.getByLabel('Account Number').fill(invoice.accountNumber);
  await page.getByLabel('Recent Invoice Number').fill(`${invoice.trxNumber}9`);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // INVALID_INVOICE_NUMBER: said at the top and at the field; nothing registered, the page stays
  await expect(page.locator('.registration-form__error')).toContainText(INVALID_INVOICE_MESSAGE);
  await expect(page.getByLabel('Recent Invoice Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/pages\/registration$/);
  expect(await mailTemplates(request, email)).toEqual([]);

  // the right number, a new captcha: linked like an accepted domain
  await page.getByLabel('Recent Invoice Number').fill(invoice.trxNumber);
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByTestId('captcha')).toContainText('Verified', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pages\/registration-approved$/);
  await expect(page.getByText('has been approved. Please check your email to activate')).toBeVisible();
  await expect.poll(() => mailTemplates(request, email)).toEqual(['AccountActivationEmail']);
});
