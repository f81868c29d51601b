// Each remote's standalone page on its mock API, for component work without a portal (issue 42, README "A mock
// API"): built as `PORTAL_MOCK_API=true npm run dev -w <remote>` builds it, its main page shows the mock's data, and
// no request reaches a portal's API — the page's portal paths go to a stand-in that records them and answers none.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { buildMockStandalone, repoRoot } from '../../support/remote-builds';
import { serveStandalone } from '../../support/standalone';
import type { StandaloneServer } from '../../support/standalone';

/** A portal that answers nothing (502) and records each request made of its API. */
async function recordingPortal(): Promise<{ origin: string; apiRequests: string[]; close(): void }> {
  const apiRequests: string[] = [];
  const server = http.createServer((request, response) => {
    // the store's hero image comes from the portal's /static/: not the API
    if (!request.url?.startsWith('/static/')) apiRequests.push(`${request.method} ${request.url}`);
    response.writeHead(502);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, apiRequests, close: () => server.close() };
}

interface MockCase {
  remote: string;
  folder: string;
  path: string;
  /** who "Sign in" signs in (the mock's user for this remote); null: the page is a guest's */
  user: string | null;
  heading: string;
  /** the mock's data, as the main page shows it */
  texts: string[];
  /** more of the page answered by the mock */
  then?: (page: Page) => Promise<void>;
}

const CASES: MockCase[] = [
  {
    remote: 'dashboard',
    folder: 'mfe-dashboard',
    path: '/pages/dashboard',
    user: 'admin@keystone-electric.example',
    heading: 'Dashboard',
    texts: ['12 units · 2 with warnings', 'Balance due: $1,250.00'],
  },
  {
    remote: 'store',
    folder: 'mfe-store',
    path: '/pages/store',
    user: 'pat.morgan@mailbox.example',
    heading: 'Supply Store',
    texts: ['Mock Boom Wear Pad', '$42.50 / EA', 'Aerial Devices'],
  },
  {
    remote: 'training',
    folder: 'mfe-training',
    path: '/pages/training-store',
    user: 'pat.morgan@mailbox.example',
    heading: 'Training Store',
    texts: ['Mock Digger Derrick Operator Training', 'Mock Aerial Device Safety Basics'],
  },
  {
    remote: 'my-account',
    folder: 'mfe-my-account',
    path: '/pages/my-account',
    user: 'pat.morgan@mailbox.example',
    heading: 'My Account',
    texts: ['Pat Morgan', 'Mock Spring Service Kit'],
    then: async (page) => {
      const shipping = page.getByRole('region', { name: 'Default Shipping Address' });
      await expect(shipping.getByText('12 Mock Street')).toBeVisible();
    },
  },
  {
    remote: 'csr',
    folder: 'mfe-csr',
    path: '/pages/csr/customerSupport',
    user: 'csr.admin@aerialco.example',
    heading: 'Customer Support',
    texts: ['3 users', 'Dana Whitfield'],
    then: async (page) => {
      // the search goes to the mock, which filters by its text
      const form = page.getByRole('search', { name: 'Search users' });
      await form.getByRole('searchbox', { name: 'Search' }).fill('pat.morgan');
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('1 user', { exact: true })).toBeVisible();
      await expect(page.getByRole('row', { name: /Pat Morgan/ })).toBeVisible();
    },
  },
  {
    remote: 'registration',
    folder: 'mfe-registration',
    path: '/pages/account-activation?userId=mock&activationToken=mock',
    user: null,
    heading: 'Account Activation',
    texts: ['Your account has been successfully activated.'],
    then: async (page) => {
      // the mock's expired token
      await page.goto(page.url().replace('activationToken=mock', 'activationToken=expired'));
      await expect(
        page.getByText('Your activation token is invalid. Click below to send a new activation email.'),
      ).toBeVisible();
    },
  },
];

let standalone: StandaloneServer | null = null;
let portal: Awaited<ReturnType<typeof recordingPortal>> | null = null;

test.afterEach(() => {
  standalone?.server.kill();
  standalone = null;
  portal?.close();
  portal = null;
});

/** A case's sign-in: a guest's page needs none; the mock's user is offered and signed in without an identity provider. */
async function signInMockUser(page: Page, mock: MockCase) {
  if (mock.user === null) return;
  await expect(page.locator(`#standalone-seed-users option[value="${mock.user}"]`)).toHaveCount(1);
  await page
    .getByRole('form', { name: 'Standalone sign-in' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await expect(page.getByRole('note')).toContainText(
    `Standalone ${mock.remote} remote — signed in as: ${mock.user}`,
  );
}

for (const mock of CASES) {
  test(`${mock.remote} standalone on the mock API: its main page shows the mock's data, no request reaches an API`, async ({
    page,
  }) => {
    // a development build of the standalone page, as the dev server makes it
    test.setTimeout(180_000);
    const dir = await buildMockStandalone(path.join(repoRoot, mock.folder));
    portal = await recordingPortal();
    standalone = await serveStandalone(mock.remote, { api: portal.origin, dir });

    await page.goto(`${standalone.origin}${mock.path}`);
    const banner = page.getByRole('note');
    await expect(banner).toHaveText(`Standalone ${mock.remote} remote — signed in as: Guest`);
    await signInMockUser(page, mock);
    await expect(page.locator('[data-standalone-refusal]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: mock.heading })).toBeVisible();
    for (const text of mock.texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await mock.then?.(page);
    expect(portal.apiRequests).toEqual([]);
  });
}
