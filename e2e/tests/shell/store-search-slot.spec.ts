// The header's store search box comes from the store remote ('./search-box'); when the store cannot be loaded the
// header keeps a plain search form that still reaches the store's search page.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { freePort } from '../../support/ports';
import { overrideRemote } from '../../support/remote-builds';

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

test('the header mounts the store search box from the store remote on a shell page', async ({ page }) => {
  const headerHeights = await recordHeaderHeights(page);
  await page.goto('/pages/help');
  const slot = page.locator('.portal-header__search--desktop');
  await expect(slot).toHaveAttribute('data-search-slot', 'mounted');
  // the slot keeps the box's height while it loads: the header never moves (the page's HTML reserves 106 px)
  expect(await headerHeights()).toEqual([106]);
  await expect(slot.getByPlaceholder('Search keywords, product, model or part #')).toBeVisible();
  await expect(slot.locator('.portal-search-fallback')).toHaveCount(0);
});

test('on a phone the search box says Search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const headerHeights = await recordHeaderHeights(page);
  await page.goto('/pages/help');
  const slot = page.locator('.portal-header__search--mobile');
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
  await expect(slot).toHaveAttribute('data-search-slot', 'fallback', { timeout: 10_000 });
  expect(await headerHeights()).toEqual([106]);
  await slot.getByLabel('Search the store').fill('boom hose');
  await slot.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/pages\/store\/search\?q=boom%20hose&page=1$/);
});
