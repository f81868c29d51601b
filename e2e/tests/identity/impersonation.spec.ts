// Impersonation end to end: a CSR asks the API for one-time credentials (setupImpersonationUser), then signs in
// with them on the provider's real sign-in page and uses the portal as that user; the password works once.
import { OidcTestClient } from '../../../api/src/identity/test-client';
import { test, expect } from '../../support/fixtures';
import { identityURL, SEED_PASSWORD, submitSignInForm } from '../../support/sign-in';

async function apiTokenFor(baseURL: string, email: string): Promise<string> {
  const client = new OidcTestClient({
    issuer: `${identityURL()}/`,
    clientId: 'portal-spa',
    redirectUri: `${baseURL}/login`,
    audience: 'http://localhost:3000/api',
  });
  const tokens = await client.signIn(email, SEED_PASSWORD);
  if (!tokens.json.access_token) throw new Error(`no access token for ${email}`);
  return tokens.json.access_token;
}

async function graphql<T>(baseURL: string, token: string, query: string, variables = {}): Promise<T> {
  const response = await fetch(`${baseURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

test('a CSR signs in as a customer with a one-time password, once', async ({ page, baseURL }) => {
  const portal = baseURL ?? '';
  const target = await graphql<{ getDetailedProfile: { userId: string } }>(
    portal,
    await apiTokenFor(portal, 'pat.morgan@mailbox.example'),
    'query { getDetailedProfile { userId } }',
  );
  const csrToken = await apiTokenFor(portal, 'csr.admin@aerialco.example');
  const { setupImpersonationUser: credentials } = await graphql<{
    setupImpersonationUser: { email: string; oneTimePassword: string };
  }>(portal, csrToken, 'mutation($u: ID!) { setupImpersonationUser(userId: $u) { email oneTimePassword } }', {
    u: target.getDetailedProfile.userId,
  });
  expect(credentials.email).toBe('pat.morgan@mailbox.example');

  await page.goto('/login');
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, credentials.email, credentials.oneTimePassword);
  await page.waitForURL((url) => url.pathname === '/pages/store');
  const session = await page.evaluate(() => {
    const state = window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState();
    return {
      email: state?.profile.email,
      impersonation: state?.profile.isImpersonation,
      privileges: state?.privileges,
    };
  });
  expect(session).toEqual({ email: 'pat.morgan@mailbox.example', impersonation: true, privileges: [] });

  // every page says whose account this is and which agent is acting
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('You are signed in as Pat Morgan (pat.morgan@mailbox.example)');
  await expect(banner).toContainText('on behalf of customer service: csr.admin@aerialco.example');
  await page.goto('/pages/training-store');
  await expect(banner).toContainText('csr.admin@aerialco.example');

  // The one-time password cannot be used again.
  await page.getByTestId('user-box').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/pages/store') && !url.href.startsWith(identityURL()),
  );
  await page.goto('/login');
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, credentials.email, credentials.oneTimePassword);
  await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
});
