// Signs in through the real identity provider from the shell's Sign In button (seeded users share one password).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const SEED_PASSWORD = 'Portal!2345';

/** True when the e2e portal runs an identity provider the browser can reach. */
export async function identityProviderUp(request: APIRequestContext): Promise<boolean> {
  const config = (await (await request.get('/portal-config.json')).json()) as { auth?: { domain?: string } };
  const domain = config.auth?.domain ?? '';
  if (!domain) return false;
  return request
    .get(`${domain}/.well-known/openid-configuration`, { timeout: 3000 })
    .then((r) => r.ok())
    .catch(() => false);
}

/** From a page showing the header's (or a page's) Sign In button: signs in and waits for the user box. */
export async function signInThroughProvider(
  page: Page,
  email: string,
  signIn = page.getByTestId('user-box').getByRole('button', { name: 'Sign In' }),
) {
  await signIn.click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-box')).not.toContainText('Sign In', { timeout: 20_000 });
}
