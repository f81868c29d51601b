// A business registrant waiting for approval, made per test through the open API (an e-mail domain no customer
// has: PENDING_APPROVAL), for the approval journey; the registration form's own journey is e2e/tests/registration.
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../support/fixtures';

export const REGISTRANT_PASSWORD = 'Approve!2345';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function openGraphql<T>(request: APIRequestContext, query: string, variables = {}): Promise<T> {
  const body = (await (await request.post('/api/open-graphql', { data: { query, variables } })).json()) as {
    data?: T;
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** The captcha's proof of work (ALTCHA): the n with SHA-256(salt + n) = challenge, as the form's widget finds it. */
function captchaSolution(c: Challenge): string {
  let n = 0;
  while (n <= c.maxnumber && createHash('sha256').update(`${c.salt}${n}`).digest('hex') !== c.challenge) n++;
  expect(n).toBeLessThanOrEqual(c.maxnumber);
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(JSON.stringify({ algorithm, challenge, number: n, salt, signature })).toString('base64');
}

/** Registers Quinn Harper of a business no customer's domain matches; answers the e-mail. */
export async function pendingRegistrant(request: APIRequestContext): Promise<string> {
  const email = `quinn.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@harper-field.example`;
  const { registrationCaptcha } = await openGraphql<{ registrationCaptcha: Challenge }>(
    request,
    'query { registrationCaptcha { algorithm challenge maxnumber salt signature } }',
  );
  const { registerUser } = await openGraphql<{ registerUser: { userStatus: string } }>(
    request,
    'mutation($i: RegistrationInput!) { registerUser(input: $i) { userStatus } }',
    {
      i: {
        type: 'B2B',
        firstName: 'Quinn',
        lastName: 'Harper',
        businessName: 'Harper Field Services',
        phoneNumber: '(512) 555-0100',
        country: 'US',
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        email,
        confirmEmail: email,
        password: REGISTRANT_PASSWORD,
        confirmPassword: REGISTRANT_PASSWORD,
        acceptTerms: true,
        captcha: captchaSolution(registrationCaptcha),
      },
    },
  );
  expect(registerUser.userStatus).toBe('PENDING_APPROVAL');
  return email;
}
