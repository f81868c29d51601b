// The search module's engine-neutral interface (Algolia-like shapes, spec section 7 "Search index service").
// PostgreSQL full-text search implements it (postgres-product-search.ts); another engine could too.

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name_asc' | 'name_desc';
export type SearchCurrency = 'USD' | 'CAD';
export type SearchLocale = 'en_US' | 'en_CA' | 'en';

export const HIERARCHY_LEVELS = [
  'hierarchicalCategories.lvl0',
  'hierarchicalCategories.lvl1',
  'hierarchicalCategories.lvl2',
  'hierarchicalCategories.lvl3',
  'hierarchicalCategories.lvl4',
] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export interface ProductSearchOptions {
  /** 0-based page (default 0) */
  page?: number;
  /** default 20, at most 1000 */
  hitsPerPage?: number;
  /** disjunctive brand refinement (any of) */
  brand?: string[];
  /** hierarchical category refinement: a full path like "Aerial Devices > Booms" (its depth gives the level) */
  category?: string | null;
  sort?: ProductSort;
  /** en_CA → CAD prices, otherwise USD (currency wins if both are given) */
  locale?: SearchLocale;
  currency?: SearchCurrency;
}

export interface ProductHit {
  objectID: string;
  partNumber: string;
  displayName: string;
  description: string;
  brand: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** list price in `currency`; null = not purchasable */
  price: number | null;
  currency: SearchCurrency;
  inStock: boolean;
  qtyOnHand: number;
  uom: string;
  categoryId: string | null;
  hierarchicalCategories: {
    lvl0: string | null;
    lvl1: string | null;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
  };
  prop65Number: string | null;
}

export interface FacetValue {
  name: string;
  count: number;
}

export type ProductFacets = { brand: FacetValue[] } & Record<HierarchyLevel, FacetValue[]>;

export interface ProductSearchResult {
  hits: ProductHit[];
  nbHits: number;
  /** 0-based */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** the query as given */
  query: string;
  /** the query actually run when a typo was corrected (the given query found nothing), else null */
  correctedQuery: string | null;
  facets: ProductFacets;
  processingTimeMS: number;
}

export interface AutocompleteProduct {
  objectID: string;
  partNumber: string;
  displayName: string;
  thumbnailUrl: string | null;
}

export interface CategoryFacetHit {
  /** full path, e.g. "Aerial Devices > Booms > Hydraulics" */
  value: string;
  /** last segment of the path */
  name: string;
  level: number;
  count: number;
}

export interface AutocompleteResult {
  /** at most 5 */
  products: AutocompleteProduct[];
  /** at most 10 */
  categories: CategoryFacetHit[];
  /** at most 10 */
  brands: FacetValue[];
  correctedQuery: string | null;
}

export interface SuggestResult {
  /** the query with every unknown word replaced by its closest dictionary term, or null if nothing changed */
  correctedQuery: string | null;
  /** dictionary terms starting with (or close to) the last word, most frequent first */
  suggestions: string[];
}

export interface ProductSearch {
  search(query: string, options?: ProductSearchOptions): Promise<ProductSearchResult>;
  autocomplete(
    query: string,
    options?: Pick<ProductSearchOptions, 'currency' | 'locale'>,
  ): Promise<AutocompleteResult>;
  /** the products whose part number equals `partNumber` ignoring hyphens, spaces, case and leading zeros */
  partNumberLookup(
    partNumber: string,
    options?: Pick<ProductSearchOptions, 'currency' | 'locale'> & { includeHidden?: boolean },
  ): Promise<ProductHit[]>;
  suggest(query: string): Promise<SuggestResult>;
}

// ---- training courses ------------------------------------------------------------------------------------------

export interface CourseSearchOptions {
  searchTerm?: string;
  /** any of (spec: Aerial Devices, Chippers, Cranes, Digger Derricks, Lights and Signs, Specialty) */
  productFilters?: string[];
  /** any of (spec: APN, Maintenance, Operator Training, Workplace Safety) */
  categoryFilters?: string[];
  /** 0-based */
  page?: number;
  /** default 15 (spec section 9), at most 1000 */
  hitsPerPage?: number;
  currency?: SearchCurrency;
  locale?: SearchLocale;
  /** none: relevance to the search term, then title */
  sort?: CourseSort | null;
}

export const COURSE_SORT_FIELDS = ['title', 'price', 'durationMinutes'] as const;

export interface CourseSort {
  field: (typeof COURSE_SORT_FIELDS)[number];
  direction: 'ASC' | 'DESC';
}

export interface CourseHit {
  objectID: string;
  courseId: string;
  externalCourseId: string;
  title: string;
  description: string;
  productFilters: string[];
  categoryFilters: string[];
  price: number | null;
  currency: SearchCurrency;
  isFree: boolean;
  durationMinutes: number;
  deliveryMethod: string;
  imageUrl: string | null;
  language: string;
  /** continuing-education credits */
  credits: number;
}

export interface CourseSearchResult {
  hits: CourseHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: { productFilters: FacetValue[]; categoryFilters: FacetValue[] };
}
