// Every area is reachable through the shell at its routes, with the route title as the document title.
import { test, expect } from '../../support/fixtures';

const samples = [
  { path: '/pages/store/all-brands', heading: 'All Brands', area: 'store' },
  { path: '/pages/training-store/search?searchTerm=crane', heading: 'Course Search', area: 'training' },
  { path: '/pages/dashboard/equipment/fleet', heading: 'My Fleet', area: 'dashboard' },
  { path: '/pages/my-account/addressBook', heading: 'Address Book', area: 'my-account' },
  { path: '/pages/csr/customerSupport/roleManagement', heading: 'Role Management', area: 'csr' },
  { path: '/pages/registration', heading: 'Create Account', area: 'registration' },
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
  await page.getByRole('link', { name: 'My Account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
});

test('top-level redirects lead into the dashboard', async ({ page }) => {
  await page.goto('/viewSr/SR-1001');
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/service\/details\/SR-1001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Request' })).toBeVisible();
  await page.goto('/viewAPN/77');
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/apns\/details\/77$/);
});

test('an unknown page says so', async ({ page }) => {
  await page.goto('/pages/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
