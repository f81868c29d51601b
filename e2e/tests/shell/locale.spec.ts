// The guest's US/CA switch: updates the session, is kept for the next visit, and reloads the route without the
// search page's `page` parameter.
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, isSameDocument, markDocument, waitForFrame } from '../../support/shell-session';

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('switching to Canada drops the page parameter, keeps the document and survives a reload', async ({
    page,
  }) => {
    await page.goto('/pages/store/search?q=hose&page=3');
    await waitForFrame(page);
    await markDocument(page);
    const canada = page.getByRole('button', { name: 'Canada' });
    await expect(canada).toHaveAttribute('aria-pressed', 'false');
    await canada.click();
    await expect(canada).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'United States' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page).toHaveURL(/\/pages\/store\/search\?q=hose$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(
      await page.evaluate(() => window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState().locale),
    ).toBe('en_CA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect(await page.evaluate(() => localStorage.getItem('portal.guestLocale'))).toBe('en_CA');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Canada' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await page.evaluate(() => window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState().locale),
    ).toBe('en_CA');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE });

  test('the switch is in the side menu', async ({ page }) => {
    await page.goto('/pages/help');
    await waitForFrame(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Canada' }).click();
    await expect(page.getByRole('button', { name: 'Canada' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('portal.guestLocale'))).toBe('en_CA');
  });
});
