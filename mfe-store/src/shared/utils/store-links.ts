// URLs of the store's browsing pages, so every link (home, catalogue pages, search box, tiles) agrees.
import type { ProductSort } from '../types/catalogue';

export const STORE_HOME_PATH = '/pages/store';
export const ALL_CATEGORIES_PATH = '/pages/store/all-categories';
export const ALL_BRANDS_PATH = '/pages/store/all-brands';
export const SEARCH_PATH = '/pages/store/search';

/** The product page: /pages/store/product-detail/{productId}/{partNumber}; a part is its own product here. */
export function productDetailUrl(partNumber: string): string {
  const id = encodeURIComponent(partNumber);
  return `/pages/store/product-detail/${id}/${id}`;
}

export interface StoreSearchState {
  q: string;
  brands: string[];
  /** hierarchical category path, e.g. 'Aerial Devices > Booms' */
  category: string;
  /** 1-based, as in the URL */
  page: number;
  sort: ProductSort;
}

/** URL names of the sort orders: the index's `_asc` / `_desc` variants (spec 7); relevance is the default. */
export const SORT_URL_VALUES: Record<ProductSort, string> = {
  RELEVANCE: 'relevance',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  NAME_ASC: 'name_asc',
  NAME_DESC: 'name_desc',
};

export function sortFromUrl(value: string | null): ProductSort {
  const found = (Object.keys(SORT_URL_VALUES) as ProductSort[]).find((key) => SORT_URL_VALUES[key] === value);
  return found ?? 'RELEVANCE';
}

/** Reads the search page's state from its query string; bad values fall back to the defaults. */
export function parseSearchState(search: string | URLSearchParams): StoreSearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    brands: [...new Set(params.getAll('brand').filter(Boolean))],
    category: (params.get('category') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: sortFromUrl(params.get('sort')),
  };
}

/** The search page URL for a state; empty values are left out, page is always there (spec: page 1-based). */
export function storeSearchUrl(state: Partial<StoreSearchState> = {}): string {
  const params = new URLSearchParams();
  if (state.q?.trim()) params.set('q', state.q.trim());
  for (const brand of state.brands ?? []) params.append('brand', brand);
  if (state.category) params.set('category', state.category);
  if (state.sort && state.sort !== 'RELEVANCE') params.set('sort', SORT_URL_VALUES[state.sort]);
  params.set('page', String(state.page && state.page >= 1 ? state.page : 1));
  return `${SEARCH_PATH}?${params.toString()}`;
}
