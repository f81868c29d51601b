// Spec 4's no-organisation guard: a signed-in business user whose profile gives no active organisation is stopped
// on every page with one that says what to do (the seeded Morgan Ellis, docs/seed-users.md), and can still sign out.
import { test, expect } from '../../support/fixtures';
import { sessionState, signIn } from '../../support/sign-in';

test.describe.configure({ timeout: 120_000 });

const NO_ORGANIZATION_USER = 'morgan.ellis@brightline-utility.example';

test('a business user without an organisation is stopped with what to do, on every page', async ({
  page,
}) => {
  await signIn(page, NO_ORGANIZATION_USER);
  await expect(page).toHaveURL(/\/pages\/noOrganization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No Organization' })).toBeVisible();
  await expect(page.getByText('is not linked to an organization yet')).toBeVisible();
  await expect(page.getByText('Ask your company’s portal administrator')).toBeVisible();
  expect((await sessionState(page))?.activeOrganizations).toEqual([]);

  // an in-app navigation to an area is stopped too
  await page.evaluate(() => {
    window.history.pushState(null, '', '/pages/store/cart');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/pages\/noOrganization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No Organization' })).toBeVisible();

  // help stays open to them
  await page.getByRole('link', { name: 'Help Center' }).last().click();
  await expect(page).toHaveURL(/\/pages\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
});
