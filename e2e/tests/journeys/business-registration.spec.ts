// Journeys 1 and 2 of issue 35: a business registrant reaches the dashboard of their company with its default role,
// whether customer service approved them (1) or their e-mail domain was accepted (2). Each journey makes its own
// company (support/made-records.ts) whose default role holds fleet, APNs, warranty, groups and user management, no
// orders; its own customer-service agent; and its own users, registered through the portal.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { identityURL, sessionState, signIn, submitSignInForm } from '../../support/sign-in';
import { AGENT_PASSWORD, madeAgent, madeCompany } from '../../support/made-records';
import type { MadeCompany } from '../../support/made-records';
import {
  acceptedDomainRegistrant,
  activatedCompanyUser,
  approveRegistrant,
  mailedLink,
  pendingRegistrant,
  REGISTRANT_PASSWORD,
} from '../../support/registrants';
import { openDashboardSideMenu } from '../dashboard/commerce-helpers';
import { expectMenuLinks } from './journey-helpers';

/** the company default role: a fleet supervisor's privileges and user management */
const DEFAULT_ROLE = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_View_SRs',
  'B2B_View_APNs',
  'B2B_Report_APNs',
  'B2B_Warranty_View',
  'B2B_Warranty_Submit',
  'B2B_View_Organization_Groups',
  'B2B_Update_Organization_Groups',
  'B2B_Delegated_Customer_Admin',
];
/** the default role's privileges the menus show, and one it lacks */
const DEFAULT_ROLE_MENUS = ['My Fleet', 'APNs', 'Warranty', 'Groups'];
const NOT_IN_DEFAULT_ROLE = ['Supply Orders', 'Invoices'];

test.describe.configure({ timeout: 240_000 });

/** A page in a browser of its own. */
async function newBrowserPage(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** Follows the activation e-mail on `page` and signs in from its 'Log In'. */
async function activateAndSignIn(page: Page, link: URL, email: string): Promise<Page> {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'SUCCESS' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, email, REGISTRANT_PASSWORD);
  await page.waitForURL((url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login');
  return page;
}

/** The first sign-in lands on the company's dashboard, with the default role's privileges and menus. */
async function expectCompanyDashboard(page: Page, email: string, company: MadeCompany): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/pages\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No Organization' })).toHaveCount(0);
  await expect.poll(async () => (await sessionState(page))?.email).toBe(email);
  const session = await sessionState(page);
  expect(session?.selectedOrganization).toBe(company.name);
  expect(session?.privileges).toEqual(expect.arrayContaining(['B2B_Dashboard', 'B2B_Report_APNs']));
  expect(session?.privileges).not.toContain('B2B_View_Orders');
  const menu = await openDashboardSideMenu(page);
  await expectMenuLinks(menu, DEFAULT_ROLE_MENUS, NOT_IN_DEFAULT_ROLE);
}

test('journey 1: a pending business registration approved by customer service reaches the company dashboard and its user management', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const company = await madeCompany(request, 'approved', { privileges: DEFAULT_ROLE });
  const companyAdmin = await activatedCompanyUser(request, company);
  const agent = await madeAgent(request, 'approver', ['CSR', 'CSR_Registration']);
  const email = await pendingRegistrant(request);

  // customer service approves the registration with the organisation
  await signIn(page, agent, AGENT_PASSWORD);
  await approveRegistrant(page, email, company.name, company.name);

  // the activation e-mail, followed on the same page, and the first sign-in: nothing of the agent's session (its
  // organisation choice included) carries over to the registrant
  const link = await mailedLink(request, email, 'AccountActivationEmail');
  const registrant = await activateAndSignIn(page, link, email);
  await expectCompanyDashboard(registrant, email, company);

  // the company's administrator, in a browser of their own, finds the new user in its user management
  const admin = await newBrowserPage(browser, baseURL as string);
  await signIn(admin, companyAdmin, REGISTRANT_PASSWORD);
  await admin.goto('/pages/dashboard/admin/contactManagement');
  await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  const form = admin.getByRole('search', { name: 'Search users and contacts' });
  await form.getByRole('searchbox', { name: 'Search' }).fill(email);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('row', { name: /Quinn Harper/ })).toContainText(email);
  await admin.context().close();
});

test('journey 2: a business registrant of an accepted e-mail domain activates and reaches the dashboard with the company default role', async ({
  browser,
  baseURL,
  request,
}) => {
  const company = await madeCompany(request, 'accepted', { privileges: DEFAULT_ROLE });
  const email = await acceptedDomainRegistrant(request, company);
  const link = await mailedLink(request, email, 'AccountActivationEmail');
  // the link opens the portal itself (PORTAL_PUBLIC_URL), not some other origin
  expect(link.origin).toBe(new URL(baseURL as string).origin);
  const registrant = await activateAndSignIn(await newBrowserPage(browser, baseURL as string), link, email);
  await expectCompanyDashboard(registrant, email, company);
  await registrant.context().close();
});
