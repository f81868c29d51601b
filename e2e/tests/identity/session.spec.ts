// Sign-in lifecycle: a reload recovers the session silently, logout clears everything, sign-in errors explain.
import { test, expect } from '../../support/fixtures';
import { identityURL, sessionState, signIn } from '../../support/sign-in';

test('a reload recovers the session silently, without the sign-in page', async ({ page }) => {
  await signIn(page, 'admin@keystone-electric.example');
  const providerRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(identityURL()) && r.resourceType() === 'document') providerRequests.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect((await sessionState(page))?.email).toBe('admin@keystone-electric.example');
  expect(providerRequests).toEqual([]);
});

/** The identity SDK's chunk (named in the shell's session controller). */
const IDENTITY_SDK_CHUNK = /\/identity-sdk\.[0-9a-f]+\.js$/;

test('a signed-in start whose access token is still valid does not fetch the identity SDK; sign-out does', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@keystone-electric.example');
  // a new tab: no token record of its own, only the SDK's cache in the token cookies (issue 37)
  const tab = await context.newPage();
  const sdkRequests: string[] = [];
  tab.on('request', (request) => {
    if (IDENTITY_SDK_CHUNK.test(new URL(request.url()).pathname)) sdkRequests.push(request.url());
  });
  await tab.goto('/pages/dashboard');
  await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect((await sessionState(tab))?.email).toBe('admin@keystone-electric.example');
  // eslint-disable-next-line playwright/no-networkidle -- an absence is asserted: every request the start could make must be over
  await tab.waitForLoadState('networkidle');
  expect(sdkRequests).toEqual([]);

  await tab.getByTestId('user-box').getByRole('button').first().click();
  await tab.getByRole('button', { name: 'Sign Out' }).click();
  await tab.waitForURL(
    (url) => !url.href.startsWith(identityURL()) && url.pathname.startsWith('/pages/store'),
  );
  expect((await sessionState(tab))?.userStatus).toBe('GUEST');
  expect(sdkRequests).toHaveLength(1);
});

test('logout clears local and session storage and token cookies, and ends the provider session', async ({
  page,
  context,
}) => {
  await signIn(page, 'pat.morgan@mailbox.example');
  expect((await context.cookies()).some((c) => c.name.startsWith('portal.auth.'))).toBe(true);
  await page.getByTestId('user-box').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(
    (url) => !url.href.startsWith(identityURL()) && url.pathname.startsWith('/pages/store'),
  );
  expect((await sessionState(page))?.userStatus).toBe('GUEST');
  expect((await context.cookies()).filter((c) => c.name.startsWith('portal.auth.'))).toEqual([]);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  expect(
    await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('activeOrg'))),
  ).toEqual([]);
  // The provider's session is gone too: signing in asks for credentials again.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a sign-in error lands on the login-error page, which offers to try again', async ({ page }) => {
  await page.goto('/login?error=access_denied&error_description=User%20did%20not%20consent&state=x');
  await expect(page).toHaveURL(/\/pages\/store\/login\/error\?errorType=User%20did%20not%20consent$/);
  await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  await expect(page.getByTestId('login-error-type')).toHaveText('User did not consent');
  await expect(page).toHaveTitle('Sign-in Error | Altura Connect');
  await page.getByRole('button', { name: 'Try signing in again' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
});

test('a deactivated user is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await page.getByLabel('Email address').fill('lyle.dorsey@prairie-tree.example');
  await page.getByLabel('Password').fill('Portal!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This account has been deactivated.');
});
