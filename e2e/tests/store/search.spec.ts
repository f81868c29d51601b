// The store search box in the header (autocomplete by keyboard and mouse, submit rules, Main Site) and the search
// results page (category drill-down, brand facet, sort, pages — all in the URL — 'No Results Found', part lookup).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { required } from '../../support/definite';
import { autocomplete, displayedPartNumber, isBuyable, seededItems } from './browse-data';

/** A product name (of the first 25 shown online) whose autocomplete suggests exactly that one product. */
async function singleSuggestion(request: APIRequestContext, baseURL: string) {
  const items = (await seededItems(request, baseURL)).filter((i) => i.showOnline);
  for (const item of items.slice(0, 25)) {
    const answer = await autocomplete(request, baseURL, item.productDisplayName);
    if (answer.products.length === 1)
      return { query: item.productDisplayName, partNumber: answer.products[0]!.partNumber };
  }
  return null;
}

test.use({ viewport: { width: 1280, height: 900 } });

function searchBox(page: Page) {
  const slot = page.locator('.portal-header__search--desktop');
  return {
    slot,
    input: slot.getByRole('combobox', { name: /Search the (store|main site)/ }),
    scope: slot.getByRole('combobox', { name: 'Search in' }),
    listbox: slot.getByRole('listbox', { name: 'Search suggestions' }),
  };
}

async function openStore(page: Page) {
  await page.goto('/pages/store');
  await expect(page.locator('.portal-header__search--desktop')).toHaveAttribute(
    'data-search-slot',
    'mounted',
  );
}

const tiles = (page: Page) => page.locator('.store-search__results .store-tile');
const tileTexts = (page: Page, selector: string) =>
  page.locator(`.store-search__results .store-tile ${selector}`).allTextContents();

test.describe('store search box', () => {
  test('autocomplete: nothing under 3 characters, then PRODUCTS, CATEGORIES and BRANDS, used by keyboard', async ({
    page,
  }) => {
    await openStore(page);
    const box = searchBox(page);
    await expect(box.input).toHaveAttribute('placeholder', 'Search keywords, product, model or part #');
    const asked: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (r.url().includes('/api/') && body.includes('autocomplete'))
        asked.push((JSON.parse(body) as { variables: { query: string } }).variables.query);
    });
    await box.input.pressSequentially('hy');
    // eslint-disable-next-line playwright/no-wait-for-timeout -- past the debounce, to see no request made
    await page.waitForTimeout(800);
    expect(asked).toEqual([]);
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');

    await box.input.pressSequentially('draulic');
    await expect(box.listbox).toBeVisible();
    // debounced: far fewer calls than keystrokes (one when typing is quick), never under 3 characters
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThan(4);
    expect(asked.at(-1)).toBe('hydraulic');
    expect(asked.every((q) => q.length >= 3)).toBe(true);
    await expect(box.listbox.getByRole('group', { name: 'PRODUCTS' })).toBeVisible();
    await expect(box.listbox.getByRole('group', { name: 'CATEGORIES' })).toBeVisible();
    await expect(box.listbox.getByRole('group', { name: 'BRANDS' })).toHaveCount(1);
    const products = box.listbox.getByRole('group', { name: 'PRODUCTS' }).getByRole('option');
    expect(await products.count()).toBeLessThanOrEqual(5);
    expect(
      await box.listbox.getByRole('group', { name: 'CATEGORIES' }).getByRole('option').count(),
    ).toBeLessThanOrEqual(10);
    await expect(products.first().locator('img')).toHaveCount(1);

    await page.keyboard.press('ArrowDown');
    const firstId = await products.first().getAttribute('id');
    await expect(box.input).toHaveAttribute('aria-activedescendant', firstId!);
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(box.input).toHaveAttribute(
      'aria-activedescendant',
      (await products.nth(1).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowUp');
    await expect(box.input).toHaveAttribute('aria-activedescendant', firstId!);
    await page.keyboard.press('Escape');
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    await expect(box.input).toHaveValue('hydraulic');

    await page.keyboard.press('ArrowDown');
    await expect(box.listbox).toBeVisible();
    const name = (await products.first().textContent())!.trim();
    await expect(box.input).toHaveAttribute('aria-activedescendant', firstId!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/store\/product-detail\/[\d-]+\/[\d-]+$/);
    await expect(page.locator('.product-detail__name')).toContainText(name.slice(0, 20));
  });

  test('a category suggestion picked with the mouse opens the search refined by it', async ({ page }) => {
    await openStore(page);
    const box = searchBox(page);
    await box.input.fill('hydraulic');
    const category = box.listbox.getByRole('group', { name: 'CATEGORIES' }).getByRole('option').first();
    const path = (await category.textContent())!.trim();
    await category.click();
    await expect(page).toHaveURL(
      `/pages/store/search?category=${encodeURIComponent(path).replace(/%20/g, '+')}&page=1`,
    );
  });

  test('submitting with exactly one product suggestion goes straight to that product', async ({
    page,
    request,
    baseURL,
  }) => {
    const single = required(
      await singleSuggestion(request, baseURL!),
      'a product name with exactly one product suggestion',
    );
    await openStore(page);
    const box = searchBox(page);
    await box.input.fill(single.query);
    await box.input.press('Enter');
    await expect(page).toHaveURL(`/pages/store/product-detail/${single.partNumber}/${single.partNumber}`);
    await expect(page.getByTestId('display-part-number')).toHaveText(displayedPartNumber(single.partNumber));
  });

  test('an empty query searches page 1; a query goes to the search page and stays in the box', async ({
    page,
    request,
    baseURL,
  }) => {
    // a word of several products' names: no single suggestion to go straight to
    expect((await autocomplete(request, baseURL!, 'bracket')).products.length).toBeGreaterThan(1);
    await openStore(page);
    const box = searchBox(page);
    await box.slot.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/pages/store/search?page=1');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await box.input.fill('bracket');
    await box.slot.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/pages/store/search?q=bracket&page=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “bracket”');
    await expect(box.input).toHaveValue('bracket');
  });

  test('Main Site sends the query to the main website with ?s= and offers no suggestions', async ({
    page,
  }) => {
    await page.route('https://www.altura-aerial.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Main site</h1>' }),
    );
    await openStore(page);
    const box = searchBox(page);
    await box.scope.selectOption({ label: 'Main Site' });
    await box.input.fill('digger derrick');
    // eslint-disable-next-line playwright/no-wait-for-timeout -- past the suggestions' debounce, to see none come
    await page.waitForTimeout(600);
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    await box.input.press('Enter');
    await expect(page).toHaveURL('https://www.altura-aerial.example/?s=digger%20derrick');
  });
});

test.describe('search results page', () => {
  test('category drill-down, brand facet, sort and pages all live in the URL; back and forward work', async ({
    page,
  }) => {
    await page.goto('/pages/store/search?page=1');
    await expect(tiles(page).first()).toBeVisible();
    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    const top = (await categories.first().textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
    await categories.first().click();
    await expect(page).toHaveURL(
      `/pages/store/search?category=${encodeURIComponent(top).replace(/%20/g, '+')}&page=1`,
    );
    await expect(page.getByRole('heading', { level: 1, name: top })).toBeVisible();

    const sub = page.getByRole('list', { name: 'Subcategories' }).getByRole('link').first();
    const subName = (await sub.textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
    await sub.click();
    await expect(page).toHaveURL(/category=[^&]+\+%3E\+[^&]+&page=1$/);
    const trail = page.getByRole('list', { name: 'Chosen category' });
    await expect(trail).toContainText(top);
    await expect(trail).toContainText(subName);
    await trail.getByRole('link', { name: top }).click();
    await expect(page.getByRole('heading', { level: 1, name: top })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: top })).toBeVisible();
    await page.getByRole('link', { name: 'Clear category' }).click();
    await expect(page).toHaveURL('/pages/store/search?page=1');
    // the brand counts are read next: wait for this URL's results, not the category's still on screen
    await expect(page.locator('.store-search__results')).toHaveAttribute('aria-busy', 'false');

    // brands: multi-select with counts
    const brandBoxes = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
    const firstBrand = (await brandBoxes.first().locator('xpath=..').textContent())!
      .replace(/\s*\(\d+\)\s*$/, '')
      .trim();
    const firstCount = Number(
      /\((\d+)\)\s*$/.exec((await brandBoxes.first().locator('xpath=..').textContent())!)![1],
    );
    await brandBoxes.first().check();
    await expect(page).toHaveURL(
      `/pages/store/search?brand=${encodeURIComponent(firstBrand).replace(/%20/g, '+')}&page=1`,
    );
    await expect(page.locator('.store-search__count')).toContainText(`of ${firstCount} products`);
    await brandBoxes.nth(1).check();
    await expect(page).toHaveURL(/\?brand=[^&]+&brand=[^&]+&page=1$/);
    await brandBoxes.nth(1).uncheck();
    await expect(page).toHaveURL(/\?brand=[^&]+&page=1$/);
    await page.getByRole('link', { name: 'Clear brands' }).click();
    await expect(page).toHaveURL('/pages/store/search?page=1');

    // sort by price, low to high: the shown prices ascend
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL('/pages/store/search?sort=price_asc&page=1');
    // the previous results stay on screen while the new ones load: wait until the shown prices ascend
    await expect
      .poll(async () => {
        const prices = (await tileTexts(page, '.store-tile__price')).map((t) =>
          Number(t.replace(/[^\d.]/g, '')),
        );
        return prices.length > 5 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption({ label: 'Name: Z to A' });
    await expect(page).toHaveURL('/pages/store/search?sort=name_desc&page=1');
    await expect
      .poll(async () => {
        const names = await tileTexts(page, '.store-tile__name');
        return names.length > 5 && names.every((name, i) => i === 0 || names[i - 1]! >= name);
      })
      .toBe(true);
    await expect(page.locator('.store-search__results')).toHaveAttribute('aria-busy', 'false');

    // pages are 1-based in the URL
    const firstOnPage1 = await tiles(page).first().getAttribute('data-part-number');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL('/pages/store/search?sort=name_desc&page=2');
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('.store-search__count')).toContainText('25–48 of');
    await expect(tiles(page).first()).not.toHaveAttribute('data-part-number', firstOnPage1!);
    await page.goBack();
    await expect(page).toHaveURL('/pages/store/search?sort=name_desc&page=1');
    await expect(tiles(page).first()).toHaveAttribute('data-part-number', firstOnPage1!);

    // a reload keeps it all
    await page.goto(
      '/pages/store/search?brand=' + encodeURIComponent(firstBrand) + '&sort=price_desc&page=1',
    );
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${firstBrand} \\(`) })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  });

  test("a search without matches says 'No Results Found'", async ({ page }) => {
    await page.goto('/pages/store/search?q=zzqxjvwk&page=1');
    await expect(page.locator('.store-search__count')).toHaveText('No Results Found');
    await expect(tiles(page)).toHaveCount(0);
  });

  test('a part-number query shows that exact part first', async ({ page, request, baseURL }) => {
    const part = (await seededItems(request, baseURL!)).filter(isBuyable)[3]!;
    await page.goto(`/pages/store/search?q=${encodeURIComponent(part.partNumber)}&page=1`);
    const exact = page.getByRole('region', { name: 'Exact part match' });
    await expect(exact.locator('.store-tile')).toHaveAttribute('data-part-number', part.partNumber);
    await expect(exact).toContainText(displayedPartNumber(part.partNumber));
    // it comes before the result list
    const exactBox = await exact.boundingBox();
    const resultsBox = await page.locator('.store-search__results').boundingBox();
    expect(exactBox!.y).toBeLessThan(resultsBox!.y);
  });
});

test('on a phone the refinements fold away above the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/store/search?q=seal&page=1');
  await expect(tiles(page).first()).toBeVisible();
  const toggle = page.getByText('Refine results', { exact: true });
  await expect(toggle).toBeVisible();
  const brandBoxes = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
  await expect(brandBoxes.first()).toBeHidden();
  await toggle.click();
  await brandBoxes.first().check();
  await expect(page).toHaveURL(/\/pages\/store\/search\?q=seal&brand=[^&]+&page=1$/);
  await expect(page.getByText('Refine results (1)')).toBeVisible();
});
