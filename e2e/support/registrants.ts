// Users made per test through the open API (registration with the captcha solved as the form's widget does it)
// and the development mailbox, for journeys that need a user of their own: a new personal user, activated; a
// business registrant waiting for approval. The registration form's own journeys are e2e/tests/registration.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const FRESH_PASSWORD = 'Account!2345';
export const REGISTRANT_PASSWORD = 'Approve!2345';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function openGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/api/open-graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(`open GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The captcha's proof of work (ALTCHA): the n with SHA-256(salt + n) = challenge, as the form's widget finds it. */
function captchaSolution(c: Challenge): string {
  let n = 0;
  while (n <= c.maxnumber && createHash('sha256').update(`${c.salt}${n}`).digest('hex') !== c.challenge) n++;
  if (n > c.maxnumber) throw new Error('the registration captcha could not be solved');
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(JSON.stringify({ algorithm, challenge, number: n, salt, signature })).toString('base64');
}

const uniqueEmail = (local: string, domain: string) =>
  `${local}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;

/** Registers someone in Austin, TX through registerUser; answers the user status the API gives. */
async function register(
  request: APIRequestContext,
  person: { type: 'B2B' | 'B2C'; firstName: string; lastName: string; businessName?: string },
  email: string,
  password: string,
  phoneNumber = '(512) 555-0100',
): Promise<string> {
  const { registrationCaptcha } = await openGraphql<{ registrationCaptcha: Challenge }>(
    request,
    'query { registrationCaptcha { algorithm challenge maxnumber salt signature } }',
  );
  const { registerUser } = await openGraphql<{ registerUser: { userStatus: string } }>(
    request,
    'mutation($i: RegistrationInput!) { registerUser(input: $i) { userStatus } }',
    {
      i: {
        ...person,
        phoneNumber,
        country: 'US',
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        email,
        confirmEmail: email,
        password,
        confirmPassword: password,
        acceptTerms: true,
        captcha: captchaSolution(registrationCaptcha),
      },
    },
  );
  return registerUser.userStatus;
}

/** The first link of the newest mail of `template` to `to`, polled until the outbox has it. */
export async function mailedLink(request: APIRequestContext, to: string, template: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const box = (await res.json()) as { mails: { template: string; text: string }[] };
      link = box.mails.find((m) => m.template === template)?.text.match(/https?:\/\/\S+/)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  return new URL(link as string);
}

/** Activates `email`'s account through its activation e-mail's link, as the activation page does. */
async function activateByMail(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailedLink(request, email, 'AccountActivationEmail');
  const activated = await openGraphql<{ activateAccount: { result: string } }>(
    request,
    'mutation($u: String!, $t: String!) { activateAccount(userId: $u, activationToken: $t) { result } }',
    { u: link.searchParams.get('userId'), t: link.searchParams.get('activationToken') },
  );
  expect(activated.activateAccount.result).toBe('SUCCESS');
}

/**
 * Registers and activates a personal user in Austin, TX; sign in with the e-mail and FRESH_PASSWORD. A phone number
 * of its own lets a journey find the user by it (customer support's search).
 */
export async function freshPersonalUser(
  request: APIRequestContext,
  tag: string,
  phoneNumber?: string,
): Promise<string> {
  const email = uniqueEmail(tag, 'mailbox.example');
  await register(
    request,
    { type: 'B2C', firstName: 'Robin', lastName: 'Reyes' },
    email,
    FRESH_PASSWORD,
    phoneNumber,
  );
  await activateByMail(request, email);
  return email;
}

/** Registers Quinn Harper of a business no customer's domain matches (PENDING_APPROVAL); answers the e-mail. */
export async function pendingRegistrant(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('quinn', 'harper-field.example');
  const status = await register(
    request,
    { type: 'B2B', firstName: 'Quinn', lastName: 'Harper', businessName: 'Harper Field Services' },
    email,
    REGISTRANT_PASSWORD,
  );
  expect(status).toBe('PENDING_APPROVAL');
  return email;
}

/** A customer whose e-mail domain is accepted (docs/seed-users.md): its domain and the business name registered. */
export interface AcceptedDomain {
  domain: string;
  businessName: string;
}

export const KEYSTONE_DOMAIN: AcceptedDomain = {
  domain: 'keystone-electric.example',
  businessName: 'Keystone Electric',
};

/**
 * Registers Riley Stone with an address of a customer's accepted e-mail domain (Keystone Electric Cooperative's
 * unless told): linked to the company at once (UNCONFIRMED); answers the e-mail.
 */
export async function acceptedDomainRegistrant(
  request: APIRequestContext,
  company: AcceptedDomain = KEYSTONE_DOMAIN,
): Promise<string> {
  const email = uniqueEmail('riley', company.domain);
  const status = await register(
    request,
    { type: 'B2B', firstName: 'Riley', lastName: 'Stone', businessName: company.businessName },
    email,
    REGISTRANT_PASSWORD,
  );
  expect(status).toBe('UNCONFIRMED');
  return email;
}

/**
 * A user of the test's own in a customer company, with the company default role: registered through the accepted
 * e-mail domain and activated; sign in with the e-mail and REGISTRANT_PASSWORD.
 */
export async function activatedCompanyUser(
  request: APIRequestContext,
  company: AcceptedDomain = KEYSTONE_DOMAIN,
): Promise<string> {
  const email = await acceptedDomainRegistrant(request, company);
  await activateByMail(request, email);
  return email;
}

/**
 * On the signed-in customer-service page: finds Quinn Harper's registration by e-mail in the approval queue and
 * approves it with the customer found by `customerQuery` whose name begins with `customer`.
 */
export async function approveRegistrant(page: Page, email: string, customerQuery: string, customer: string) {
  await page.goto('/pages/csr/customerSupport/approval');
  const search = page.getByRole('search', { name: 'Search registrations' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Registrations waiting for a decision' })
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await row.getByRole('button', { name: 'Approve Quinn Harper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Quinn Harper' });
  const find = dialog.getByRole('search', { name: 'Find the customer' });
  await find.getByRole('searchbox', { name: 'Customer' }).fill(customerQuery);
  await find.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('radio', { name: new RegExp(`^${customer}`) }).check();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Quinn Harper was approved and e-mailed.')).toBeVisible();
}
