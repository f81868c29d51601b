// Roles, one user's privileges and e-mail domain rules as csr.admin (issue 17, spec 7): a company role created with a
// privilege, its privileges edited on the role editor, made the company's default and put back, then deleted after
// confirming; a user given a role, one of its privileges revoked and restored; a domain rule that the business
// registration check answers from at once, blocked, then deleted. Each test changes only what it makes (a role with
// a unique name in an organisation no other journey uses, a user of its own, a unique domain). axe on each page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { freshPersonalUser } from '../../support/registrants';
import { signIn } from '../../support/sign-in';

const SUPPORT = '/pages/csr/customerSupport';
/** Granite State Arborists: a business organisation with no users, whose default role is the seeded B2B Viewer */
const GRANITE = '410018';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function showCompanyRoles(page: Page, accountId: string) {
  const company = page.getByRole('search', { name: 'Company' });
  await company.getByLabel('Company account ID').fill(accountId);
  await company.getByRole('button', { name: 'Show Roles' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?accountId=${accountId}$`));
}

/** The business registration check (open API `checkEmail`) for an address at `domain`. */
async function domainCheck(request: APIRequestContext, domain: string) {
  const response = await request.post('/api/open-graphql', {
    data: {
      query: 'query($e: String!) { checkEmail(email: $e) { result customerNumber customerName } }',
      variables: { e: `new.registrant@${domain}` },
    },
  });
  const body = (await response.json()) as {
    data: { checkEmail: { result: string; customerNumber: string | null; customerName: string | null } };
  };
  return body.data.checkEmail;
}

test("a company role is created, its privileges edited, made the company's default and put back, then deleted", async ({
  page,
}) => {
  const roleName = `Yard Auditor ${unique()}`;
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(`${SUPPORT}/roleManagement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Global roles' }).getByRole('row', { name: /B2B Administrator/ }),
  ).toBeVisible();
  await showCompanyRoles(page, GRANITE);
  const companyRoles = page.getByRole('table', { name: 'Company roles' });
  await expect(page.getByLabel('Default role')).toHaveValue('B2B Viewer');
  await expectNoAxeViolations(page, 'role management');

  // a name is required; then a company role with one privilege
  const create = page.getByRole('form', { name: 'Create role' });
  await create.getByRole('button', { name: 'Create Role' }).click();
  await expect(create.getByText('Role name is required.')).toBeVisible();
  await create.getByLabel('Role name').fill(roleName);
  await create.getByLabel('Scope').selectOption('ORGANIZATION');
  await create.getByLabel(/\(B2B_Dashboard\)/).check();
  await create.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText(`The role ${roleName} was created.`)).toBeVisible();
  await expect(companyRoles.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  // the role editor shows its privilege and saves one more, which a reload still shows
  await companyRoles.getByRole('link', { name: `Privileges of ${roleName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Role Editor: ${roleName}` })).toBeVisible();
  const editor = page.getByRole('form', { name: 'Role privileges' });
  await expect(editor.getByLabel(/\(B2B_Dashboard\)/)).toBeChecked();
  await expect(editor.getByRole('button', { name: 'Save Privileges' })).toBeDisabled();
  await editor.getByLabel(/\(B2B_Fleet_Search\)/).check();
  await editor.getByRole('button', { name: 'Save Privileges' }).click();
  await expect(page.getByText('The privileges were saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'role editor');
  await page.reload();
  await expect(editor.getByLabel(/\(B2B_Fleet_Search\)/)).toBeChecked();
  await expect(editor.getByLabel(/\(B2B_Dashboard\)/)).toBeChecked();
  await expect(editor.getByLabel(/\(B2B_Reporting\)/)).not.toBeChecked();

  // the company's default role: set to the new role, then back to the seeded one
  await page.getByRole('link', { name: 'Back to Role Management' }).click();
  await showCompanyRoles(page, GRANITE);
  await page.getByLabel('Default role').selectOption(roleName);
  await page.getByRole('button', { name: 'Set Default Role' }).click();
  await expect(page.getByText(`${roleName} is now the company's default role.`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Default role')).toHaveValue(roleName);
  await page.getByLabel('Default role').selectOption('B2B Viewer');
  await page.getByRole('button', { name: 'Set Default Role' }).click();
  await expect(page.getByText("B2B Viewer is now the company's default role.")).toBeVisible();

  // deleting asks first; cancelling keeps the role
  await companyRoles.getByRole('button', { name: `Delete ${roleName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete role' });
  await expect(confirm).toContainText(`Delete the role ${roleName}? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(companyRoles.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();
  await companyRoles.getByRole('button', { name: `Delete ${roleName}` }).click();
  await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The role ${roleName} was deleted.`)).toBeVisible();
  await expect(companyRoles.getByRole('row', { name: new RegExp(roleName) })).toHaveCount(0);
});

test('a user is given a role, and one of its privileges is revoked and restored', async ({
  page,
  request,
}) => {
  const email = await freshPersonalUser(request, 'privileges');
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(`${SUPPORT}/user?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Reyes' })).toBeVisible();
  await page.getByRole('tab', { name: 'Role and Privileges' }).click();
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Parts Buyer' });
  await page.getByRole('button', { name: 'Set Role' }).click();
  await expect(page.getByText('The role was set.')).toBeVisible();

  await page.goto(`${SUPPORT}/userPrivilegeEditor`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Privilege Editor' })).toBeVisible();
  const find = page.getByRole('search', { name: 'Find the user' });
  await find.getByLabel('User email').fill(email);
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Robin Reyes' })).toBeVisible();
  const orders = page.getByRole('row', { name: /B2B_View_Orders/ });
  await expect(orders).toContainText('Granted');
  await expect(page.getByRole('row', { name: /B2B_Order_Replacement_Parts/ })).toContainText('Granted');
  await expectNoAxeViolations(page, 'user privilege editor');

  await orders.getByRole('button', { name: 'Revoke B2B_View_Orders' }).click();
  await expect(page.getByText('B2B_View_Orders was revoked.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /B2B_View_Orders/ })).toContainText('Revoked');
  await expect(page.getByRole('row', { name: /B2B_Order_Replacement_Parts/ })).toContainText('Granted');
  await page.getByRole('button', { name: 'Restore B2B_View_Orders' }).click();
  await expect(page.getByText('B2B_View_Orders was restored.')).toBeVisible();
  await expect(page.getByRole('row', { name: /B2B_View_Orders/ })).toContainText('Granted');
});

test('an e-mail domain rule answers the registration check at once; blocked, then deleted after confirming', async ({
  page,
  request,
}) => {
  const domain = `yard-${unique()}.example`;
  expect((await domainCheck(request, domain)).result).toBe('ABSENT');
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(`${SUPPORT}/emailDomains`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Domain Rules' })).toBeVisible();
  await expect(page.getByRole('row', { name: /keystone-electric\.example/ })).toContainText('Allowed');
  await expectNoAxeViolations(page, 'email domain rules');

  const add = page.getByRole('form', { name: 'Add a rule' });
  await add.getByLabel('Domain').fill(domain);
  await add.getByRole('button', { name: 'Add Rule' }).click();
  await expect(add.getByText('Customer number is required.')).toBeVisible();
  await add.getByLabel('Customer number').fill('880230');
  await add.getByRole('button', { name: 'Add Rule' }).click();
  await expect(page.getByText(`The rule for ${domain} was added.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Keystone Electric Cooperative (880230)');
  await expect(row).toContainText('Allowed');
  // a business registrant at that domain is now linked to Keystone (no approval queue)
  expect(await domainCheck(request, domain)).toEqual({
    result: 'ACCEPTED',
    customerNumber: '880230',
    customerName: 'Keystone Electric Cooperative',
  });

  await row.getByRole('button', { name: `Block registration from ${domain}` }).click();
  await expect(page.getByText(`The rule for ${domain} was updated.`)).toBeVisible();
  await expect(row).toContainText('Blocked');
  expect((await domainCheck(request, domain)).result).toBe('DECLINED');

  await row.getByRole('button', { name: `Delete the rule for ${domain}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete rule' });
  await expect(confirm).toContainText(`Delete the rule for ${domain}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The rule for ${domain} was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await domainCheck(request, domain)).result).toBe('ABSENT');
});

// the Role Editor names the role it edits, and its privilege codes (long, without spaces) never run into one
// another or out of the page, on a desktop and on a phone
// a table at 1280 px, one card a role on a phone
for (const [width, roles] of [
  [1280, 'table'],
  [390, 'list'],
] as const) {
  test(`the role editor names its role and its privileges do not overlap at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'csr.admin@aerialco.example');
    await page.goto(`${SUPPORT}/roleManagement`);
    await page
      .getByRole(roles, { name: 'Global roles' })
      .getByRole('link', { name: 'Privileges of B2B Administrator' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Role Editor: B2B Administrator' }),
    ).toBeVisible();
    const choices = page.getByRole('form', { name: 'Role privileges' }).getByRole('checkbox');
    await expect(choices.first()).toBeVisible();
    // every privilege's label box: none overlaps another, none is wider than the page
    const boxes = await page.locator('.csr-checklist > label').evaluateAll((labels) =>
      labels.map((l) => {
        const r = l.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          scroll: l.scrollWidth - l.clientWidth,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(5);
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
        )
        .map(() => i),
    );
    expect(overlaps).toEqual([]);
    expect(boxes.filter((b) => b.right > width || b.scroll > 0)).toEqual([]);
    await expectNoAxeViolations(page, `role editor at ${width} px`);
  });
}
