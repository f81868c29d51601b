// The add-to-list dialog end to end (spec 2, 5): new-list mode with 'Name is required.', then existing-list mode
// with 'Please select a list.', the duplicate-name error from the API, and 'Add & View List'. The buyer is a new
// personal user of the test's own, so the dialog opens in new-list mode (no lists yet) on every run.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { FRESH_PASSWORD, freshPersonalUser } from '../../support/registrants';
import { findStoreParts } from './cart-parts';

async function openDialog(page: Page, name: string) {
  await page.getByRole('button', { name: `Add to List ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to List' });
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  return dialog;
}

test('add to a new list, then to an existing one; duplicate names are refused', async ({
  page,
  request,
  baseURL,
}) => {
  const { good } = await findStoreParts(request, baseURL!);
  const part = good[4]!;
  const buyer = await freshPersonalUser(request, 'lists');
  await signIn(page, buyer, FRESH_PASSWORD);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );
  await page.goto('/pages/store/cart/quick-order');
  await page.getByLabel('Part number, row 1').fill(part.partNumber);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page
    .getByRole('dialog', { name: '1 item(s) added to cart.' })
    .getByRole('link', { name: /^View Cart/ })
    .click();
  await expect(page).toHaveURL(/\/pages\/store\/cart$/);

  const listName = `Bucket truck ${Date.now()}`;
  let dialog = await openDialog(page, part.productDisplayName);
  // no list yet: the dialog offers only a new one
  await expect(dialog.getByLabel('List Name')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create a new list' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('List Name').fill(listName);
  await expect(dialog.getByText('Name is required.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add to List' })).toHaveCount(0);
  await expect(page.getByText(`Added to ${listName}.`)).toBeVisible();

  // now the user has lists: existing-list mode first
  dialog = await openDialog(page, part.productDisplayName);
  await expect(dialog.getByLabel('Shopping List')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please select a list.')).toBeVisible();
  await dialog.getByLabel('Shopping List').selectOption({ label: listName });
  await expect(dialog.getByText('Please select a list.')).toHaveCount(0);

  // the same name again: the API's message beside the name field
  await dialog.getByRole('button', { name: 'Create a new list' }).click();
  await dialog.getByLabel('List Name').fill(listName.toUpperCase());
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('A shopping list with this name already exists.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add to List' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Add to an existing list' }).click();
  await dialog.getByLabel('Shopping List').selectOption({ label: listName });
  await dialog.getByRole('button', { name: 'Add & View List' }).click();
  await expect(page).toHaveURL(/\/pages\/my-account\/shoppingLists\/[^/]+$/);
});
