// The frame through a real sign-in (issue 19): the header keeps its height at 1280 and 390 px (the user box stays
// on one line), and nothing is logged to the console as an error on the way through the identity provider.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, waitForFrame } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';

const headerHeight = async (page: Page) =>
  (await page.locator('header.portal-header').boundingBox())?.height ?? Number.NaN;

/** Console errors and uncaught exceptions of every document the page shows. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('signing in keeps the header height, the user box on one line, and logs no console error', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/pages/help');
    await waitForFrame(page);
    const before = await headerHeight(page);

    await signIn(page, 'admin@keystone-electric.example');
    const userButton = page.getByTestId('user-box').getByRole('button').first();
    await expect(userButton).toContainText('Keystone Electric Cooperative');
    expect(await headerHeight(page)).toBe(before);
    // one line: the name and the organisation sit side by side
    const name = await userButton.locator('.user-box__name').boundingBox();
    const organisation = await userButton.locator('.user-box__org').boundingBox();
    expect(
      Math.abs(
        (name?.y ?? 0) + (name?.height ?? 0) / 2 - ((organisation?.y ?? 0) + (organisation?.height ?? 0) / 2),
      ),
    ).toBeLessThan(4);
    expect(errors).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('signing in keeps the header height', async ({ page }) => {
    await page.goto('/pages/help');
    await waitForFrame(page);
    const before = await headerHeight(page);
    await signIn(page, 'pat.morgan@mailbox.example');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.getState().profile.email),
      )
      .toBe('pat.morgan@mailbox.example');
    expect(await headerHeight(page)).toBe(before);
  });
});
