// Journey 3 of issue 35: a customer administrator invites a user with a role; the invitation e-mail's link opens
// the portal, the user completes registration, signs in and holds that role — its privileges and its menus on the
// company's dashboard. The company (its default role with user management, and a parts buyers' role), its
// administrator and the invited user are made by the test (support/made-records.ts).
import { test, expect } from '../../support/fixtures';
import { CUSTOMER_PRIVILEGES, madeCompany } from '../../support/made-records';
import { activatedCompanyUser, REGISTRANT_PASSWORD } from '../../support/registrants';
import { identityURL, sessionState, signIn, submitSignInForm } from '../../support/sign-in';
import { linkInMail, openDashboardSideMenu } from '../dashboard/commerce-helpers';
import { expectMenuLinks, unique } from './journey-helpers';

const PASSWORD = 'Invited!2345';

test.describe.configure({ timeout: 240_000 });

test('journey 3: an invited user completes registration and signs in with the role the administrator chose', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const company = await madeCompany(request, 'inviting', {
    // an administrator gives no privilege beyond their own
    privileges: [...CUSTOMER_PRIVILEGES, 'B2B_Order_Replacement_Parts', 'B2B_Delegated_Customer_Admin'],
    // replacement parts and orders, no APNs
    roles: [
      {
        name: 'Parts buyers',
        privileges: [
          'B2B_Dashboard',
          'B2B_View_Replacement_Parts',
          'B2B_Order_Replacement_Parts',
          'B2B_View_Orders',
        ],
      },
    ],
  });
  const admin = await activatedCompanyUser(request, company);
  const email = `invited.${unique()}@${company.domain}`;
  await signIn(page, admin, REGISTRANT_PASSWORD);
  await page.goto('/pages/dashboard/admin/contactManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByLabel('First Name').fill('Pia');
  await dialog.getByLabel('Last Name').fill('Partsbuyer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: `Parts buyers ${company.tag}` });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(`An invitation was e-mailed to ${email}.`)).toBeVisible();

  // the invitation, in a browser of the invited user's own
  const link = await linkInMail(request, email, 'DelegatedRegistrationEmail');
  const invited = await (await browser.newContext({ baseURL })).newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: 'Complete Registration' })).toBeVisible({
    timeout: 30_000,
  });
  await invited.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invited.getByLabel('Confirm Password').fill(PASSWORD);
  await invited.getByLabel('I accept the terms and conditions').check();
  await invited.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(invited).toHaveURL(/\/pages\/delegated-registration-activation\/complete$/);
  await invited.getByRole('button', { name: 'Log In' }).click();
  await invited.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(invited, email, PASSWORD);
  await invited.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');

  // signed in with the chosen role, in the inviting company
  await expect.poll(async () => (await sessionState(invited))?.email).toBe(email);
  const session = await sessionState(invited);
  expect(session?.userStatus).toBe('DELEGATED_REGISTERED');
  expect(session?.selectedOrganization).toBe(company.name);
  expect(session?.privileges).toEqual(
    expect.arrayContaining(['B2B_Dashboard', 'B2B_Order_Replacement_Parts', 'B2B_View_Orders']),
  );
  expect(session?.privileges).not.toContain('B2B_View_APNs');
  await invited.goto('/pages/dashboard');
  await expect(invited.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  const menu = await openDashboardSideMenu(invited);
  await expectMenuLinks(menu, ['Replacement Parts', 'Supply Orders'], ['APNs', 'Warranty']);
  await invited.context().close();
});
