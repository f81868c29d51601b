// First screens hold still (issue 18; the store's prerendered hero keeps its box: store-prerender.spec.ts). On each
// first load of store home, search, product detail, training home and, signed in, dashboard home, at 390 and
// 1280 px: the footer starts below the fold and never moves in view, the main content is never pushed, and the
// page's Cumulative Layout Shift stays at most 0.02. CLS is summed by a PerformanceObserver installed before the
// first paint — a property of the layout (what reserves space for what), not a timing.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

const SIGNED_IN_USER = 'admin@keystone-electric.example';
const MAX_CLS = 0.02;
/** the frame's own elements: the footer and the main content's slots */
const FRAME_IDS = ['shell-footer', 'portal-main', 'shell-page', 'area-status', 'portal-areas'];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Before anything paints: every layout shift not caused by input, with the ids of the elements it moved. */
function observeLayoutShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts!.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? node.id || node.className.toString() : String(node?.nodeName);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A first load of `path`, waiting until its late content has arrived; the shifts it made. */
async function firstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  // the footer starts below the fold: whatever arrives above it, it does not move in view
  const footerTop = await page.evaluate(
    () => document.getElementById('shell-footer')!.getBoundingClientRect().top,
  );
  expect(footerTop, `${path}: the footer starts below the fold`).toBeGreaterThanOrEqual(
    page.viewportSize()!.height - 1,
  );
  await ready(page);
  // the seeded site announcement is the last widget to arrive on every page
  await expect(page.getByRole('region', { name: 'Site announcement' })).toBeVisible();
  await expect(page.locator('#shell-footer footer')).toBeAttached();
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const frameShifts = shifts.filter((shift) => shift.sources.some((id) => FRAME_IDS.includes(id)));
  expect(frameShifts, `${path}: the footer and the main content never move`).toEqual([]);
  const cls = shifts.reduce((total, shift) => total + shift.value, 0);
  expect(cls, `${path}: layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

for (const viewport of [
  { label: 'phone', width: 390, height: 800 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`first screens hold still at ${viewport.width} px: store, search, product, training, dashboard`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(observeLayoutShifts);
    const answer = await request.post(`${baseURL}/api/open-graphql`, {
      data: { query: '{ searchProducts(input: { size: 1 }) { hits { partNumber } } }' },
    });
    const partNumber = (
      (await answer.json()) as { data: { searchProducts: { hits: { partNumber: string }[] } } }
    ).data.searchProducts.hits[0]!.partNumber;

    await firstLoad(page, '/pages/store', async (p) => {
      await expect(h1(p, 'Supply Store')).toBeVisible();
      await expect(p.getByRole('region', { name: 'Featured Categories' })).toBeVisible();
    });
    await firstLoad(page, '/pages/store/search?q=hydraulic', async (p) => {
      await expect(h1(p, /Search results/)).toBeVisible();
      await expect(p.locator('.store-tile__image img').first()).toBeVisible();
    });
    await firstLoad(page, `/pages/store/product-detail/${partNumber}/${partNumber}`, async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(p.getByTestId('display-part-number')).toBeVisible();
    });
    await firstLoad(page, '/pages/training-store', async (p) => {
      await expect(h1(p, 'Training Store')).toBeVisible();
      await expect(p.getByRole('heading', { name: 'Featured Courses' })).toBeVisible();
      await expect(p.getByRole('link', { name: 'Digger Derricks' }).first()).toBeVisible();
    });

    await signIn(page, SIGNED_IN_USER);
    await firstLoad(page, '/pages/dashboard', async (p) => {
      await expect(h1(p, 'Dashboard')).toBeVisible();
      for (const widget of ['My Fleet', 'Service', 'APNs', 'Warranty', 'Recent Orders', 'Invoices'])
        await expect(p.getByRole('heading', { level: 2, name: widget })).toBeVisible();
    });
  });
}
