// Issue 34 on the pages: role pickers offer exactly what the API accepts (asked from it: no staff role, no other
// company's role), and a read-only viewer is offered no group change.
import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const VIEWER = 'viewer@keystone-electric.example';
const SUPPORT = '/pages/csr/customerSupport';
const KEYSTONE_ACCOUNT = '410010';
/** roles a Keystone user must never be offered: staff roles, and other companies' company roles */
const NEVER_FOR_KEYSTONE = [
  'Internal Associate',
  'CSR Agent',
  'CSR Administrator',
  'Wireframe Administrator',
  'Cascade Yard Lead',
  'Summit Regional Manager',
];

test.describe.configure({ timeout: 180_000 });

async function optionLabels(select: Locator): Promise<string[]> {
  return (await select.locator('option').allTextContents()).map((t) => t.trim());
}

test("the Keystone administrator's role pickers offer Keystone's customer roles only", async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/pages/dashboard/admin/contactManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  const role = dialog.getByLabel('Role');
  await expect(role.locator('option', { hasText: 'Keystone Fleet Supervisor' })).toHaveCount(1);
  const offered = await optionLabels(role);
  expect(offered).toContain('B2B Viewer');
  expect(offered).toContain('B2B Administrator');
  for (const name of NEVER_FOR_KEYSTONE) expect(offered).not.toContain(name);
});

test("customer service's role pickers: no staff role for a customer, no staff role as a company default", async ({
  page,
}) => {
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(`${SUPPORT}/user?email=${encodeURIComponent(VIEWER)}`);
  // the customer screen's role picker is on its Role and Privileges tab (issue 41)
  await page.getByRole('tab', { name: 'Role and Privileges' }).click({ timeout: 30_000 });
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await expect(role.locator('option', { hasText: 'Keystone Fleet Supervisor' })).toHaveCount(1, {
    timeout: 30_000,
  });
  const forUser = await optionLabels(role);
  expect(forUser).toContain('B2B Viewer');
  for (const name of NEVER_FOR_KEYSTONE) expect(forUser).not.toContain(name);

  await page.goto(`${SUPPORT}/roleManagement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  const company = page.getByRole('search', { name: 'Company' });
  await company.getByLabel('Company account ID').fill(KEYSTONE_ACCOUNT);
  await company.getByRole('button', { name: 'Show Roles' }).click();
  const defaults = page.getByLabel('Default role');
  await expect(defaults.locator('option', { hasText: 'Keystone Fleet Supervisor' })).toHaveCount(1);
  const forDefault = await optionLabels(defaults);
  expect(forDefault).toContain('B2B Viewer');
  for (const name of NEVER_FOR_KEYSTONE) expect(forDefault).not.toContain(name);
});

test('a read-only viewer is offered no group change', async ({ page }) => {
  await signInToDashboard(page, VIEWER);
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/admin/groups'));
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible({ timeout: 30_000 });
  const groups = page.getByRole('table', { name: 'Fleet groups' });
  await expect(groups.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Group' })).toHaveCount(0);
  await groups.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Units' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add units' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
