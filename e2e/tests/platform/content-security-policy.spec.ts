// The portal's pages run under their Content-Security-Policy (issue 19): every area loads with no violation
// reported (securitypolicyviolation events and the console's CSP messages, on the portal and the identity
// provider's pages alike), and another site cannot frame the portal.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/** Collects every CSP violation the page's documents report, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  // a binding, not a window variable: it survives navigations and is not itself subject to the page's CSP
  await page.exposeBinding('reportCspViolation', (source, text: string) => {
    violations.push(`${source.frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

async function openArea(page: Page, link: string, heading: string | RegExp) {
  await page.getByRole('link', { name: link, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test('a guest: the store, the training store, registration and the sign-in page run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/pages/store');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
  await openArea(page, 'Training Store', 'Training Store');
  await openArea(page, 'Register', 'Create Account');
  await page.getByTestId('user-box').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
  // the watch sees a violation: a script injected into the page is refused and reported
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('a B2B administrator: sign-in and the dashboard run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'admin@keystone-electric.example');
  await expect(page).toHaveURL(/\/pages\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('a personal user: My Account runs without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'pat.morgan@mailbox.example');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Account', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('a CSR: customer support runs without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'csr.admin@aerialco.example');
  await page.getByTestId('user-box').getByRole('button').first().click();
  await page.getByTestId('user-box').getByRole('link', { name: 'Customer Support' }).click();
  await expect(page).toHaveURL(/\/pages\/csr\/customerSupport/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('a page framed by another site does not render', async ({ page, baseURL }) => {
  // another origin's page that frames the portal
  await page.route('http://framing-site.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framing site</title><iframe title="portal" src="${baseURL}/pages/help" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto('http://framing-site.example/');
  // the browser refuses the portal's page (frame-ancestors 'none') and shows its error page in the frame instead
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').locator('header.portal-header')).toHaveCount(0);
});
