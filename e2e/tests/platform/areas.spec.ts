// Every area is reachable through the shell at its routes, with the route title as the document title.
import { test, expect } from '../../support/fixtures';

// Areas a guest may enter; the guarded ones are reached signed in (e2e/tests/identity).
const samples = [
  { path: '/pages/store/all-brands', heading: 'All Brands', area: 'store' },
  { path: '/pages/training-store/search?searchTerm=crane', heading: 'Course Search', area: 'training' },
  { path: '/pages/registration', heading: 'Create Account', area: 'registration' },
  { path: '/pages/account-activation', heading: 'Account Activation', area: 'registration' },
] as const;

for (const sample of samples) {
  test(`${sample.area} area answers ${sample.path}`, async ({ page }) => {
    await page.goto(sample.path);
    await expect(page.locator(`[data-remote="${sample.area}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: sample.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${sample.heading} | Altura Connect`);
  });
}

test('the start page sends a guest to the store, and links move between areas without reloading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/store$/);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
  });
  await page.getByRole('link', { name: 'Training Store' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
});

test('a guest who opens a guarded area is sent to sign in, and the dashboard is never fetched', async ({
  page,
}) => {
  const dashboardRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/dashboard/')) dashboardRequests.push(r.url());
  });
  const authorize = page.waitForRequest(/\/authorize\?/);
  await page.goto('/viewSr/SR-1001');
  const request = await authorize;
  const params = new URL(request.url()).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('scope')).toContain('openid profile email holding_companies');
  expect(params.get('prompt')).toBe('login');
  expect(params.get('redirect_uri')).toMatch(/\/login$/);
  expect(dashboardRequests).toEqual([]);
});

test('an unknown page says so', async ({ page }) => {
  await page.goto('/pages/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the user manual the header links to is served as a PDF', async ({ request }) => {
  const response = await request.get('/static/altura-connect-user-manual.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
