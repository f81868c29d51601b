// The product search the API exposes (searchProducts, autocomplete, partLookup). The engine behind it is the
// data layer's search module (PostgreSQL full-text search); `createProductSearch` adapts it to these shapes.
import type { Autocomplete, ProductHit, ProductSearchResult, ProductSort } from './types.js';
import type { Currency } from './catalogue-service.js';

interface ProductSearchParams {
  query: string;
  page: number;
  size: number;
  brands: string[];
  category: string | null;
  sort: ProductSort;
  currency: Currency;
}

export interface ProductSearch {
  search(params: ProductSearchParams): Promise<ProductSearchResult>;
  autocomplete(params: { query: string; currency: Currency }): Promise<Autocomplete>;
  partLookup(params: { partNumber: string; currency: Currency }): Promise<ProductHit[]>;
  /** Loads what makes searches fast ahead of the first one (true when the in-memory index is ready). */
  warm?(): Promise<boolean>;
}
