// Signs a seeded user in through the embedded identity provider's real sign-in page (docs/seed-users.md).
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const SEED_PASSWORD = 'Portal!2345';

export function identityURL(): string {
  const url = process.env['PORTAL_IDENTITY_URL'];
  if (!url) throw new Error('PORTAL_IDENTITY_URL is not set: run through playwright.config.ts');
  return url;
}

/** Fills the provider's sign-in form; the page must be on it. */
export async function submitSignInForm(page: Page, email: string, password = SEED_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits until the portal has taken the user to their start page. */
export async function signIn(page: Page, email: string, password = SEED_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.waitForURL((url) => url.href.startsWith(identityURL()));
  await submitSignInForm(page, email, password);
  await page.waitForURL(
    (url) => !url.href.startsWith(identityURL()) && url.pathname !== '/login' && url.pathname !== '/',
  );
}

/**
 * Navigates inside the single-page app, as its links do: the shell, its session and the areas already loaded stay
 * (a full load after sign-in boots them all again, and can race the token refresh).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** The session as the shell holds it. */
export function sessionState(page: Page) {
  return page.evaluate(() => {
    const state = window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState();
    return state
      ? {
          email: state.profile.email,
          userStatus: state.profile.userStatus,
          privileges: state.privileges,
          activeOrganizations: state.activeOrganizations.map((o) => o.name),
          selectedOrganization: state.selectedOrganization?.name ?? null,
        }
      : null;
  });
}
