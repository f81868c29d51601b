// My Account journeys (issue 15, spec 2 'My Account'): the personal user's every page at 390 px (overview, shopping
// lists with create, duplicate name, rename and delete, a saved card added and deleted after confirmation, account
// info, address book, order histories, notification settings), axe clean; the address book's validation outcomes
// and editing an address; a new personal user's list moved to the cart and e-mail change through the mailed link; a
// B2B user's read-only company addresses; a Canadian user's CAD$ prices, training order history and lists. Each test
// changes only what it creates (a list, card or address with a unique name) or a user of its own.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { goInApp, signIn } from '../../support/sign-in';
import { findStoreParts } from '../store/cart-parts';
import { apiToken } from '../dashboard/commerce-helpers';
import { FRESH_PASSWORD, freshPersonalUser, mailedLink } from '../../support/registrants';

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

/** How far the page is wider than the viewport, and the widest elements when it is (to name the culprit). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return 'fits';
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return `${excess} px too wide: ${wide.join(', ')}`;
  });
}

/** Waits for a page's heading, then for its layout to fit the viewport once its data has arrived. */
async function expectPageFits(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 1, exact: true })).toBeVisible();
  await expect.poll(() => overflow(page), { message: `${heading} fits` }).toBe('fits');
}

/** Opens a My Account page from the overview's navigation (inside the app), as a user does. */
async function openFromOverview(page: Page, link: string) {
  await goInApp(page, '/pages/my-account');
  await expectPageFits(page, 'My Account');
  await page
    .getByRole('navigation', { name: 'My Account pages' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expectPageFits(page, link);
}

test('a personal user at 390 px: every page, a list and a card made and removed, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pat.morgan@mailbox.example');
  await goInApp(page, '/pages/my-account');
  await expectPageFits(page, 'My Account');
  await expect(page.getByText('pat.morgan@mailbox.example').first()).toBeVisible();
  await expectNoViolations(page, 'overview');

  // shopping lists: create, the same name again is refused, rename, open, delete after confirmation
  await openFromOverview(page, 'Shopping Lists');
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
  await expectPageFits(page, `${name} renamed`);
  await expect(page.getByText('No Results Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shopping Lists' }).click();
  await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Shopping List' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('link', { name: `${name} renamed` })).toHaveCount(0);

  // saved cards: the checkout's checks refuse an empty form; one added, then deleted after confirmation
  await openFromOverview(page, 'Payment Methods');
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  const cardForm = page.getByRole('form', { name: 'Add a New Card' });
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  await expect(cardForm.getByText(/required/i).first()).toBeVisible();
  // a name on card is letters only (the card schema refuses digits): the unique tag is spelled in letters
  const holder = `Pat Morgan ${Date.now()
    .toString()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await cardForm.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await cardForm.getByLabel('Expiration Month').selectOption('12');
  await cardForm.getByLabel('Expiration Year').selectOption(String(new Date().getUTCFullYear() + 2));
  await cardForm.getByLabel('Name on Card').fill(holder);
  await cardForm.getByLabel('Security Code').fill('123');
  await cardForm.getByRole('button', { name: 'Save Card' }).click();
  const saved = page.getByRole('listitem').filter({ hasText: holder });
  await expect(saved).toBeVisible();
  await expect.poll(() => overflow(page), { message: 'a saved card fits' }).toBe('fits');
  await expectNoViolations(page, 'payment methods');
  await saved.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete Card' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: holder })).toHaveCount(0);

  // account info: the phone mask (nothing saved: the seeded user stays as it is)
  await openFromOverview(page, 'Edit Account Info');
  await page.getByLabel('Phone Number').fill('5551234567');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(555) 123-4567');
  await expectNoViolations(page, 'edit account info');

  // the other pages open from the overview and fit the phone
  for (const link of ['Address Book', 'Order History', 'Training Order History', 'Notification Settings'])
    await openFromOverview(page, link);
});

test('address book: one that fails, one ambiguous, one that validates, then edited', async ({ page }) => {
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
  const addresses = page.getByRole('list', { name: 'Addresses' }).getByRole('listitem');
  await expect(addresses.filter({ hasText: tag })).toBeVisible();

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
  const yard = addresses.filter({ hasText: valid });
  await expect(yard).toBeVisible();
  await expect(yard).toContainText('100 Congress Ave');
  await expectNoViolations(page, 'address book');

  // edit it: the same form starts from its fields; a failing ZIP is refused, then a new street number is saved
  await yard.getByRole('button', { name: `Edit address: ${valid}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Address' });
  await expect(edit.getByLabel('Address Name (optional)')).toHaveValue(valid);
  await expect(edit.getByLabel('Address Name (optional)')).toBeFocused();
  await edit.getByLabel('Zip/Postal Code').fill('43215');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(edit.getByRole('alert')).toContainText('Error validating address provided.');
  await edit.getByLabel('Street Address Line 1').fill('200 congress avenue');
  await edit.getByLabel('Zip/Postal Code').fill('78701');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(edit).toBeHidden();
  await expect(yard).toContainText('200 Congress Ave');
  await expect(yard.getByRole('button', { name: `Edit address: ${valid}` })).toBeFocused();
});

test('a new personal user: a part listed and moved to the cart; the e-mail changed through the mailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  const part = good[5]!;
  const email = await freshPersonalUser(request, 'robin');
  await signIn(page, email, FRESH_PASSWORD);

  // a new list from the product page's Add to List, then the list's items moved to the cart
  await goInApp(page, `/pages/store/product-detail/${part.partNumber}/${part.partNumber}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to List' })
    .click();
  const addToList = page.getByRole('dialog', { name: 'Add to List' });
  const listName = `Bucket truck ${Date.now()}`;
  await addToList.getByLabel('List Name').fill(listName);
  await addToList.getByRole('button', { name: 'Add & View List' }).click();
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: part.productDisplayName })).toContainText('$');
  await expectNoViolations(page, 'shopping list');
  await page.getByRole('button', { name: 'Move All to Cart' }).click();
  await expect(page.getByText(/^Moved to cart\. Your cart has [1-9]\d* items\.$/)).toBeVisible();
  await expect(page.getByText('No Results Found')).toBeVisible();

  // the e-mail change: a link mailed to the new address; the account's e-mail changes once it is followed
  await goInApp(page, '/pages/my-account/editAccountInfo');
  await expect(page.getByText(`Current email address: ${email}`)).toBeVisible();
  const newEmail = `new.${email}`;
  await page.getByLabel('New Email Address').fill(newEmail);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(`Current email address: ${email}`)).toBeVisible();
  const link = await mailedLink(request, newEmail, 'EmailChangeVerificationEmail');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email address was changed.')).toBeVisible();
  await expect(page.getByText(`Current email address: ${newEmail}`)).toBeVisible();
});

test('a B2B user sees the company addresses read-only', async ({ page }) => {
  await signIn(page, 'viewer@keystone-electric.example');
  await goInApp(page, '/pages/my-account/addressBook');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await expect(page.getByText("Your company's addresses are shown read-only.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Addresses' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a New Address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit address/ })).toHaveCount(0);
});

test('a Canadian user: prices in CAD$, the training order history and the shopping lists', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!, 'en_CA');
  const part = good[6]!;
  await signIn(page, 'claire.tremblay@maplemail.example');
  await goInApp(page, '/pages/my-account/trainingStoreOrderHistoryPage');
  await expect(page.getByRole('heading', { name: 'Training Order History', level: 1 })).toBeVisible();
  // the test seed gives Claire no training order, and no spec orders courses as her (free courses enrol without
  // one): her history says so
  await expect(page.getByText('No Results Found')).toBeVisible();

  // a list of her own with one part: its price in CAD$ (spec 3: prefixed CAD$ for en_CA); then deleted
  const kept = `Chalet stock ${Date.now()}`;
  const made = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: {
      query: 'mutation($n: String!) { createShoppingList(name: $n) { name } }',
      variables: { n: kept },
    },
  });
  expect(((await made.json()) as { data?: { createShoppingList?: { name: string } } }).data).toEqual({
    createShoppingList: { name: kept },
  });
  await goInApp(page, `/pages/store/product-detail/${part.partNumber}/${part.partNumber}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to List' })
    .click();
  const addToList = page.getByRole('dialog', { name: 'Add to List' });
  // she holds a list (made here, whatever other runs left), so the dialog opens in its existing-list mode
  await addToList.getByRole('button', { name: 'Create a new list' }).click();
  const listName = `Chalet ${Date.now()}`;
  await addToList.getByLabel('List Name').fill(listName);
  await addToList.getByRole('button', { name: 'Add & View List' }).click();
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: part.productDisplayName })
      .getByRole('cell', { name: /^CAD\$\d/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shopping Lists' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Lists', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${listName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Shopping List' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('link', { name: listName })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${kept}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Shopping List' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('link', { name: kept })).toHaveCount(0);
});
