// The store's prerendered first screen (ADR 0008): the shell's HTML for the store home and the search page carries
// the hero / banner band, and a product page its breadcrumb and main image, painted before any script; once the
// store remote mounts exactly one remains, at the same size and in the same place (a site announcement, at the top
// of every page, is in the HTML too: it pushes both down alike).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { PRERENDER_VIEWPORTS, readPrerenderedCopy, type Box } from '../../support/prerendered-copy';
import { openGraphql, seededPartNumber } from './browse-data';

const HERO_SRC = '/static/store/store-hero.svg';

interface PrerenderedPage {
  name: string;
  path: string;
  image: string;
  text: string;
  h1: string;
  prerenderedH1: number;
  /** what else the page shows once mounted, given its hero's box */
  afterMount?: (page: Page, hero: Box) => Promise<void>;
}

const PAGES: readonly PrerenderedPage[] = [
  {
    name: 'store home',
    path: '/pages/store',
    image: 'img.store-hero__image',
    text: '.store-hero__text',
    h1: 'Supply Store',
    prerenderedH1: 1,
  },
  {
    name: 'search page',
    path: '/pages/store/search?q=hydraulic',
    image: 'img.store-banner__image',
    text: '.store-banner__title',
    h1: 'Search results for “hydraulic”',
    prerenderedH1: 0,
    // the band stays the page's largest image: the result tiles' images are smaller
    afterMount: async (page, hero) => {
      const tile = page.locator('.store-tile__image img').first();
      await expect(tile).toBeVisible();
      const tileBox = (await tile.boundingBox())!;
      expect(tileBox.width * tileBox.height).toBeLessThan(hero.width * hero.height);
    },
  },
];

/** The page as the HTML alone paints it: no script runs. */
function prerenderedBox(
  browser: Browser,
  baseURL: string,
  path: string,
  image: string,
  text: string,
  viewport: { width: number; height: number },
) {
  return readPrerenderedCopy(browser, baseURL, path, viewport, async (copy, page) => {
    await expect(copy.locator('img')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    const img = copy.locator(image);
    await expect(img).toHaveAttribute('src', HERO_SRC);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    // the first frame holds the image alone: the loader shows the text once the image is painted (test below).
    // (A browser with JavaScript switched off shows it at once through a <noscript> style; Playwright's switch
    // stops scripts but still parses <noscript> as text, so that case is covered by portal-static.test.ts.)
    await expect(copy.locator(text)).toBeHidden();
    const box = await img.boundingBox();
    const main = await page.locator('#portal-main').boundingBox();
    return { box: box!, mainTop: main!.y, h1Count: await page.locator('h1').count() };
  });
}

for (const viewport of PRERENDER_VIEWPORTS) {
  test.describe(`store prerender (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of PAGES) {
      test(`the ${target.name} paints its hero from the HTML, and after mount shows exactly one, in the same box`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const before = await prerenderedBox(
          browser,
          baseURL!,
          target.path,
          target.image,
          target.text,
          viewport,
        );
        expect(before.h1Count).toBe(target.prerenderedH1);
        // the header's place is kept while it is still empty
        expect(before.mainTop).toBe(viewport.header);

        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.h1 })).toBeVisible();
        await expect(page.locator('#portal-prerender')).toHaveCount(0);
        await expect(page.locator('#portal-prerender-style')).toHaveCount(0);
        await expect(page.locator(`img[src="${HERO_SRC}"]`)).toHaveCount(1);
        await expect(page.locator('h1')).toHaveCount(1);
        const mounted = page.locator(`#area-store ${target.image}`);
        await expect(mounted).toBeVisible();
        // the guest header takes the height the HTML kept for it
        expect((await page.locator('#portal-main').boundingBox())!.y).toBe(viewport.header);
        const after: Box = (await mounted.boundingBox())!;
        expect(after.width).toBe(before.box.width);
        expect(after.height).toBe(before.box.height);
        expect(after.x).toBe(before.box.x);
        expect(after.y).toBeCloseTo(before.box.y, 0);
        await target.afterMount?.(page, after);
      });
    }
  });
}

for (const target of PAGES) {
  test(`the ${target.name}'s prerendered text is shown after its image has painted, before the app loads`, async ({
    page,
  }) => {
    // the app never arrives: what shows is the HTML and its loader alone
    await page.route(/\/main\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      const seen = { imagePainted: -1, textShown: -1 };
      Object.defineProperty(window, '__prerenderTimes', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          if (entry.element?.tagName === 'IMG' && seen.imagePainted < 0) seen.imagePainted = entry.startTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        const copy = document.getElementById('portal-prerender');
        if (copy && !copy.hasAttribute('data-text-later') && seen.textShown < 0)
          seen.textShown = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-text-later'] });
    });
    await page.goto(target.path);
    const copy = page.locator('#portal-prerender');
    await expect(copy.locator(target.text)).toBeVisible();
    await expect(copy).not.toHaveAttribute('data-text-later');
    const times = await page.evaluate(
      () =>
        (window as unknown as { __prerenderTimes: { imagePainted: number; textShown: number } })
          .__prerenderTimes,
    );
    expect(times.imagePainted).toBeGreaterThan(0);
    expect(times.textShown).toBeGreaterThanOrEqual(times.imagePainted);
  });
}

/** A seeded part shown online with its name and main image, as a guest's catalogue gives them. */
async function partWithImage(request: APIRequestContext, baseURL: string) {
  const partNumbers = Array.from({ length: 20 }, (_, i) => seededPartNumber(i));
  const { unauthenticatedItemDetail: items } = await openGraphql<{
    unauthenticatedItemDetail: {
      partNumber: string;
      productDisplayName: string;
      imageUrl: string | null;
      showOnline: boolean;
    }[];
  }>(
    request,
    baseURL,
    'query($p: [String!]!) { unauthenticatedItemDetail(partNumbers: $p) { partNumber productDisplayName imageUrl showOnline } }',
    { p: partNumbers },
  );
  const part = items.find((item) => item.showOnline && item.imageUrl);
  if (!part?.imageUrl) throw new Error('the seed has no part with an image');
  return {
    ...part,
    imageUrl: part.imageUrl,
    path: `/pages/store/product-detail/${part.partNumber}/${part.partNumber}`,
  };
}

const PRODUCT_IMAGE = '.product-gallery__main img';

for (const viewport of PRERENDER_VIEWPORTS) {
  test(`a product page paints its breadcrumb and main image from the HTML, in the mounted page's box (${viewport.label})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const part = await partWithImage(request, baseURL!);
    const before: Box = await readPrerenderedCopy(
      browser,
      baseURL!,
      part.path,
      viewport,
      async (copy, html) => {
        await expect(copy).toHaveAttribute('data-prerendered-page', 'store-product');
        await expect(html.locator('h1')).toHaveCount(0);
        const img = copy.locator(PRODUCT_IMAGE);
        await expect(img).toHaveAttribute('src', part.imageUrl);
        await expect(img).toHaveAttribute('alt', part.productDisplayName);
        await expect(img).toHaveAttribute('fetchpriority', 'high');
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
        // the breadcrumb keeps its place (it sets the image's) but its text waits for the frame after the image
        await expect(copy.locator('.store-breadcrumb')).toBeHidden();
        expect((await html.locator('#portal-main').boundingBox())!.y).toBe(viewport.header);
        return (await img.boundingBox())!;
      },
    );

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(part.path);
    await expect(page.getByRole('heading', { level: 1, name: part.productDisplayName })).toBeVisible();
    await expect(page.locator('#portal-prerender')).toHaveCount(0);
    await expect(page.locator('#portal-prerender-style')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator(PRODUCT_IMAGE)).toHaveCount(1);
    const mounted = page.locator(`#area-store ${PRODUCT_IMAGE}`);
    await expect(mounted).toHaveAttribute('src', part.imageUrl);
    expect((await page.locator('#portal-main').boundingBox())!.y).toBe(viewport.header);
    const after: Box = (await mounted.boundingBox())!;
    expect(after.width).toBe(before.width);
    expect(after.height).toBe(before.height);
    expect(after.x).toBe(before.x);
    expect(after.y).toBeCloseTo(before.y, 0);
  });
}

test('a product page keeps the loading area behind its copy, and shows the error in its place if the part fails', async ({
  page,
  request,
  baseURL,
}) => {
  const part = await partWithImage(request, baseURL!);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route('**/api/open-graphql', async (route) => {
    if (!route.request().postData()?.includes('unauthenticatedItemDetail')) return route.continue();
    await held;
    // the API answers, with an error for the part (a network failure would be the portal's outage page instead)
    return fail
      ? route.fulfill({ json: { errors: [{ message: 'The part could not be read.' }], data: null } })
      : route.continue();
  });
  await page.goto(part.path);
  // the area is mounted (its loading state rendered) while the part is held back: only the copy shows
  await expect(page.locator('#area-store .pui-status')).toBeAttached();
  await expect(page.locator('#area-store')).toBeHidden();
  await expect(page.locator('#portal-prerender')).toBeVisible();
  fail = true;
  release();
  await expect(page.getByText('The product could not be loaded.')).toBeVisible();
  await expect(page.locator('#portal-prerender')).toHaveCount(0);
});

test('a store page that is not prerendered gets the shell page alone, and no hero once mounted', async ({
  page,
}) => {
  const html = await (await page.request.get('/pages/store/all-categories')).text();
  expect(html).not.toContain('portal-prerender');
  expect(html).not.toContain(HERO_SRC);
  await page.goto('/pages/store/all-categories');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator(`img[src="${HERO_SRC}"]`)).toHaveCount(0);
});
