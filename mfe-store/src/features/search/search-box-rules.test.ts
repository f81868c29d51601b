import { brand } from '@portal/rules';
import type { Autocomplete } from '../../shared/types/catalogue';
import { mainSiteSearchUrl, shouldAutocomplete, submitUrl, suggestionSections } from './search-box-rules';

const none: Autocomplete = { products: [], categories: [], brands: [], correctedQuery: null };
const product = (n: number) => ({ partNumber: `100-000${n}`, displayName: `Part ${n}`, thumbnailUrl: null });

describe('search box rules', () => {
  it('autocompletes only from 3 characters, ignoring surrounding spaces', () => {
    expect(shouldAutocomplete('')).toBe(false);
    expect(shouldAutocomplete('  ab  ')).toBe(false);
    expect(shouldAutocomplete('abc')).toBe(true);
  });

  it('lists PRODUCTS (up to 5), CATEGORIES and BRANDS (up to 10 each), leaving out empty sections', () => {
    const result: Autocomplete = {
      products: Array.from({ length: 7 }, (_, i) => product(i)),
      categories: Array.from({ length: 12 }, (_, i) => ({
        value: `A > C${i}`,
        name: `C${i}`,
        level: 1,
        count: 1,
      })),
      brands: [],
      correctedQuery: null,
    };
    const sections = suggestionSections(result);
    expect(sections.map((s) => s.title)).toEqual(['PRODUCTS', 'CATEGORIES']);
    expect(sections[0]!.options).toHaveLength(5);
    expect(sections[0]!.options[0]!.url).toBe('/pages/store/product-detail/100-0000/100-0000');
    expect(sections[1]!.options).toHaveLength(10);
    expect(sections[1]!.options[0]!.url).toBe('/pages/store/search?category=A+%3E+C0&page=1');
    expect(suggestionSections(null)).toEqual([]);
  });

  it('submits an empty store query to search page 1 and a query to the search page', () => {
    expect(submitUrl('store', '   ', null)).toBe('/pages/store/search?page=1');
    expect(submitUrl('store', 'boom valve', none)).toBe('/pages/store/search?q=boom+valve&page=1');
    expect(submitUrl('store', 'boom', { ...none, products: [product(1), product(2)] })).toBe(
      '/pages/store/search?q=boom&page=1',
    );
  });

  it('goes straight to the product when there is exactly one product suggestion', () => {
    expect(submitUrl('store', 'valve', { ...none, products: [product(3)] })).toBe(
      '/pages/store/product-detail/100-0003/100-0003',
    );
  });

  it('sends a Main Site search to the main website with ?s=', () => {
    expect(mainSiteSearchUrl('boom & bucket')).toBe(`${brand.mainSiteUrl}/?s=boom%20%26%20bucket`);
    expect(submitUrl('main-site', 'cranes', { ...none, products: [product(1)] })).toBe(
      `${brand.mainSiteUrl}/?s=cranes`,
    );
  });
});
