// A new personal (B2C) user per test, registered and activated through the open API and the development mailbox,
// for journeys that change what the seeded personal users keep (their e-mail, their cart): the registration form's
// own journey is e2e/tests/registration; here only its outcome is needed, quickly.
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../support/fixtures';

export const FRESH_PASSWORD = 'Account!2345';

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

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The captcha's proof of work, as the registration page's widget does it: SHA-256(salt + n) = challenge. */
function solve(c: Challenge): string {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge)
      return Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: n,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64');
  }
  throw new Error('the registration captcha could not be solved');
}

/** The newest mail of `template` to `to`, polled until the outbox has it. */
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

/** Registers and activates a personal user in Austin, TX; sign in with the e-mail and FRESH_PASSWORD. */
export async function freshPersonalUser(request: APIRequestContext, tag: string): Promise<string> {
  const email = `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@mailbox.example`;
  const { registrationCaptcha } = await openGraphql<{ registrationCaptcha: Challenge }>(
    request,
    'query { registrationCaptcha { algorithm challenge maxnumber salt signature } }',
  );
  await openGraphql(request, 'mutation($i: RegistrationInput!) { registerUser(input: $i) { userStatus } }', {
    i: {
      type: 'B2C',
      firstName: 'Robin',
      lastName: 'Reyes',
      phoneNumber: '(512) 555-0100',
      country: 'US',
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      email,
      confirmEmail: email,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
      acceptTerms: true,
      captcha: solve(registrationCaptcha),
    },
  });
  const link = await mailedLink(request, email, 'AccountActivationEmail');
  const activated = await openGraphql<{ activateAccount: { result: string } }>(
    request,
    'mutation($u: String!, $t: String!) { activateAccount(userId: $u, activationToken: $t) { result } }',
    { u: link.searchParams.get('userId'), t: link.searchParams.get('activationToken') },
  );
  expect(activated.activateAccount.result).toBe('SUCCESS');
  return email;
}
