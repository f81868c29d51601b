// Navigation: top-level redirects, same-URL reload (areas remount, shell pages re-run), document titles, the
// loading overlay and scroll restoration on back navigation.
import { test, expect } from '../../support/fixtures';
import { DESKTOP, MOBILE, isSameDocument, markDocument, waitForFrame } from '../../support/shell-session';
import { signIn } from '../../support/sign-in';

test('top-level redirects keep their targets; force-reinitialize is the start page', async ({ page }) => {
  // a real sign-in: the dashboard pages these land on load their data (a faked session is sent to sign in)
  await signIn(page, 'admin@keystone-electric.example');
  await waitForFrame(page);
  const startPage = new URL(page.url()).pathname;
  await page.evaluate(() => window.history.pushState(null, '', '/viewAPN/77'));
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/apns\/details\/77$/);
  await page.evaluate(() => window.history.pushState(null, '', '/viewEvent/5150'));
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/fleetservices\/event-details\/5150\/$/);
  await page.evaluate(() => window.history.pushState(null, '', '/viewSr/SR-1001'));
  await expect(page).toHaveURL(/\/pages\/dashboard\/equipment\/service\/details\/SR-1001$/);

  await page.goto('/force-reinitialize');
  await expect(page).toHaveURL((url) => url.pathname === startPage);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a link to the current URL re-runs the page without reloading the document (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // an area: the store remounts
    await page.goto('/pages/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Supply Store' })).toBeVisible();
    await markDocument(page);
    await page.locator('[data-remote="store"]').evaluate((el) => el.setAttribute('data-test-mark', 'old'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Supply Store' }).click();
    await expect(page.locator('[data-remote="store"]')).toBeVisible();
    await expect(page.locator('[data-remote="store"][data-test-mark]')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);

    // a shell page: re-created
    await page.goto('/pages/help');
    await markDocument(page);
    await page.locator('#help-title').evaluate((el) => el.setAttribute('data-test-mark', 'old'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.locator('#help-title[data-test-mark]')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page).toHaveTitle('Help Center | Altura Connect');
  });
}

test('the loading overlay runs on navigation and hides again; back navigation restores the scroll position', async ({
  page,
}) => {
  await page.goto('/pages/help/shipping');
  await waitForFrame(page);
  await expect(page.locator('.portal-loading-overlay[data-active]')).toHaveCount(0);
  await page.evaluate(() => (document.body.style.minHeight = '4000px'));
  await page.evaluate(() => window.scrollTo(0, 1500));
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the scroll settles before the overlay is watched
  await page.waitForTimeout(100);
  // The overlay is a transient state: record each change of it in the page (a MutationObserver sees every one)
  // rather than polling for it from here, which can miss a 390 ms window on a loaded machine.
  await page.evaluate(() => {
    const overlay = document.querySelector('.portal-loading-overlay');
    const log: { active: boolean; at: number }[] = [];
    (window as unknown as { overlayLog: typeof log }).overlayLog = log;
    new MutationObserver(() => {
      const active = overlay?.hasAttribute('data-active') ?? false;
      if (log.at(-1)?.active !== active) log.push({ active, at: performance.now() });
    }).observe(overlay!, { attributes: true, attributeFilter: ['data-active'] });
    document.querySelector<HTMLAnchorElement>('a[href="/pages/help/contact-us"]')?.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('.portal-loading-overlay[data-active]')).toHaveCount(0);
  const overlayLog = await page.evaluate(
    () => (window as unknown as { overlayLog: { active: boolean; at: number }[] }).overlayLog,
  );
  // shown once, hidden once; a quick navigation keeps the overlay for 390 ms
  expect(overlayLog.map((change) => change.active)).toEqual([true, false]);
  expect(overlayLog[1]!.at - overlayLog[0]!.at).toBeGreaterThanOrEqual(380);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Contact Us | Altura Connect');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});
