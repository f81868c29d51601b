// The product-owner tools (issue 17) as csr.admin, reached from the area home: a reindex and its result, an
// AC-flag run in batches until its progress reaches the end, the SSO heartbeat, an internal associate's access
// saved and shown after a reload (and put back), and a customer's secondary organisations.
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';

test('csr.admin walks the product-owner tools from the Customer Support home', async ({ page }) => {
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto('/pages/csr');
  const home = page.getByRole('navigation', { name: 'Customer Support pages' });
  // each tool from the home's links; Back (inside the app) returns to the home
  const open = async (title: string) => {
    await home.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };
  await expect(home.getByRole('link', { name: 'Registration Approval' })).toBeVisible();
  await expectNoAxeViolations(page, 'customer support home');

  await open('Product Search Index');
  await page.getByRole('button', { name: 'Reindex Training Courses' }).click();
  await expect(page.getByText('Reindex: succeeded.')).toBeVisible();
  await expect(page.getByText(/^Changed courses: \d+$/).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/csr$/);
  await open('Update Contacts AC Flag');
  const count = page.getByText(/^Active business users with contacts:/).locator('strong');
  const total = Number(await count.textContent());
  expect(total).toBeGreaterThan(1);
  const form = page.getByRole('form', { name: 'AC flag update' });
  // about three batches (the API takes at most 1000 a batch): the run must go through more than one
  await form.getByRole('textbox', { name: 'Batch size' }).fill(String(Math.min(1000, Math.ceil(total / 3))));
  await form.getByRole('button', { name: 'Update Contacts' }).click();
  await expect(page.getByText(`Finished: ${total} of ${total} users.`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Contacts updated' })).toHaveAttribute(
    'value',
    String(total),
  );
  await page.getByRole('button', { name: 'Update Heartbeat' }).click();
  await expect(page.getByText(/^Last SSO heartbeat: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/)).toBeVisible();
  await expectNoAxeViolations(page, 'AC flag update');

  // the seeded associate: an action added, shown after a reload, then taken away again (its organisations,
  // which the associate journeys use, are left as they are)
  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/csr$/);
  await open('Internal User Management');
  const associate = 'associate@aerialco.example';
  const row = page.getByRole('row', { name: new RegExp(associate.replace(/\./g, '\\.')) });
  const setManageUsers = async (allowed: boolean) => {
    await row.getByRole('button', { name: `Edit Access of ${associate}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Access of / });
    await dialog.getByRole('checkbox', { name: 'Manage users' }).setChecked(allowed);
    await dialog.getByRole('button', { name: 'Save Access' }).click();
    await expect(page.getByText(/^The access of .* was saved\.$/)).toBeVisible();
  };
  await setManageUsers(true);
  await page.reload();
  await expect(row.getByRole('cell', { name: /Manage users/ })).toBeVisible();
  await setManageUsers(false);
  await expect(row.getByRole('cell', { name: /Manage users/ })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/csr$/);
  await open('Organization Support');
  const search = page.getByRole('search', { name: 'Search customers' });
  await search.getByRole('searchbox', { name: 'Customer' }).fill('Summit Utility');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Secondary organizations of Summit Utility Holdings' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Secondary organizations' })
      .getByRole('cell', { name: 'Summit Line Services' }),
  ).toBeVisible();
});
