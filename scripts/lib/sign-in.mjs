// Signs a seeded user in through the portal's real identity provider, for the bench scripts that measure signed-in
// pages; then empties the HTTP cache so the next page is a cold load like a guest's (the session's cookies and
// storage stay).

/** Every seeded user's password (docs/seed-users.md). */
export const SEED_PASSWORD = 'Portal!2345';
/** The seeded B2B administrator the signed-in figures are measured as. */
export const BENCH_SIGNED_IN_USER = 'admin@keystone-electric.example';

/** @param {import('@playwright/test').BrowserContext} context */
export async function signInForBench(context, baseURL, email = BENCH_SIGNED_IN_USER) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.origin === new URL(baseURL).origin && url.pathname.startsWith('/pages/'),
    { timeout: 60_000 },
  );
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}
