// What the store search box offers and where submitting goes (spec 2 'Store search box', 5, 9).
import { brand } from '@portal/rules';
import { productDetailUrl, storeSearchUrl } from '../../shared/utils/store-links';
import type { Autocomplete } from '../../shared/types/catalogue';

/** Spec 9: "Autocomplete: 3 characters minimum, 10 facet hits, 5 suggestions"; "Debounces 350 (autocomplete)". */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;
export const MAX_PRODUCT_SUGGESTIONS = 5;
export const MAX_FACET_SUGGESTIONS = 10;

export type SearchScope = 'store' | 'main-site';

export const SEARCH_PLACEHOLDER = {
  desktop: 'Search keywords, product, model or part #',
  mobile: 'Search',
} as const;

export type SuggestionKind = 'product' | 'category' | 'brand';

export interface SuggestionOption {
  kind: SuggestionKind;
  label: string;
  /** where choosing it goes */
  url: string;
  thumbnailUrl?: string | null;
}

export interface SuggestionSection {
  kind: SuggestionKind;
  title: 'PRODUCTS' | 'CATEGORIES' | 'BRANDS';
  options: SuggestionOption[];
}

/** Autocomplete shows from 3 characters (the call itself is made only for such non-empty queries). */
export function shouldAutocomplete(query: string): boolean {
  return query.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** The non-empty sections, in the spec's order, each capped to its limit. */
export function suggestionSections(result: Autocomplete | null): SuggestionSection[] {
  if (!result) return [];
  const sections: SuggestionSection[] = [
    {
      kind: 'product',
      title: 'PRODUCTS',
      options: result.products.slice(0, MAX_PRODUCT_SUGGESTIONS).map((p) => ({
        kind: 'product' as const,
        label: p.displayName,
        url: productDetailUrl(p.partNumber),
        thumbnailUrl: p.thumbnailUrl,
      })),
    },
    {
      kind: 'category',
      title: 'CATEGORIES',
      options: result.categories.slice(0, MAX_FACET_SUGGESTIONS).map((c) => ({
        kind: 'category' as const,
        label: c.value,
        url: storeSearchUrl({ category: c.value }),
      })),
    },
    {
      kind: 'brand',
      title: 'BRANDS',
      options: result.brands.slice(0, MAX_FACET_SUGGESTIONS).map((b) => ({
        kind: 'brand' as const,
        label: b.value,
        url: storeSearchUrl({ brands: [b.value] }),
      })),
    },
  ];
  return sections.filter((s) => s.options.length > 0);
}

/** The main website's search: ?s={query} (spec 2). */
export function mainSiteSearchUrl(query: string): string {
  return `${brand.mainSiteUrl.replace(/\/+$/, '')}/?s=${encodeURIComponent(query.trim())}`;
}

/**
 * Where submitting goes: Main Site → the main website; Store with exactly one product suggestion → that product;
 * an empty query → the search page 1; else the search page for the query.
 */
export function submitUrl(scope: SearchScope, query: string, suggestions: Autocomplete | null): string {
  const q = query.trim();
  if (scope === 'main-site') return mainSiteSearchUrl(q);
  if (!q) return storeSearchUrl({ page: 1 });
  if (suggestions && suggestions.products.length === 1)
    return productDetailUrl(suggestions.products[0]!.partNumber);
  return storeSearchUrl({ q, page: 1 });
}
