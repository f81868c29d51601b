// My Account journeys (issue 15, spec 2 'My Account'): the overview, shopping lists (create, duplicate name,
// rename, delete), saved cards (add, delete after confirmation), the address book's validation outcomes, a B2B
// user's read-only company addresses, the edit-account-info page; axe on each page, and the layout at 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

async function expectNoViolations(page: Page, label: string) {
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#portal-areas')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Navigates inside the single-page app (a full load right after sign-in can race the token refresh). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

test('a personal user: overview, lists, cards and account info', async ({ page }) => {
  await signIn(page, 'pat.morgan@mailbox.example');
  await goInApp(page, '/pages/my-account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByText('pat.morgan@mailbox.example').first()).toBeVisible();
  await expectNoViolations(page, 'overview');

  // shopping lists: create, the same name again is refused, rename, delete after confirmation
  await page
    .getByRole('navigation', { name: 'My Account pages' })
    .getByRole('link', { name: 'Shopping Lists' })
    .click();
  await expect(page.getByRole('heading', { name: 'Shopping Lists', level: 1 })).toBeVisible();
  const name = `Crane spares ${Date.now()}`;
  await page.getByLabel('New list name').fill(name);
  await page.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('New list name').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText('A shopping list with this name already exists.')).toBeVisible();
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('link', { name: `${name} renamed` })).toBeVisible();
  await expectNoViolations(page, 'shopping lists');
  await page.getByRole('link', { name: `${name} renamed` }).click();
  await expect(page.getByRole('heading', { name: `${name} renamed`, level: 1 })).toBeVisible();
  await expect(page.getByText('No Results Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shopping Lists' }).click();
  await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Shopping List' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: `${name} renamed` })).toHaveCount(0);

  // saved cards: add one with the checkout's checks, then delete it after confirmation
  await goInApp(page, '/pages/my-account/paymentMethodsPage');
  await expect(page.getByRole('heading', { name: 'Payment Methods', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  const cardForm = page.getByRole('form', { name: 'Add a New Card' });
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  await expect(cardForm.getByText(/required/i).first()).toBeVisible();
  const holder = `Pat Morgan ${Date.now() % 100000}`;
  await cardForm.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await cardForm.getByLabel('Expiration Month').selectOption('12');
  await cardForm.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 2));
  await cardForm.getByLabel('Name on Card').fill(holder);
  await cardForm.getByLabel('Security Code').fill('123');
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  const saved = page.getByRole('listitem').filter({ hasText: holder });
  await expect(saved).toBeVisible();
  await expectNoViolations(page, 'payment methods');
  await saved.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete Card' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: holder })).toHaveCount(0);

  // account info: the form, the e-mail change and the password change
  await goInApp(page, '/pages/my-account/editAccountInfo');
  await expect(page.getByRole('heading', { name: 'Edit Account Info', level: 1 })).toBeVisible();
  await page.getByLabel('Phone Number').fill('5551234567');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(555) 123-4567');
  await expectNoViolations(page, 'edit account info');

  // usable at 390 px: nothing wider than the viewport
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('address book: one that validates, one ambiguous, one failing', async ({ page }) => {
  await signIn(page, 'pat.morgan@mailbox.example');
  await goInApp(page, '/pages/my-account/addressBook');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a New Address' }).click();
  const form = page.getByRole('form', { name: 'Add a New Address' });

  // Columbus ZIP with a Texas address: INVALID, the spec 8 message
  await form.getByLabel('Street Address Line 1').fill('1 Main St');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State/Province').selectOption('TX');
  await form.getByLabel('Zip/Postal Code').fill('43215');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByRole('alert')).toContainText('Error validating address provided.');

  // no house number: AMBIGUOUS; Close keeps the form, Accept saves
  const tag = `Depot ${Date.now()}`;
  await form.getByLabel('Address Name (optional)').fill(tag);
  await form.getByLabel('Street Address Line 1').fill('Congress Avenue');
  await form.getByLabel('Zip/Postal Code').fill('78701');
  await form.getByRole('button', { name: 'Save Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'AMBIGUOUS ADDRESS' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save Address' }).click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(form).toBeHidden();
  await page.getByLabel('Search addresses').fill(tag);
  await expect(page.getByText(tag)).toBeVisible();

  // a house number, the ZIP's city: VALID and saved as corrected
  await page.getByRole('button', { name: 'Add a New Address' }).click();
  const valid = `Yard ${Date.now()}`;
  await form.getByLabel('Address Name (optional)').fill(valid);
  await form.getByLabel('Street Address Line 1').fill('100 congress avenue');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State/Province').selectOption('TX');
  await form.getByLabel('Zip/Postal Code').fill('78701');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await page.getByLabel('Search addresses').fill(valid);
  await expect(page.getByText(valid)).toBeVisible();
  await expectNoViolations(page, 'address book');
});

test('a B2B user sees the company addresses read-only', async ({ page }) => {
  await signIn(page, 'viewer@keystone-electric.example');
  await goInApp(page, '/pages/my-account/addressBook');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await expect(page.getByText("Your company's addresses are shown read-only.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Addresses' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a New Address' })).toHaveCount(0);
});

test('a Canadian user sees the lists page and CAD$ on training orders', async ({ page }) => {
  await signIn(page, 'claire.tremblay@maplemail.example');
  await goInApp(page, '/pages/my-account/trainingStoreOrderHistoryPage');
  await expect(page.getByRole('heading', { name: 'Training Order History', level: 1 })).toBeVisible();
  await expect(page.getByText('No Results Found').or(page.getByRole('table'))).toBeVisible();
  await goInApp(page, '/pages/my-account/shoppingLists');
  await expect(page.getByRole('heading', { name: 'Shopping Lists', level: 1 })).toBeVisible();
});
