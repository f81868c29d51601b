// User management end to end (spec 2 'Administration', spec 3 'New user input', spec 4/5 notification rules): a
// delegated admin creates a user who completes registration from the e-mailed link and signs in; the admin edits a
// contact's notification setting with the shared control's rules and adds a phone number; changes a user's e-mail;
// deactivating asks for confirmation; a contact without a login is added.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { identityURL, sessionState, submitSignInForm } from '../../support/sign-in';
import { linkInMail, signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';

// the shared machine is slow: sign-in and the first load of the dashboard's chunks take a while
test.describe.configure({ timeout: 180_000 });
const PASSWORD = 'Delegated!2345';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createUser(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/pages/dashboard/admin/contactManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'B2B Viewer' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(`An invitation was e-mailed to ${email}.`)).toBeVisible();
}

async function findContact(page: Page, query: string) {
  // the page's own search form (the header holds the store's search box, with its own Search button)
  const form = page.getByRole('search', { name: 'Search users and contacts' });
  await form.getByRole('searchbox', { name: 'Search' }).fill(query);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(query).replace('.', '\\.')}`));
}

test('a created user completes registration from the e-mailed link and signs in', async ({
  page,
  request,
}) => {
  const email = `new.user.${unique()}@keystone-electric.example`;
  await signInToDashboard(page, ADMIN);
  await createUser(page, 'Robin', 'Newhire', email);
  await findContact(page, email);
  const row = page.getByRole('row', { name: /Robin Newhire/ });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button', { name: /^Resend invite to Robin Newhire$/i })).toBeVisible();

  const link = await linkInMail(request, email, 'DelegatedRegistrationEmail');
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Registration' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/pages\/delegated-registration-activation\/complete$/);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, email, PASSWORD);
  await page.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');
  await expect.poll(async () => (await sessionState(page))?.email).toBe(email);
});

test('notification settings follow the rules and are saved', async ({ page }) => {
  const email = `notify.${unique()}@keystone-electric.example`;
  await signInToDashboard(page, ADMIN);
  await createUser(page, 'Nola', 'Notify', email);
  await findContact(page, email);
  await page.getByRole('button', { name: 'Notifications for Nola Notify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications for Nola Notify' });
  const mode = dialog.getByLabel('Notification type');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(mode).toBeVisible();
  await expect(save).toBeDisabled();
  // no text-enabled phone: the text modes cannot be chosen
  await expect(mode.locator('option', { hasText: /^Text$/ })).toBeDisabled();

  await mode.selectOption('Off');
  for (const name of ['High', 'Medium', 'Low']) await expect(dialog.getByLabel(name)).not.toBeChecked();
  await mode.selectOption('Email');
  for (const name of ['High', 'Medium', 'Low']) await expect(dialog.getByLabel(name)).toBeChecked();
  await dialog.getByLabel('Medium').uncheck();
  await dialog.getByLabel('Low').uncheck();
  // the only checked box stays checked
  await dialog.getByLabel('High').click();
  await expect(dialog.getByLabel('High')).toBeChecked();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByText('Notification settings saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  // the saved setting, read back from the API after a reload (not the page's cached copy)
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Notifications for Nola Notify' }).click();
  await expect(dialog.getByLabel('Notification type')).toHaveValue('Email');
  await expect(dialog.getByLabel('High')).toBeChecked();
  await expect(dialog.getByLabel('Medium')).not.toBeChecked();
  await expect(dialog.getByLabel('Low')).not.toBeChecked();

  // a text-enabled phone number added here makes the text modes possible
  await dialog.getByRole('button', { name: 'Add Phone Number' }).click();
  await expect(dialog.getByText('Phone number is required.')).toBeVisible();
  await dialog.getByLabel('Phone Number', { exact: true }).fill('(256) 555-0142');
  await dialog.getByLabel('Can receive text messages').check();
  await dialog.getByRole('button', { name: 'Add Phone Number' }).click();
  await expect(dialog.getByText('(256) 555-0142 (text enabled)')).toBeVisible();
  await expect(mode.locator('option', { hasText: /^Text$/ })).toBeEnabled();
});

test('a user’s e-mail is changed, deactivating asks for confirmation, a contact is added without a login', async ({
  page,
}) => {
  const first = `leaver.${unique()}@keystone-electric.example`;
  const email = `moved.${unique()}@keystone-electric.example`;
  await signInToDashboard(page, ADMIN);
  await createUser(page, 'Lee', 'Leaver', first);
  await findContact(page, first);
  await page.getByRole('button', { name: 'Change Email of Lee Leaver' }).click();
  const change = page.getByRole('dialog', { name: 'Change email of Lee Leaver' });
  await change.getByLabel('Email', { exact: true }).fill('lee@');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByText('Email address must be a correct format.')).toBeVisible();
  await change.getByLabel('Email', { exact: true }).fill(email);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The email address was changed to ${email}.`)).toBeVisible();
  await findContact(page, email);
  await page.getByRole('button', { name: 'Deactivate Lee Leaver' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(confirm).toContainText('Lee Leaver will no longer be able to sign in.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Lee Leaver/ })).toContainText('Invited');
  await page.getByRole('button', { name: 'Deactivate Lee Leaver' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Lee Leaver was deactivated.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lee Leaver/ })).toContainText('Deactivated');
  // stored: after a reload (the search is in the URL) the user is still deactivated and cannot be again
  await page.reload();
  await expect(page.getByRole('row', { name: /Lee Leaver/ })).toContainText('Deactivated');
  await expect(page.getByRole('button', { name: 'Deactivate Lee Leaver' })).toHaveCount(0);

  const lastName = `Yard${unique()}`;
  await page.getByRole('button', { name: 'New Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Contact' });
  await dialog.getByLabel('First Name').fill('Casey');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText(`Casey ${lastName} was added as a contact.`)).toBeVisible();
  await findContact(page, lastName);
  const contact = page.getByRole('row', { name: new RegExp(`Casey ${lastName}`) });
  await expect(contact).toContainText('Contact');
  await expect(contact.getByRole('button', { name: `Deactivate Casey ${lastName}` })).toHaveCount(0);
});
