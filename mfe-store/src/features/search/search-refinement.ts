// Pure helpers of the search results page: the category path and its drill-down, brand toggling, page links,
// and whether a query looks like a part number (spec 7 'Part lookup searches attribute skus.partNumber').
import type { CategoryFacet } from '../../shared/types/catalogue';
import type { StoreSearchState } from '../../shared/utils/store-links';

export const SEARCH_PAGE_SIZE = 24;
const SEPARATOR = ' > ';

export interface CategoryStep {
  name: string;
  /** the hierarchical path down to this step */
  path: string;
}

/** 'A > B > C' → A (path 'A'), B ('A > B'), C ('A > B > C'). */
export function categoryTrail(category: string): CategoryStep[] {
  if (!category) return [];
  const names = category.split(SEPARATOR);
  return names.map((name, i) => ({ name, path: names.slice(0, i + 1).join(SEPARATOR) }));
}

/** The values to drill down into: the top level when nothing is chosen, else the chosen category's children. */
export function childCategories(facets: readonly CategoryFacet[], category: string): CategoryFacet[] {
  if (!category) return facets.filter((f) => f.level === 0);
  const level = category.split(SEPARATOR).length;
  return facets.filter((f) => f.level === level && f.value.startsWith(category + SEPARATOR));
}

/** The state after ticking or unticking a brand: back to page 1. */
export function toggleBrand(state: StoreSearchState, brand: string): StoreSearchState {
  const brands = state.brands.includes(brand)
    ? state.brands.filter((b) => b !== brand)
    : [...state.brands, brand];
  return { ...state, brands, page: 1 };
}

/** Page numbers to link (1-based): first, last and a window around the current page; null marks a gap. */
export function pageNumbers(current: number, total: number, around = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** A single token of letters, digits and hyphens holding at least 4 digits: '123-4567', '1234567', 'AB12345'. */
export function looksLikePartNumber(query: string): boolean {
  const q = query.trim();
  return /^[A-Za-z0-9-]+$/.test(q) && (q.match(/\d/g)?.length ?? 0) >= 4;
}
