// A remote that is down, hung or throwing shows a fallback in its own area; the rest of the portal keeps working. A
// remote entry that fails once is asked again first (the federation's retry plugin, issue 37).
import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, deployDir } from '../../support/fixtures';
import { freePort } from '../../support/ports';
import { buildRemote, overrideRemote, publishBuild, repoRoot } from '../../support/remote-builds';

async function expectFrameWorks(page: Page) {
  await expect(page.locator('header.portal-header')).toBeVisible();
  await expect(page.locator('footer.portal-footer')).toContainText('All rights reserved.');
  await page.getByRole('link', { name: 'Supply Store' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
}

test('a remote that is down (connection refused): the portal starts and the area shows a fallback', async ({
  page,
}) => {
  const closedPort = await freePort();
  await overrideRemote(page, 'registration', `http://127.0.0.1:${closedPort}/mf-manifest.json`);

  await page.goto('/pages/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();

  await page.evaluate(() => window.history.pushState(null, '', '/pages/registration'));
  await expect(page.locator('[data-area-fallback="registration"]')).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Registration is temporarily unavailable' })).toBeVisible();
  await expectFrameWorks(page);
});

/**
 * Aborts the first `failures` requests for the registration remote's remoteEntry.js (whatever version remotes.json
 * names) and lets the rest through; counts them all.
 */
async function failRegistrationEntry(page: Page, failures: number): Promise<{ requests: number }> {
  const counter = { requests: 0 };
  await page.route(/\/remotes\/registration\/[^/]+\/remoteEntry\.js$/, async (route) => {
    counter.requests += 1;
    if (counter.requests <= failures) await route.abort('connectionreset');
    else await route.continue();
  });
  return counter;
}

test('a remote entry that fails on its first request is asked again (retry plugin): the area loads', async ({
  page,
}) => {
  const entry = await failRegistrationEntry(page, 1);

  await page.goto('/pages/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.locator('[data-area-fallback]')).toHaveCount(0);
  expect(entry.requests).toBe(2);
});

test('a remote entry that fails every time shows the area fallback after the retries, not a blank page', async ({
  page,
}) => {
  const entry = await failRegistrationEntry(page, Number.POSITIVE_INFINITY);

  await page.goto('/pages/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/pages/registration'));
  await expect(page.getByRole('heading', { name: 'Registration is temporarily unavailable' })).toBeVisible({
    timeout: 5000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // asked more than once before giving up
  expect(entry.requests).toBeGreaterThan(1);
  await expectFrameWorks(page);
});

test('a remote that hangs (accepts, never answers) shows a fallback and does not freeze routing', async ({
  page,
}) => {
  const sockets = new Set<net.Socket>();
  const hung = net.createServer((socket) => sockets.add(socket)); // accepts and never answers
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  // a TCP server listening on a port: its address is an AddressInfo
  const { port } = hung.address() as net.AddressInfo;
  try {
    await overrideRemote(page, 'training', `http://127.0.0.1:${port}/mf-manifest.json`);
    await page.goto('/pages/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();

    await page.getByRole('link', { name: 'Training Store' }).first().click();
    await expect(page.locator('[data-area-fallback="training"]')).toBeVisible({ timeout: 5000 });
    expect(sockets.size).toBeGreaterThan(0);
    await expectFrameWorks(page);
  } finally {
    for (const socket of sockets) socket.destroy();
    hung.close();
  }
});

test('a remote that throws during mount shows a fallback in its area', async ({ page }) => {
  test.setTimeout(120_000);
  const build = await buildRemote(path.join(repoRoot, 'e2e/fixtures/throwing-remote'));
  const manifestUrl = publishBuild(deployDir(), 'registration', `throwing-${Date.now()}`, build);
  await overrideRemote(page, 'registration', manifestUrl);

  await page.goto('/pages/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/pages/registration'));
  await expect(page.locator('[data-area-fallback="registration"]')).toBeVisible({ timeout: 5000 });
  await expectFrameWorks(page);
});
