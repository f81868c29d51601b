// Groups complete (issue 38; spec 4 and 6 "groups"): the Keystone administrator, at 1280 and at 390 px, reaches
// Groups by the dashboard's menu, is held by the unsaved-changes prompt on Back and on reload, is told a group's name
// is taken, then edits a group, nests another under it, un-nests it with the remove-subgroup icon and deletes it.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE } from '../../support/shell-session';
import { signInToDashboard } from './commerce-helpers';

const ADMIN = 'admin@keystone-electric.example';
const UNSAVED = 'The changes you made will be lost if you navigate away from this page.';

test.describe.configure({ timeout: 300_000 });

/** Opens Create Group, fills it in with the first billing address and creates the group; the page then shows it. */
async function createGroup(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Group' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Group' });
  await modal.getByLabel('Group Name').fill(name);
  await modal.getByLabel('Group Description').fill(`Units of ${name}`);
  await modal.getByRole('group', { name: 'Billing Address' }).getByRole('radio').first().check();
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

const WIDTHS = [
  {
    width: '1280',
    viewport: DESKTOP,
    // the side menu beside the page
    menu: async (page: Page): Promise<Locator> =>
      page.getByRole('main').getByRole('navigation', { name: 'Dashboard menu' }),
  },
  {
    width: '390',
    viewport: MOBILE,
    // the header's ☰ menu
    menu: async (page: Page): Promise<Locator> => {
      const header = page.locator('header.portal-header');
      await header.getByRole('button', { name: 'Menu', exact: true }).click();
      return header.locator('.side-menu').getByRole('navigation', { name: 'Dashboard menu' });
    },
  },
] as const;

for (const { width, viewport, menu } of WIDTHS) {
  test(`at ${width} px groups are edited, nested, un-nested and deleted; unsaved changes hold Back and reload`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInToDashboard(page, ADMIN);
    await page.goto('/pages/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    // by the menu, as a user does
    await (await menu(page)).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible({ timeout: 30_000 });

    const stamp = `${width}-${Date.now()}`;
    const parent = `Storm crews ${stamp}`;
    const child = `Night crews ${stamp}`;

    // unsaved changes: Back and reload are held by the prompt; Stay keeps what was typed
    await page.getByRole('button', { name: 'Create Group' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Group' });
    await modal.getByLabel('Group Name').fill(child);
    await page.goBack();
    const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(confirm).toContainText(UNSAVED);
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/pages/dashboard/admin/groups');
    await expect(modal.getByLabel('Group Name')).toHaveValue(child);
    const asked = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload());
    const beforeUnload = await asked;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    await expect(modal.getByLabel('Group Name')).toHaveValue(child);
    await modal.getByLabel('Group Description').fill(`Units of ${child}`);
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible({ timeout: 30_000 });

    // a name is one group's: the same name in another letter case is refused, the modal kept open
    await page.getByRole('link', { name: 'Back to Groups' }).click();
    await page.getByRole('button', { name: 'Create Group' }).click();
    await modal.getByLabel('Group Name').fill(child.toUpperCase());
    await modal.getByLabel('Group Description').fill('the same name again');
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    const taken = `A group named "${child.toUpperCase()}" already exists.`;
    await expect(modal).toContainText(taken);
    // the API's message is also broadcast as a toast (spec 8); it is closed like any toast
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts).toContainText(taken);
    await toasts.getByRole('button', { name: 'Close' }).click();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(modal).toHaveCount(0);

    await createGroup(page, `${parent} draft`);
    // edited: the Create Group modal filled in, saved with the new name
    await page.getByRole('button', { name: 'Edit Group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group' });
    await expect(edit.getByLabel('Group Name')).toHaveValue(`${parent} draft`);
    await edit.getByLabel('Group Name').fill(parent);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: parent })).toBeVisible();
    // its addresses shown: the billing address chosen, no shipping address
    const addresses = page.getByRole('definition');
    await expect(addresses.first()).not.toHaveText('None');
    await expect(addresses.nth(1)).toHaveText('None');

    // nested: the other group becomes a sub-group
    const subGroups = page.getByRole('region', { name: 'Sub-groups' });
    await page.getByRole('combobox', { name: 'Sub-group to add' }).selectOption({ label: child });
    await page.getByRole('button', { name: 'Add Sub-group' }).click();
    await expect(subGroups.getByRole('link', { name: child })).toBeVisible();

    // un-nested with the remove-subgroup icon, after confirmation; the group itself stays
    await subGroups.getByRole('button', { name: `Remove sub-group ${child}` }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove sub-group' });
    await removeDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(subGroups.getByRole('link', { name: child })).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Sub-group to add' }).getByRole('option', { name: child }),
    ).toHaveCount(1);

    // deleted after confirmation: back on the list, where it is no more
    await page.getByRole('button', { name: 'Delete Group' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete group' });
    await expect(deleteDialog).toContainText(`Delete ${parent}?`);
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search groups' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: child })).toBeVisible();
    await expect(page.getByRole('link', { name: parent })).toHaveCount(0);
  });
}
