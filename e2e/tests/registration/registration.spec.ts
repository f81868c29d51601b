// Self-registration, activation and delegated registration end to end on the real portal: the remote's pages,
// the open API, the outbox read through the development mailbox, and sign-in through the embedded provider.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { identityURL, sessionState, submitSignInForm } from '../../support/sign-in';
import { PASSWORD, chooseType, fillForm, unique } from './registration-form';

interface Mailbox {
  mails: { to: string; subject: string; text: string; template: string }[];
  waitingActivation: { email: string; status: string; link: string }[];
}

async function mailbox(request: APIRequestContext, to?: string): Promise<Mailbox> {
  const res = await request.get(`/api/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mailbox;
}

/** The portal-relative path of the first link in the newest mail of `template` to `to`. */
async function linkInMail(request: APIRequestContext, to: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, to)).mails.find((m) => m.template === template);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

function registerRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/open-graphql') && (r.postData() ?? '').includes('registerUser')) seen.push(r);
  });
  return seen;
}

test('business user on an accepted domain: register, read the activation e-mail, activate, sign in', async ({
  page,
  request,
}) => {
  const email = `biz.${unique()}@keystone-electric.example`;
  await chooseType(page, 'Business');
  // the form's defaults: remote support and offers on, terms off, country US with 'Select State'
  await expect(page.getByLabel('Allow the help desk to remotely support my account')).toBeChecked();
  await expect(page.getByLabel('Yes, I would like to receive offers and information by email')).toBeChecked();
  await expect(page.getByLabel('I accept the terms and conditions')).not.toBeChecked();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
  await expect(page.getByLabel('I am applying for tax exempt status')).toBeVisible();
  await fillForm(page, 'Business', {
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    email,
  });
  await expect(page.getByLabel('Phone Number')).toHaveValue('(512) 555-0100');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pages\/registration-approved$/);
  await expect(page.getByText('has been approved. Please check your email to activate')).toBeVisible();

  const link = await linkInMail(request, email, 'AccountActivationEmail');
  expect(link).toMatch(/^\/pages\/account-activation\?userId=[0-9a-f-]+&activationToken=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'SUCCESS' })).toBeVisible();
  await expect(page.getByText('Your account has been successfully activated.')).toBeVisible();

  // the embedded identity provider now lets the user in (REGISTERED)
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, email, PASSWORD);
  await page.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');
  await expect.poll(async () => (await sessionState(page))?.email).toBe(email);
  expect((await sessionState(page))?.userStatus).toBe('REGISTERED');

  // the link again: ALREADY_ACTIVE
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'User Already registered' })).toBeVisible();
  await expect(page.getByText('Your account is already registered. Click below to log in.')).toBeVisible();
});

test('business user on an unknown domain: pending review and the pending e-mail', async ({
  page,
  request,
}) => {
  const email = `biz.${unique()}@unknown-contractor.example`;
  await chooseType(page, 'Business');
  await fillForm(page, 'Business', {
    country: 'DE',
    address1: 'Hauptstr. 1',
    city: 'München',
    state: 'Bayern',
    zip: '80331',
    email,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pages\/registration-pending$/);
  await expect(
    page.getByRole('heading', { name: 'WE ARE CURRENTLY REVIEWING YOUR REGISTRATION' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await mailbox(request, email)).mails.map((m) => m.template))
    .toEqual(['AccountPendingEmail']);
});

test('personal user in Texas: the address is corrected and the county filled in', async ({
  page,
  request,
}) => {
  const email = `tex.${unique()}@mailbox.example`;
  const sent = registerRequests(page);
  await chooseType(page, 'Personal');
  // personal users may pick only US or CA
  await expect(page.getByLabel('Country', { exact: true }).locator('option')).toHaveText([
    'United States',
    'Canada',
  ]);
  await fillForm(page, 'Personal', {
    address1: '100 congress ave',
    city: 'austin',
    state: 'TX',
    zip: '78701',
    email,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pages\/registration-approved$/);
  const body = JSON.parse(sent[0]?.postData() ?? '{}') as { variables: { input: Record<string, string> } };
  expect(body.variables.input).toMatchObject({
    county: 'TRAVIS',
    city: 'Austin',
    address1: '100 Congress Ave',
  });
  await linkInMail(request, email, 'AccountActivationEmail');
});

test('personal user with an ambiguous address: Close cancels, Accept registers', async ({ page }) => {
  const email = `amb.${unique()}@mailbox.example`;
  const sent = registerRequests(page);
  await chooseType(page, 'Personal');
  await fillForm(page, 'Personal', {
    address1: 'Congress Avenue',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    email,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
  await expect(dialog).toContainText(
    'The Address validation service does not recognize this address. Using this address could cause a delay in your shipment or your shipment being returned to the shipper. Would you like proceed with this address?',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/registration$/);
  expect(sent).toHaveLength(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/pages\/registration-approved$/);
  expect(sent).toHaveLength(1);
});

test('an invalid address shows the address error; a Californian is refused', async ({ page }) => {
  await chooseType(page, 'Personal');
  await fillForm(page, 'Personal', {
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '43215',
    email: `inv.${unique()}@mailbox.example`,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error validating address provided.' }),
  ).toContainText(
    'Error validating address provided. Please check your input and try again. If you continue to experience problems, please call 877-462-5832.',
  );

  const sent = registerRequests(page);
  await chooseType(page, 'Personal');
  await fillForm(page, 'Personal', {
    address1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
    email: `cal.${unique()}@mailbox.example`,
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      "We're unable to approve your account at this time. However, you can still place an order by calling us at 877-GO ALTURA, option 1.",
    ),
  ).toBeVisible();
  expect(sent).toHaveLength(0);
  await page.getByRole('link', { name: 'Go to Supply Store' }).click();
  await expect(page).toHaveURL(/\/pages\/store$/);
});

test('validation messages after a failed submit, the live password checklist and the captcha', async ({
  page,
}) => {
  await chooseType(page, 'Business');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Business name is required.',
    'Phone number is required.',
    'Address is required.',
    'City is required.',
    'State/Province/Region is required.',
    'Zip/Postal Code is required.',
    'Email address is required.',
    'Password is required.',
    'Terms and conditions must be accepted.',
    "You must check I'm not a robot to register.",
  ])
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abcdefgh');
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(1);
  await password.fill('abcdefgH');
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(2);
  await password.fill('abcdefH1');
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(3);
  await page.getByLabel('Business Email Address', { exact: true }).fill('not-an-email');
  await expect(page.getByText('Email address must be a correct format.')).toBeVisible();
  // state: 'Select Province' for Canada, free text elsewhere
  await page.getByLabel('Country', { exact: true }).selectOption('CA');
  await expect(page.locator('[data-field="state"] option').first()).toHaveText('Select Province');
  await expect(page.locator('[data-field="state"] option')).toHaveCount(14);
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await expect(page.locator('[data-field="state"] option')).toHaveCount(52);
  await page.getByLabel('Country', { exact: true }).selectOption('MX');
  await expect(page.getByLabel('State/Province/Region')).toHaveAttribute('type', 'text');
});

test('an expired activation link offers a new e-mail whose link activates', async ({ page, request }) => {
  const waiting = (await mailbox(request)).waitingActivation.find(
    (w) => w.email === 'jordan.lee@mailbox.example',
  );
  expect(waiting).toBeDefined();
  const url = new URL(waiting?.link as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByText('Your activation token is invalid. Click below to send a new activation email.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send Activation Email' }).click();
  await expect(page.getByText('A new activation email has been sent to your email address.')).toBeVisible();
  const link = await linkInMail(request, 'jordan.lee@mailbox.example', 'AccountActivationEmail');
  await page.goto(link);
  await expect(page.getByText('Your account has been successfully activated.')).toBeVisible();
});

test('delegated registration: resend a link, complete with the form rules, then sign-in works', async ({
  page,
  request,
}) => {
  // an unknown or expired link goes to the resend page
  await page.goto(
    '/pages/delegated-registration-activation?userId=00000000-0000-4000-8000-000000000000&activationToken=nope',
  );
  await expect(page).toHaveURL(/\/resend\?expired=true$/);
  await expect(page.getByRole('heading', { name: 'Expired Complete Registration Link' })).toBeVisible();
  await expect(
    page.getByText(
      'Your activation link has expired, a new link can be sent by entering your email address below.',
    ),
  ).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Store');
  await expect(crumbs).toContainText('Register');
  await expect(crumbs).toContainText('Activate');
  await page.getByRole('button', { name: 'Send New Link' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('invalid');
  await expect(page.getByText('Email is not valid.')).toBeVisible();

  await page.goto('/pages/delegated-registration-activation/resend');
  await expect(page.getByRole('heading', { name: 'Resend Activation Email' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('invited@keystone-electric.example');
  await page.getByRole('button', { name: 'Send New Link' }).click();
  await expect(page.getByText('A new activation link has been sent to your email address.')).toBeVisible();

  const link = await linkInMail(request, 'invited@keystone-electric.example', 'DelegatedRegistrationEmail');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Registration' })).toBeVisible();
  await expect(page.getByLabel('Allow the help desk to remotely support my account')).toBeChecked();
  await expect(page.getByLabel('I accept the terms and conditions')).not.toBeChecked();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm Password is required.')).toBeVisible();
  await expect(page.getByText('You must accept our terms and conditions to register.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByText("Password doesn't meet requirements.")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/pages\/delegated-registration-activation\/complete$/);

  // the same link again: already registered
  await page.goto(link);
  await expect(page.getByText('This account is already registered.')).toBeVisible();

  await page.goto('/pages/delegated-registration-activation/complete');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, 'invited@keystone-electric.example', PASSWORD);
  await page.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');
  await expect.poll(async () => (await sessionState(page))?.userStatus).toBe('DELEGATED_REGISTERED');
});
