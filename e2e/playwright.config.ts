// End-to-end tests of the whole portal in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: process.env['E2E_WORKERS'] ? Number(process.env['E2E_WORKERS']) : 2,
  // CI runs on shared, noisy machines: a failed test runs once more there, and one that passes only then is listed
  // as "flaky" in the summary. A flaky test is a bug to fix at its cause, never to ignore (README, "Two commands").
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // recording a trace of every test costs CI minutes; CI traces the retry of a failed test, which is the one to read
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
