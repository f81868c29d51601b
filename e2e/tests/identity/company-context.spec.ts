// Company context: internal associates choose an organisation on associateLanding; parent-holding users pick a
// company in the force-parent-company modal and meet 'Change Company to Proceed' on checkout and My Account.
import { test, expect } from '../../support/fixtures';
import { sessionState, signIn } from '../../support/sign-in';

test('an internal associate chooses an allowed organisation and views the portal as it', async ({ page }) => {
  await signIn(page, 'associate@aerialco.example');
  await expect(page).toHaveURL(/\/pages\/associateLanding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an Organization' })).toBeVisible();
  const organizations = page.getByRole('list', { name: 'Organizations' }).getByRole('listitem');
  await expect(organizations).toHaveCount(2);
  await expect(organizations.first()).toContainText('Summit');

  await page.getByLabel('Search organizations').fill('no organisation has this name');
  await expect(
    page.getByRole('status').filter({ hasText: 'No organizations match your search.' }),
  ).toBeVisible();
  await page.getByLabel('Search organizations').fill('');

  const chosen = (await organizations.first().locator('.associate-landing__name').textContent()) ?? '';
  await organizations
    .first()
    .getByRole('button', { name: /View as/ })
    .click();
  await expect(page).toHaveURL(/\/pages\/store$/);
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(chosen);
  expect((await sessionState(page))?.activeOrganizations).toEqual([chosen]);

  // The choice survives a reload, and the landing page says what is being viewed.
  await page.reload();
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(chosen);
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/associateLanding$/);
  await expect(page.getByTestId('current-organization')).toContainText(chosen);
});

test('a parent-holding user picks a company, then must change company to reach checkout', async ({
  page,
}) => {
  await signIn(page, 'holding@summit-utility.example');
  const modal = page.getByRole('dialog', { name: 'Choose a Company' });
  await expect(modal).toBeVisible();
  // Static: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  const child = modal.getByRole('radio').nth(1);
  const childName = ((await child.locator('xpath=..').textContent()) ?? '').trim();
  await child.check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(childName);

  await page.evaluate(() => window.history.pushState(null, '', '/pages/checkout'));
  const change = page.getByRole('dialog', { name: 'Change Company to Proceed' });
  await expect(change).toBeVisible();
  await expect(change).toContainText('only available for the company you registered with');
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await change.getByRole('button', { name: 'Change Company and Proceed' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/checkout$/);
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('the force-parent-company modal is skipped when the URL says setParentCompany', async ({ page }) => {
  await signIn(page, 'holding@summit-utility.example');
  await expect(page.getByRole('dialog', { name: 'Choose a Company' })).toBeVisible();
  await page.goto('/pages/store?setParentCompany=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a Company' })).toHaveCount(0);
});

test('"Return to Dashboard" leaves the Change Company modal without switching', async ({ page }) => {
  await signIn(page, 'holding@summit-utility.example');
  const modal = page.getByRole('dialog', { name: 'Choose a Company' });
  await modal.getByRole('radio').nth(1).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.evaluate(() => window.history.pushState(null, '', '/pages/my-account'));
  const change = page.getByRole('dialog', { name: 'Change Company to Proceed' });
  await change.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  expect((await sessionState(page))?.selectedOrganization).not.toBeNull();
});

test('a parent-holding user switches company from the header; API calls then name that company', async ({
  page,
}) => {
  await signIn(page, 'holding@summit-utility.example');
  const modal = page.getByRole('dialog', { name: 'Choose a Company' });
  await modal.getByRole('button', { name: 'Continue' }).click(); // all companies
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBeNull();

  await page.getByTestId('user-box').getByRole('button').first().click();
  const switcher = page.getByLabel('View as company');
  const childValue = await switcher.locator('option').nth(1).getAttribute('value');
  const childName = ((await switcher.locator('option').nth(1).textContent()) ?? '').trim();
  await switcher.selectOption(childValue ?? '');
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(childName);

  await page.reload();
  await expect.poll(async () => (await sessionState(page))?.selectedOrganization).toBe(childName);
  await expect(page.getByRole('dialog', { name: 'Choose a Company' })).toHaveCount(0);
});
