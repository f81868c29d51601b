// Customer Support journeys (issue 17): the user search and user page as csr.admin (with a user's default and
// favourite addresses), impersonating a customer from the user page (one-time password on the provider's sign-in
// page, then the audit entries), and what csr.agent may not do (guarded pages → accessDenied with originalURL; no
// Impersonate on a staff user). axe on each page.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { accessDeniedURL as denied } from '../../support/access-denied';
import { freshPersonalUser } from '../../support/registrants';
import { signIn } from '../../support/sign-in';
import { expectNoAxeViolations } from '../../support/axe';

const SUPPORT = '/pages/csr/customerSupport';

async function openUserPage(page: Page, email: string) {
  await page.goto(SUPPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  const form = page.getByRole('search', { name: 'Search users' });
  await form.getByRole('searchbox', { name: 'Search' }).fill(email);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?query=${encodeURIComponent(email).replace('.', '\\.')}`));
  await page
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/pages\/csr\/customerSupport\/user\?email=/);
}

test("csr.admin searches users (state in the URL, Back restores it), opens a customer, sets a user's addresses", async ({
  page,
  request,
}) => {
  // a user of this test's own, whose default and favourite addresses change below
  const fresh = await freshPersonalUser(request, 'csraddr');
  await signIn(page, 'csr.admin@aerialco.example');
  await openUserPage(page, 'pat.morgan@mailbox.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Morgan' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('pat.morgan@mailbox.example');
  await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
  await expectNoAxeViolations(page, 'user page');

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/csr\/customerSupport\?query=pat\.morgan/);
  await expect(
    page.getByRole('search', { name: 'Search users' }).getByRole('searchbox', { name: 'Search' }),
  ).toHaveValue('pat.morgan@mailbox.example');
  await expect(page.getByRole('link', { name: 'Pat Morgan' })).toBeVisible();
  await expectNoAxeViolations(page, 'user search');

  const form = page.getByRole('search', { name: 'Search users' });
  await form.getByRole('searchbox', { name: 'Search' }).fill(`nobody-${Date.now()}@nowhere.example`);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No Results Found')).toBeVisible();

  // default and favourite addresses (spec 6, 7): the shared address picker lists the user's address; the
  // buttons send csrUpdateDefaultBillingAddress, csrAddToFavorites and csrRemoveFromFavorites for that user
  await form.getByRole('searchbox', { name: 'Search' }).fill(fresh);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(fresh.replace(/\./g, '\\.')) })
    .getByRole('link')
    .click();
  await page.getByRole('tab', { name: 'Addresses' }).click();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('radio', { name: /^Home: / }).check();
  await addresses.getByRole('button', { name: 'Set as Default Billing' }).click();
  await expect(page.getByText('The default billing address was set.')).toBeVisible();
  await addresses.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(addresses.getByRole('list', { name: 'Favorite addresses' })).toContainText('Home');
  await addresses.getByRole('button', { name: 'Remove from Favorites' }).click();
  await expect(page.getByText('The address was removed from the favorites.')).toBeVisible();
  await expect(addresses.getByRole('list', { name: 'Favorite addresses' })).toHaveCount(0);
});

test('csr.admin impersonates a personal customer in the same tab; the audit log records it', async ({
  page,
}) => {
  await signIn(page, 'csr.admin@aerialco.example');
  await openUserPage(page, 'pat.morgan@mailbox.example');
  const userPage = new URL(page.url());
  await page.getByRole('button', { name: 'Impersonate' }).click();
  await page
    .getByRole('dialog', { name: 'Impersonate user' })
    .getByRole('button', { name: 'Impersonate' })
    .click();
  // a personal customer starts on the store; no credentials are shown or typed
  await page.waitForURL((url) => url.pathname === '/pages/store');
  const session = await page.evaluate(() => {
    const state = window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState();
    return { email: state?.profile.email, impersonation: state?.profile.isImpersonation };
  });
  expect(session).toEqual({ email: 'pat.morgan@mailbox.example', impersonation: true });

  await page
    .getByRole('region', { name: 'Impersonation' })
    .getByRole('button', { name: 'End impersonation' })
    .click();
  await page.waitForURL((url) => url.pathname === userPage.pathname && url.search === userPage.search);
  // the agent finds the start and the end in the customer's audit log
  await page.reload();
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  // the actions in words (@portal/rules' audit-actions)
  await expect(log.getByText('Signed in as the customer').first()).toBeVisible();
  await expect(log.getByText('Issued impersonation credentials').first()).toBeVisible();
  await expect(log.getByText('Ended impersonation').first()).toBeVisible();
});

test('csr.agent is denied role management, approval and product-owner pages', async ({ page }) => {
  await signIn(page, 'csr.agent@aerialco.example');
  const refused = [
    'roleManagement',
    'approval',
    'productSearchIndex',
    'internalUserMgmt',
    'updateContactsACFlag',
  ];
  for (const path of refused.map((p) => `${SUPPORT}/${p}`)) {
    await page.goto(path);
    await expect(page).toHaveURL(denied(path));
  }
  // the area home offers the agent only what it may open
  await page.goto('/pages/csr');
  const home = page.getByRole('navigation', { name: 'Customer Support pages' });
  await expect(home.getByRole('link', { name: 'Banners' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Role Management' })).toHaveCount(0);
  await expect(home.getByRole('link', { name: 'Product Search Index' })).toHaveCount(0);
});

test('csr.agent is offered no Impersonate action on a staff user, and is told why', async ({ page }) => {
  await signIn(page, 'csr.agent@aerialco.example');
  await openUserPage(page, 'associate@aerialco.example');
  await expect(page.getByText(/^Impersonation is not available:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Impersonate' })).toHaveCount(0);
});

test('the approval queue opens for csr.admin', async ({ page }) => {
  await signIn(page, 'csr.admin@aerialco.example');
  await page.goto(`${SUPPORT}/approval`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Approval' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Registrations waiting for a decision' })
      .or(page.getByText('No Results Found')),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'approval queue');
});
