import { parseSearchState, productDetailUrl, storeSearchUrl } from './store-links';

describe('store links', () => {
  it('links a part to its product page with the part as product and part number', () => {
    expect(productDetailUrl('123-4567')).toBe('/pages/store/product-detail/123-4567/123-4567');
  });

  it('builds search URLs with only the given state and a 1-based page', () => {
    expect(storeSearchUrl()).toBe('/pages/store/search?page=1');
    expect(storeSearchUrl({ q: '  boom  ' })).toBe('/pages/store/search?q=boom&page=1');
    expect(
      storeSearchUrl({
        q: 'valve',
        brands: ['Altura', 'Hydra Co'],
        category: 'Aerial Devices > Booms',
        sort: 'PRICE_ASC',
        page: 3,
      }),
    ).toBe(
      '/pages/store/search?q=valve&brand=Altura&brand=Hydra+Co&category=Aerial+Devices+%3E+Booms&sort=price_asc&page=3',
    );
  });

  it('reads the state back from the URL, with defaults for missing or bad values', () => {
    const url = storeSearchUrl({
      q: 'valve',
      brands: ['A', 'B'],
      category: 'X > Y',
      sort: 'NAME_DESC',
      page: 2,
    });
    expect(parseSearchState(url.split('?')[1]!)).toEqual({
      q: 'valve',
      brands: ['A', 'B'],
      category: 'X > Y',
      sort: 'NAME_DESC',
      page: 2,
    });
    expect(parseSearchState('page=0&sort=cheapest')).toEqual({
      q: '',
      brands: [],
      category: '',
      sort: 'RELEVANCE',
      page: 1,
    });
    expect(parseSearchState('page=abc').page).toBe(1);
  });
});
