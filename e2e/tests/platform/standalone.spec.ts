// Each remote runs on its own page with a mock shell, for its team and QA (issue 42): against the test portal
// (serve-standalone.mjs --api), it signs a seeded user in through the portal's identity provider and shows real
// data, and its area's guards refuse a page to a user who may not open it, as the shell would.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { identityURL, submitSignInForm } from '../../support/sign-in';
import { serveStandalone } from '../../support/standalone';
import type { StandaloneServer } from '../../support/standalone';
import { required } from '../../support/definite';

let standalone: StandaloneServer | null = null;

test.afterEach(() => {
  standalone?.server.kill();
  standalone = null;
});

async function start(remote: string, baseURL: string | undefined): Promise<string> {
  if (!baseURL) throw new Error('no test portal');
  standalone = await serveStandalone(remote, { api: baseURL });
  return standalone.origin;
}

/** Signs in from the standalone page's own form, through the portal's identity provider, and comes back to `path`. */
async function signInStandalone(page: Page, origin: string, remote: string, pagePath: string, email: string) {
  await page.goto(`${origin}${pagePath}`);
  await expect(page.getByRole('note')).toHaveText(`Standalone ${remote} remote — signed in as: Guest`);
  const form = page.getByRole('form', { name: 'Standalone sign-in' });
  // the portal's seeded users are offered
  await expect(page.locator(`#standalone-seed-users option[value="${email}"]`)).toHaveCount(1);
  await form.getByLabel('Sign in as').fill(email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  // the chosen user reaches the provider's form
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await submitSignInForm(page, email);
  await page.waitForURL((url) => url.origin === origin && url.pathname === pagePath);
  await expect(page.getByRole('note')).toContainText(`Standalone ${remote} remote — signed in as: ${email}`);
}

/** A second browser context: another user, no cookies shared with the first. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

function refusal(page: Page) {
  return page.locator('[data-standalone-refusal]');
}

test('dashboard standalone: the Keystone administrator sees the Keystone fleet; a personal buyer is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = await start('dashboard', baseURL);
  await signInStandalone(page, origin, 'dashboard', '/pages/dashboard', 'admin@keystone-electric.example');
  await expect(page.getByRole('note')).toHaveText(
    'Standalone dashboard remote — signed in as: admin@keystone-electric.example (Keystone Electric Cooperative)',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'My Fleet' })).toBeVisible();
  await page.getByRole('link', { name: 'View My Fleet' }).click();
  const units = page.getByRole('table', { name: 'Units in your fleet' });
  await expect(units.getByRole('link').first()).toBeVisible();
  expect(await units.getByRole('row').count()).toBeGreaterThan(1);
  // no shell around it
  await expect(page.locator('header.portal-header')).toHaveCount(0);

  // the API cannot be reached: the page says what failed and tries again, never a blank page
  await page.route('**/api/**', (route) => route.abort());
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard/equipment/service'));
  const outage = page.locator('[data-standalone-refusal="outage"]');
  await expect(outage.getByRole('heading', { name: "The portal's API cannot be reached" })).toBeVisible();
  await expect(outage).toContainText('A request of /pages/dashboard/equipment/service got no answer');
  await outage.getByRole('button', { name: 'Try again' }).click();
  await expect(outage).toContainText('Still unavailable');
  await page.unroute('**/api/**');
  await outage.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${origin}/pages/dashboard/equipment/service`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
  await expect(outage).toHaveCount(0);

  // an API error's message reaches the page, as the portal's frame shows it
  await page.route('**/api/integration', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        uuid: 'e2e',
        exceptionMessages: ['no'],
        userFriendlyMessage: 'The summary is resting.',
      }),
    }),
  );
  await page.evaluate(() => window.history.pushState(null, '', '/pages/dashboard'));
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('alert')).toHaveText(
    'The summary is resting.',
  );
  await page.unroute('**/api/integration');

  const personal = await freshPage(browser);
  await signInStandalone(personal, origin, 'dashboard', '/pages/dashboard', 'pat.morgan@mailbox.example');
  await expect(refusal(personal)).toHaveAttribute('data-standalone-refusal', 'redirect');
  await expect(refusal(personal).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(personal.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await personal.context().close();
});

test('store standalone: a personal buyer browses the real catalogue; a punchout buyer is kept out of checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = await start('store', baseURL);
  await signInStandalone(page, origin, 'store', '/pages/store/all-categories', 'pat.morgan@mailbox.example');
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
  // the seeded catalogue's categories, with their part counts, as the API answers them
  await expect(page.getByRole('region', { name: /^Aerial Devices\s*\(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aerial Devices', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Booms', exact: true }).first()).toBeVisible();

  const punchout = await freshPage(browser);
  await signInStandalone(punchout, origin, 'store', '/pages/store', 'punchout@lakeshore-utilities.example');
  await punchout.goto(`${origin}/pages/checkout`);
  // the area's guard sends a punchout buyer to the cart, as in the portal
  await expect(punchout).toHaveURL(`${origin}/pages/store/cart`);
  await expect(punchout.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(punchout.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  await punchout.context().close();
});

test('training standalone: a personal buyer sees the real courses; a punchout buyer is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = await start('training', baseURL);
  await signInStandalone(page, origin, 'training', '/pages/training-store', 'pat.morgan@mailbox.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Digger Derricks' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Training Store | Altura Connect');

  const punchout = await freshPage(browser);
  await signInStandalone(
    punchout,
    origin,
    'training',
    '/pages/training-store',
    'punchout@lakeshore-utilities.example',
  );
  await expect(refusal(punchout).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(punchout.getByRole('heading', { name: 'Featured Courses' })).toHaveCount(0);
  await punchout.context().close();
});

test('my-account standalone: a personal buyer sees her own account; a guest is asked to sign in', async ({
  page,
  baseURL,
}) => {
  const origin = await start('my-account', baseURL);
  // a guest (the guest profile stays): the guarded area asks for sign-in instead of showing the page
  await page.goto(`${origin}/pages/my-account/addressBook`);
  await expect(refusal(page)).toHaveAttribute('data-standalone-refusal', 'login');
  await expect(refusal(page).getByRole('heading', { name: 'Sign in to see this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address Book' })).toHaveCount(0);

  await signInStandalone(
    page,
    origin,
    'my-account',
    '/pages/my-account/addressBook',
    'pat.morgan@mailbox.example',
  );
  await expect(refusal(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Addresses' }).getByRole('listitem').first()).toBeVisible();
});

test('csr standalone: the CSR administrator finds a seeded customer; a CSR agent is refused role management', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = await start('csr', baseURL);
  await signInStandalone(page, origin, 'csr', '/pages/csr/customerSupport', 'csr.admin@aerialco.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  const form = page.getByRole('search', { name: 'Search users' });
  await form.getByRole('searchbox', { name: 'Search' }).fill('pat.morgan@mailbox.example');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: /pat\.morgan@mailbox\.example/ })).toBeVisible();

  const agent = await freshPage(browser);
  await signInStandalone(agent, origin, 'csr', '/pages/csr/customerSupport', 'csr.agent@aerialco.example');
  await agent.goto(`${origin}/pages/csr/customerSupport/roleManagement`);
  await expect(refusal(agent).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(agent.getByRole('heading', { name: 'Role Management' })).toHaveCount(0);
  await agent.context().close();
});

test('registration standalone: a guest sees the account types, an invited user their completion form; a signed-in user is refused the start', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = await start('registration', baseURL);
  // registration is for people who cannot sign in yet: guests, and invited users following their e-mailed link
  const mailbox = (await (await request.get('/api/dev/mailbox.json')).json()) as {
    waitingActivation: { email: string; link: string }[];
  };
  const linkOf = (email: string) => {
    const waiting = required(
      mailbox.waitingActivation.find((w) => w.email === email),
      `${email} waits for no activation`,
    );
    const url = new URL(waiting.link);
    return `${origin}${url.pathname}${url.search}`;
  };
  await page.goto(linkOf('invited@keystone-electric.example'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Registration' })).toBeVisible();
  await expect(page.getByLabel('Allow the help desk to remotely support my account')).toBeChecked();

  // the API's refusal of an expired link
  await page.goto(linkOf('jordan.lee@mailbox.example'));
  await expect(
    page.getByText('Your activation token is invalid. Click below to send a new activation email.'),
  ).toBeVisible();

  // the area's guarded page: its start is for guests (the route's rule, 'guest')
  const personal = await freshPage(browser);
  await personal.goto(`${origin}/pages/registration`);
  await expect(personal.getByRole('heading', { name: 'Which type of account do you need?' })).toBeVisible();
  await signInStandalone(
    personal,
    origin,
    'registration',
    '/pages/registration',
    'pat.morgan@mailbox.example',
  );
  await expect(refusal(personal)).toHaveAttribute('data-standalone-refusal', 'redirect');
  await expect(refusal(personal).getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(personal.getByRole('heading', { name: 'Which type of account do you need?' })).toHaveCount(0);
  await personal.context().close();
});
