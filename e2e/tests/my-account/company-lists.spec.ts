// Company lists (issue 39): an owner shares a shopping list with the company from its page in My Account; a
// colleague sees it among their lists, named with who shared it, and may only view it; shared to edit, the colleague
// removes an item and the owner sees the change. Everything is made by the test (support/made-records.ts): a
// company and two of its users, registered through its domain; the list's one item is added through the API.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { DESKTOP } from '../../support/shell-session';
import { signInToDashboard } from '../dashboard/commerce-helpers';
import { findStoreParts } from '../store/cart-parts';
import { recordBearerToken } from '../store/checkout-helpers';

test.describe.configure({ timeout: 240_000 });

const LISTS = '/pages/my-account/shoppingLists';

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; token: () => string }> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize(DESKTOP);
  const token = recordBearerToken(page);
  await signInToDashboard(page, email, REGISTRANT_PASSWORD);
  await page.goto(LISTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Lists' })).toBeVisible({
    timeout: 30_000,
  });
  return { page, token };
}

test('a list shared with the company: a colleague views it, and removes an item only when shared to edit', async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await madeCompany(request, 'lists', {
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_See_Replacement_Parts_Pricing'],
  });
  const ownerEmail = await activatedCompanyUser(request, company);
  const colleagueEmail = await activatedCompanyUser(request, company);
  const { good } = await findStoreParts(request, baseURL!);
  const part = good[0]!;

  // the owner makes a list with one part
  const owner = await signedIn(browser, ownerEmail);
  const name = `Crew kit ${company.tag}`;
  await owner.page.getByLabel('New list name').fill(name);
  await owner.page.getByRole('button', { name: 'Create List' }).click();
  await expect(owner.page.getByText(`${name} was created.`)).toBeVisible();
  await owner.page.getByRole('link', { name, exact: true }).click();
  await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
  const listId = new URL(owner.page.url()).pathname.split('/').pop()!;
  const added = await request.post(`${baseURL}/api/graphql`, {
    headers: { authorization: `Bearer ${owner.token()}` },
    data: {
      query: `mutation($l: ID!, $p: String!) { addOrUpdateItemsInShoppingList(shoppingListId: $l,
        items: [{ productId: $p, quantityDesired: 3 }]) { shoppingListId } }`,
      variables: { l: listId, p: part.partNumber },
    },
  });
  expect(added.ok()).toBe(true);
  await owner.page.reload();
  const share = owner.page.getByLabel('Share with my company');
  await expect(share).toHaveValue('PRIVATE', { timeout: 30_000 });
  await share.selectOption({ label: 'Colleagues can view' });
  await expect(owner.page.getByText('Sharing: Colleagues can view.')).toBeVisible();

  // the colleague sees it, shared by the owner, to view only
  const colleague = await signedIn(browser, colleagueEmail);
  const card = colleague.page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Shared by Riley Stone (view only)', { timeout: 30_000 });
  await expect(card.getByRole('button', { name: `Rename ${name}` })).toHaveCount(0);
  await card.getByRole('link', { name, exact: true }).click();
  await expect(colleague.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(colleague.page.getByText('Shared by Riley Stone (view only)')).toBeVisible();
  await expect(colleague.page.getByRole('row').filter({ hasText: part.productDisplayName })).toContainText(
    '3',
  );
  await expect(colleague.page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(colleague.page.getByLabel('Share with my company')).toHaveCount(0);

  // shared to edit: the colleague removes the item, and the owner sees the list empty
  await share.selectOption({ label: 'Colleagues can edit' });
  await expect(owner.page.getByText('Sharing: Colleagues can edit.')).toBeVisible();
  await colleague.page.reload();
  await expect(colleague.page.getByText('Shared by Riley Stone (you can edit it)')).toBeVisible({
    timeout: 30_000,
  });
  await colleague.page.getByRole('button', { name: `Remove ${part.productDisplayName}` }).click();
  await expect(colleague.page.getByText('No Results Found')).toBeVisible({ timeout: 30_000 });
  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(owner.page.getByText('No Results Found')).toBeVisible();
});
