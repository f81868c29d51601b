// The shell's own pages: legacy browsers (and IE's redirect), access denied, help and its seven topics, download.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, USERS, signInAs, waitForFrame } from '../../support/shell-session';
import { identityProviderUp, signInThroughProvider } from '../../support/shell-sign-in';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

const TOPICS = [
  { title: 'Contact Us', text: 'support@altura-aerial.example' },
  { title: 'My Account Help', text: 'Notification settings' },
  { title: 'Login and Registration', text: 'The link is valid for 7 days' },
  { title: 'Order Tracking', text: 'Estimated Ship Date' },
  { title: 'Returns and Exchanges', text: 'return authorization number' },
  { title: 'Shipping', text: 'expected to ship within 1 business day' },
  { title: 'Other Help Topics', text: 'Internet Explorer is not supported' },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the help center leads to each of the seven topics, each titled', async ({ page }) => {
      await page.goto('/pages/help');
      await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
      await expect(page).toHaveTitle('Help Center | Altura Connect');
      const main = page.locator('#shell-page');
      for (const topic of TOPICS) {
        await main.getByRole('link', { name: topic.title, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
        await expect(page).toHaveTitle(`${topic.title} | Altura Connect`);
        await expect(main).toContainText(topic.text);
        await expect(main).not.toContainText(/lorem ipsum/i);
        await main
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: 'Help Center' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
      }
    });

    test('access denied explains, offers sign-in and a way home; a foreign originalURL is not shown', async ({
      page,
    }) => {
      await page.goto(
        `/pages/store/accessDenied?originalURL=${encodeURIComponent('/pages/csr/customerSupport')}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(page.locator('#shell-page')).toContainText('/pages/csr/customerSupport');
      const authorize = page.waitForRequest(/\/authorize\?/);
      await page.locator('#shell-page').getByRole('button', { name: 'Sign In' }).click();
      await authorize;
      // the provider answers /authorize with a redirect to its sign-in page: a navigation started before that
      // page has loaded is interrupted by it
      await page.waitForURL(/\/interaction\//);

      await page.goto(
        `/pages/store/accessDenied?originalURL=${encodeURIComponent('https://evil.example/x')}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(page.locator('#shell-page')).not.toContainText('evil.example');
      await page.getByRole('link', { name: 'Return to the home page' }).click();
      await expect(page).toHaveURL(/\/pages\/store$/);
    });
  });
}

test.describe('Internet Explorer', () => {
  test.use({ userAgent: IE11 });

  test('is sent to the legacy browsers page, which recommends current browsers', async ({ page }) => {
    await page.goto('/pages/store');
    await expect(page).toHaveURL(/\/pages\/legacy-browsers$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Browser is Not Supported' }),
    ).toBeVisible();
    await expect(page.locator('#shell-page')).toContainText(
      'please use the current version of Safari, Firefox, Chrome or Edge',
    );
    await expect(page).toHaveTitle('Your Browser is Not Supported | Altura Connect');
  });
});

test('another browser is not redirected from the store', async ({ page }) => {
  await page.goto('/pages/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/store$/);
});

const DOWNLOAD_URL = `/pages/download?source=integration&endpoint=${encodeURIComponent('/fleet/ngSearch')}&body=${encodeURIComponent(
  JSON.stringify({ query: '', page: 0, size: 10 }),
)}`;

/** Plays the gateway's async job (queued, pending twice, complete) and its file, counting the polls. */
async function fakeJob(page: Page) {
  const seen = { envelope: null as unknown, polls: [] as number[] };
  await page.route('**/api/integration', async (route) => {
    seen.envelope = route.request().postDataJSON();
    await route.fulfill({
      contentType: 'application/json',
      body: '{"jobId":"5b3c1a9e-0000-4000-8000-000000000001"}',
    });
  });
  await page.route('**/api/messaging', async (route) => {
    seen.polls.push(Date.now());
    const done = seen.polls.length >= 3;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(
        done
          ? {
              jobId: 'j',
              jobStatusId: 2,
              response: { url: '/api/files/jobs/j/fleet-export.csv' },
              url: '/api/files/jobs/j/fleet-export.csv',
            }
          : { jobId: 'j', jobStatusId: 1, response: null, url: null },
      ),
    });
  });
  await page.route('**/api/files/jobs/**', (route) =>
    route.fulfill({ contentType: 'text/csv', body: 'Unit Serial,Model\nA12345,AT40G\n' }),
  );
  return seen;
}

test('download: a signed-in user sees Report Generating..., then Report Complete with the file and Close', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/pages/help');
  await waitForFrame(page);
  await signInAs(page, USERS.b2bAdmin);
  const seen = await fakeJob(page);
  await page.evaluate((url) => window.history.pushState(null, '', url), DOWNLOAD_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Generating...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Complete' })).toBeVisible({
    timeout: 15_000,
  });
  expect(seen.envelope).toMatchObject({ endpoint: '/fleet/ngSearchasync', isSynchronous: false });
  expect(seen.polls).toHaveLength(3);
  const gaps = seen.polls.slice(1).map((t, i) => t - (seen.polls[i] ?? 0));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1900);
  const link = page.getByRole('link', { name: 'Download fleet-export.csv' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('fleet-export.csv');
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
});

test('download: a failed job, a wrong source and a guest each get the right message', async ({ page }) => {
  await page.goto('/pages/download?source=email&endpoint=/fleet/ngSearch');
  await expect(
    page.getByText(
      'There was an error generating the report you requested. Please close this window and try again.',
    ),
  ).toBeVisible();

  await page.goto(DOWNLOAD_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Download' })).toBeVisible();

  await page.route('**/api/integration', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"jobId":"j2"}' }),
  );
  await page.route('**/api/messaging', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: '{"jobId":"j2","jobStatusId":3,"response":"Export failed","url":null}',
    }),
  );
  await signInAs(page, USERS.b2bAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Generating...' })).toBeVisible();
  await expect(
    page.getByText(
      'There was an error generating the report you requested. Please close this window and try again.',
    ),
  ).toBeVisible({ timeout: 10_000 });
});

test('download: a real fleet CSV export job for a signed-in B2B administrator', async ({ page, request }) => {
  // a real job through the worker and the 2 s polling: generous waits for a loaded 2-core CI machine
  test.setTimeout(150_000);
  test.skip(!(await identityProviderUp(request)), 'no identity provider in this e2e portal');

  await page.goto(DOWNLOAD_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Download' })).toBeVisible();
  await signInThroughProvider(
    page,
    'admin@keystone-electric.example',
    page.locator('#shell-page').getByRole('button', { name: 'Sign In' }),
  );
  // signed in (where the platform's start page sends the user next is its own business): open the report again
  await page.goto(DOWNLOAD_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Generating...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Complete' })).toBeVisible({
    timeout: 90_000,
  });
  const link = page.getByRole('link', { name: /^Download .+\.csv$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/serial/i);
});
