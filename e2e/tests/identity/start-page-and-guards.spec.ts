// Each seeded role lands where the start-page rules say, and every guard denies and redirects as specified.
import { test, expect } from '../../support/fixtures';
import { accessDeniedURL as denied } from '../../support/access-denied';
import { sessionState, signIn } from '../../support/sign-in';

test.describe('start page', () => {
  test('a B2B administrator (B2B_Dashboard) lands on the dashboard', async ({ page }) => {
    await signIn(page, 'admin@keystone-electric.example');
    await expect(page).toHaveURL(/\/pages\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const session = await sessionState(page);
    expect(session?.email).toBe('admin@keystone-electric.example');
    expect(session?.privileges).toContain('B2B_Dashboard');
    expect(session?.selectedOrganization).toBe('Keystone Electric Cooperative');
  });

  test('a personal buyer lands on the store', async ({ page }) => {
    await signIn(page, 'pat.morgan@mailbox.example');
    await expect(page).toHaveURL(/\/pages\/store$/);
    await expect(page.getByTestId('user-box')).toContainText('Pat');
  });

  test('customer-service staff land on customer support, not the store', async ({ page }) => {
    await signIn(page, 'csr.agent@aerialco.example');
    await expect(page).toHaveURL(/\/pages\/csr\/customerSupport$/);
    await expect(page.getByRole('search', { name: 'Search users' })).toBeVisible();
  });

  test('an internal associate lands on associateLanding', async ({ page }) => {
    await signIn(page, 'associate@aerialco.example');
    await expect(page).toHaveURL(/\/pages\/associateLanding$/);
  });

  test('a stored return URL wins over the dashboard', async ({ page }) => {
    await page.goto('/pages/dashboard/equipment/fleet');
    await page.waitForURL((url) => url.pathname === '/authorize' || url.pathname.startsWith('/interaction'));
    const { submitSignInForm } = await import('../../support/sign-in');
    await submitSignInForm(page, 'admin@keystone-electric.example');
    await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/fleet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
  });
});

test.describe('guards', () => {
  test('a read-only B2B user is denied user management, with the original URL', async ({ page }) => {
    await signIn(page, 'viewer@keystone-electric.example');
    await page.goto('/pages/dashboard/admin/contactManagement');
    await expect(page).toHaveURL(denied('/pages/dashboard/admin/contactManagement'));
    await expect(page.locator('[data-remote="dashboard"]')).toHaveCount(0);
  });

  test('a CSR agent without role management is denied it; a personal user is denied the dashboard', async ({
    browser,
  }) => {
    const agent = await browser.newPage();
    await signIn(agent, 'csr.agent@aerialco.example');
    await agent.goto('/pages/csr/customerSupport/roleManagement');
    await expect(agent).toHaveURL(denied('/pages/csr/customerSupport/roleManagement'));
    await agent.goto('/pages/csr/customerSupport');
    await expect(agent.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await agent.close();

    const personal = await browser.newPage();
    await signIn(personal, 'pat.morgan@mailbox.example');
    await personal.goto('/pages/dashboard');
    await expect(personal).toHaveURL(denied('/pages/dashboard'));
    await personal.close();
  });

  test('a punchout user is denied the training store', async ({ page }) => {
    await signIn(page, 'punchout@lakeshore-utilities.example');
    await page.goto('/pages/training-store');
    await expect(page).toHaveURL(denied('/pages/training-store'));
  });

  test('an internal associate is kept away from checkout and the dashboard', async ({ page }) => {
    await signIn(page, 'associate@aerialco.example');
    await page.goto('/pages/checkout');
    await expect(page).toHaveURL(/\/pages\/associateLanding$/);
    await page.goto('/pages/dashboard');
    await expect(page).toHaveURL(/\/pages\/associateLanding$/);
  });

  test('an in-app link to a denied page is redirected before the area loads', async ({ page }) => {
    await signIn(page, 'pat.morgan@mailbox.example');
    const dashboardRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/dashboard/')) dashboardRequests.push(r.url());
    });
    await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/equipment/fleet'));
    await expect(page).toHaveURL(denied('/pages/dashboard/equipment/fleet'));
    expect(dashboardRequests).toEqual([]);
  });
});
