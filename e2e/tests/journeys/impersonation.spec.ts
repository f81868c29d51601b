// Journey 8 (issue 35): a CSR agent impersonates a customer from the customer's user page; the same tab continues
// as the customer (nothing typed: the shell exchanges the one-time credential itself), every page at 1280 and 390 px
// carries a banner naming both that stays in view, and "End impersonation" brings the agent back to that user page
// as themself, where the audit log shows the start and the end. The ended session's access token is refused at once;
// a second impersonation ended by "Sign Out" is audited as ended too. The agent, the customer and the customer's
// company are all made by the test (support/made-records.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { AGENT_PASSWORD, madeAgent, madeCompany } from '../../support/made-records';
import { activatedCompanyUser } from '../../support/registrants';
import { goInApp, identityURL, sessionState, signIn } from '../../support/sign-in';

test.describe.configure({ timeout: 240_000 });

const isImpersonating = (page: Page) =>
  page.evaluate(
    () => window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState().profile.isImpersonation ?? null,
  );

/** The banner is on screen after scrolling to the page's end, and below the header's controls when those show. */
async function expectBannerInView(page: Page) {
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(banner).toBeInViewport();
  // how far the part of the header on screen reaches into the banner (the mobile header slides, so poll)
  await expect
    .poll(async () => {
      const box = await banner.boundingBox();
      const header = await page.locator('#shell-header').boundingBox();
      if (!box || !header) return -1;
      return Math.max(0, Math.round(header.y + header.height - Math.max(box.y, 0)));
    })
    .toBe(0);
}

/** The bearer token of the newest API request the page sent. */
function lastBearer(page: Page): () => string | null {
  let last: string | null = null;
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (request.url().includes('/api/') && authorization?.startsWith('Bearer ')) last = authorization;
  });
  return () => last;
}

/** Whose profile the API answers for an authorization header: the e-mail, or the error code. */
async function apiAnswersFor(request: APIRequestContext, authorization: string): Promise<string> {
  const response = await request.post('/api/graphql', {
    headers: { authorization },
    data: { query: '{ getDetailedProfile { email } }' },
  });
  const body = (await response.json()) as {
    data?: { getDetailedProfile?: { email: string } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return body.data?.getDetailedProfile?.email ?? body.errors?.[0]?.extensions?.code ?? 'no answer';
}

async function startImpersonation(page: Page) {
  await page.getByRole('button', { name: 'Impersonate' }).click();
  await page
    .getByRole('dialog', { name: 'Impersonate user' })
    .getByRole('button', { name: 'Impersonate' })
    .click();
}

test('journey 8: a CSR agent impersonates a customer from the user page and comes back, without typing', async ({
  page,
  request,
}) => {
  const AGENT = await madeAgent(request, 'agent');
  const CUSTOMER = await activatedCompanyUser(request, await madeCompany(request, 'impersonated'));
  const USER_PAGE = `/pages/csr/customerSupport/user?email=${encodeURIComponent(CUSTOMER)}`;
  const bearer = lastBearer(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, AGENT, AGENT_PASSWORD);
  await page.goto(USER_PAGE);
  const customerName = 'Riley Stone';
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();

  await startImpersonation(page);

  // the same tab, now the customer's: their dashboard
  await page.waitForURL((url) => url.pathname === '/pages/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect((await sessionState(page))?.email).toBe(CUSTOMER);
  expect(await isImpersonating(page)).toBe(true);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`You are signed in as ${customerName} (${CUSTOMER})`);
  await expect(banner).toContainText(`on behalf of customer service: ${AGENT}`);
  await expect(banner).toContainText('It ends by itself at');
  // the one-time credential appeared in no address the tab visited
  expect(page.url()).not.toMatch(/otp|password|subject_token/i);
  await expectBannerInView(page);
  await expectNoAxeViolations(page, 'the dashboard with the impersonation banner at 1280 px');

  // another page at 390 px: the banner is still there and still in view
  await page.setViewportSize({ width: 390, height: 844 });
  await goInApp(page, '/pages/dashboard/equipment/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
  await expect(banner).toContainText(AGENT);
  await expectBannerInView(page);
  await page.evaluate(() => window.scrollBy(0, -120)); // scrolling up brings the mobile header back
  await expectBannerInView(page);
  // axe at the page's top: scrolled, the sticky banner covers whichever links pass under it (target-size), and
  // which those are depends on the page's length
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, 'the fleet page with the impersonation banner at 390 px');

  // the customer's token the tab used, which the API takes while the impersonation lasts
  const customerToken = bearer();
  expect(customerToken).not.toBeNull();
  expect(await apiAnswersFor(request, customerToken as string)).toBe(CUSTOMER);

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === USER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect.poll(async () => (await sessionState(page))?.email).toBe(AGENT);
  expect(await isImpersonating(page)).toBe(false);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

  // the ended session's token is refused at once, though it has not expired
  await expect.poll(() => apiAnswersFor(request, customerToken as string)).toBe('UNAUTHENTICATED');

  // the customer's audit log: issued, signed in, ended by the agent
  await page.reload();
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  // still 390 px wide: the log is one card an entry
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText('Issued impersonation credentials')).toHaveCount(1);
  await expect(log.getByText('Signed in as the customer')).toHaveCount(1);
  await expect(log.getByText('Ended impersonation')).toHaveCount(1);

  // a second impersonation, left by "Sign Out": the agent is signed out and the impersonation ended, audited alike
  await page.setViewportSize({ width: 1280, height: 900 });
  // Impersonate is on the customer screen's first tab
  await page.getByRole('tab', { name: 'Profile and Organization' }).click();
  await startImpersonation(page);
  await page.waitForURL((url) => url.pathname === '/pages/dashboard');
  await expect.poll(() => isImpersonating(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const secondToken = bearer();
  expect(secondToken).not.toBe(customerToken);
  expect(await apiAnswersFor(request, secondToken as string)).toBe(CUSTOMER);
  await page.getByTestId('user-box').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/pages/store') && !url.href.startsWith(identityURL()),
  );
  expect((await sessionState(page))?.userStatus).toBe('GUEST');
  expect(await apiAnswersFor(request, secondToken as string)).toBe('UNAUTHENTICATED');

  await signIn(page, AGENT, AGENT_PASSWORD);
  await page.goto(USER_PAGE);
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  // 1280 px again: the log is a table
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByText('Signed in as the customer')).toHaveCount(2);
  await expect(table.getByText('Ended impersonation')).toHaveCount(2);
});
