// The header's store search box comes from the store remote ('./search-box'): on store pages after the first
// screen, elsewhere only once the user reaches for the header's plain stand-in form, whose text and focus the box
// takes over (ADR 0049); when the store cannot be loaded the plain form stays and still reaches the search page.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { freePort } from '../../support/ports';
import { overrideRemote } from '../../support/remote-builds';
import { signIn } from '../../support/sign-in';

/** Every request the page makes for the store remote's files (its remote entry, the box's chunks). */
function recordStoreRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/store/')) urls.push(pathname);
  });
  return urls;
}

/** Records the header's height in every frame once it has content, so a later jump is seen. */
async function recordHeaderHeights(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const heights: number[] = [];
    Object.defineProperty(window, '__headerHeights', { value: heights });
    const sample = () => {
      const header = document.getElementById('shell-header');
      if (header && header.childElementCount > 0) {
        const height = header.getBoundingClientRect().height;
        if (heights[heights.length - 1] !== height) heights.push(height);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __headerHeights: number[] }).__headerHeights);
}

test('a shell page shows the plain stand-in; pointing at it mounts the store search box', async ({
  page,
}) => {
  const storeRequests = recordStoreRemoteRequests(page);
  const headerHeights = await recordHeaderHeights(page);
  await page.goto('/pages/help');
  const slot = page.locator('.portal-header__search--desktop');
  await expect(slot).toHaveAttribute('data-search-slot', 'stand-in');
  await expect(slot.getByLabel('Search the store')).toHaveAttribute(
    'placeholder',
    'Search keywords, product, model or part #',
  );
  await slot.hover();
  await expect(slot).toHaveAttribute('data-search-slot', 'mounted');
  expect(storeRequests).toContainEqual(expect.stringMatching(/^\/remotes\/store\/[^/]+\/remoteEntry\.js$/));
  // the slot keeps the box's height from stand-in to box: the header never moves (the page's HTML reserves 106 px)
  expect(await headerHeights()).toEqual([106]);
  await expect(slot.getByRole('combobox', { name: 'Search the store' })).toHaveAttribute(
    'placeholder',
    'Search keywords, product, model or part #',
  );
  await expect(slot.locator('.portal-search-fallback')).toHaveCount(0);
});

test('the dashboard fetches no store code until the search box is used, which keeps what was typed', async ({
  page,
}) => {
  const storeRequests = recordStoreRemoteRequests(page);
  const flagsEvaluated = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/ofrep/v1/evaluate/flags' && r.status() === 200,
  );
  await signIn(page, 'admin@keystone-electric.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  // the flags load after the first screen, as the box did before (ADR 0016); then every later load is over
  await flagsEvaluated;
  // eslint-disable-next-line playwright/no-networkidle -- an absence is asserted: every request the start could make must be over
  await page.waitForLoadState('networkidle');
  expect(storeRequests).toEqual([]);

  const slot = page.locator('.portal-header__search--desktop');
  await expect(slot).toHaveAttribute('data-search-slot', 'stand-in');
  // the store's remote entry is held until the user has typed, so the text is typed into the stand-in
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/store\/[^/]+\/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const standIn = slot.locator('.portal-search-fallback').getByLabel('Search the store');
  await standIn.focus();
  await expect(slot).toHaveAttribute('data-search-slot', 'loading');
  await standIn.fill('seal');
  release();
  await expect(slot).toHaveAttribute('data-search-slot', 'mounted');
  const box = slot.getByRole('combobox', { name: 'Search the store' });
  await expect(box).toHaveValue('seal');
  await expect(box).toBeFocused();
  // the box's own autocomplete answers for the handed-over text
  await expect(
    slot.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  expect(storeRequests).toContainEqual(expect.stringMatching(/^\/remotes\/store\/[^/]+\/remoteEntry\.js$/));
});

test('on a phone the search box says Search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const headerHeights = await recordHeaderHeights(page);
  await page.goto('/pages/help');
  const slot = page.locator('.portal-header__search--mobile');
  await expect(slot).toHaveAttribute('data-search-slot', 'stand-in');
  await slot.getByLabel('Search the store').click();
  await expect(slot).toHaveAttribute('data-search-slot', 'mounted');
  expect(await headerHeights()).toEqual([100]);
  await expect(slot.getByPlaceholder('Search', { exact: true })).toBeVisible();
});

test('with the store down the header offers a plain search form to the search page', async ({ page }) => {
  const closedPort = await freePort();
  await overrideRemote(page, 'store', `http://127.0.0.1:${closedPort}/mf-manifest.json`);
  const headerHeights = await recordHeaderHeights(page);
  await page.goto('/pages/help');
  const slot = page.locator('.portal-header__search--desktop');
  await slot.hover();
  await expect(slot).toHaveAttribute('data-search-slot', 'fallback', { timeout: 10_000 });
  expect(await headerHeights()).toEqual([106]);
  await slot.getByLabel('Search the store').fill('boom hose');
  await slot.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/pages\/store\/search\?q=boom%20hose&page=1$/);
});
