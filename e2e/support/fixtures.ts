// The test object every spec imports: baseURL is the portal globalSetup started.
import { test as base, expect } from '@playwright/test';
// Brings the session package's window.__PORTAL_DIAGNOSTICS__ declaration into the tests' types.
import type {} from '@portal/shared-session';

export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env['PORTAL_BASE_URL'];
    if (!url) throw new Error('PORTAL_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect };

export function deployDir(): string {
  const dir = process.env['PORTAL_DEPLOY_DIR'];
  if (!dir) throw new Error('PORTAL_DEPLOY_DIR is not set');
  return dir;
}
