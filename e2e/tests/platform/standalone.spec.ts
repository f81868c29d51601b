// A remote runs on its own page with a mock shell and a chosen profile, for its team and QA.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { freePort, waitForHttp } from '../../support/ports';
import { repoRoot } from '../../support/portal-server';

test('the training remote runs standalone with a chosen profile', async ({ page }) => {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/serve-standalone.mjs'), 'training', '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
    await page.goto(`http://127.0.0.1:${port}/?profile=b2b-admin`);
    await expect(page).toHaveURL(/\/pages\/training-store\?profile=b2b-admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Store' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      'Standalone training remote — signed in as: B2B administrator',
    );
    await expect(page).toHaveTitle('Training Store | Altura Connect');
    // No portal shell around it.
    await expect(page.locator('header.portal-header')).toHaveCount(0);
    const profile = await page.evaluate(() => {
      const state = window.__PORTAL_DIAGNOSTICS__?.['training']?.sessionStore.getState();
      return { status: state?.profile.userStatus, privileges: state?.privileges.length ?? 0 };
    });
    expect(profile.status).toBe('REGISTERED');
    expect(profile.privileges).toBeGreaterThan(0);

    // Deep links work standalone too.
    await page.goto(`http://127.0.0.1:${port}/pages/training-store/cart?profile=guest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Cart' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Standalone training remote — signed in as: Guest');
  } finally {
    server.kill();
  }
});
