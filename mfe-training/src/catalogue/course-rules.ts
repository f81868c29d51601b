// The training store's display and URL rules (spec 2, 9): the six product and four category filters, course
// prices in the course's currency (CAD$ for en_CA callers), durations, and the search page's URL state.
import { formatMoney } from '@portal/shared-session';
import {
  readPage,
  readSort,
  writePageAndSort,
  type ListState,
  type ListUrlFormat,
} from '@portal/shared-session/list-state';

export const PRODUCT_FILTERS = [
  'Aerial Devices',
  'Chippers',
  'Cranes',
  'Digger Derricks',
  'Lights and Signs',
  'Specialty',
] as const;
export const CATEGORY_FILTERS = ['APN', 'Maintenance', 'Operator Training', 'Workplace Safety'] as const;

/** Spec 9: training search page size 15. */
export const COURSE_PAGE_SIZE = 15;
/** Spec 9: all courses, up to 1000. */
export const ALL_COURSES_MAX = 1000;
/** Suggestions wait for the user to pause typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_LENGTH = 2;

export const TRAINING_HOME_PATH = '/pages/training-store';
export const TRAINING_SEARCH_PATH = '/pages/training-store/search';
export const TRAINING_CART_PATH = '/pages/training-store/cart';
/** A course order's seats and progress (issue 40), linked from the order confirmation. */
export const teamOrderPath = (courseOrderId: string) => `/pages/training-store/orders/${courseOrderId}`;
export const TRAINING_CHECKOUT_PATH = '/pages/training-store/checkout';

export const coursePath = (courseId: string) =>
  `/pages/training-store/course/${encodeURIComponent(courseId)}`;

export interface PricedCourse {
  price: number | null;
  currency: string;
  isFree: boolean;
}

/** 'Free', the price in the course's currency ('CAD$1,200.00' or '$1,200.00'), or '' when not for sale. */
export function coursePriceLabel(course: PricedCourse): string {
  if (course.isFree || course.price === 0) return 'Free';
  return formatMoney(course.price, course.currency);
}

/** '45 min', '2 h', '1 h 30 min'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The search's filters: any of the chosen product and category values. */
export interface CourseFilter {
  productFilters: string[];
  categoryFilters: string[];
}

export const NO_COURSE_FILTER: CourseFilter = { productFilters: [], categoryFilters: [] };

/** The search page's state (the kit's list state): the term is its `query`, the page 1-based. */
export type CourseSearchState = ListState<CourseFilter>;

/** What the course search sorts by besides relevance (issue 40): the API's sortOptions field names. */
export const COURSE_SORT_FIELDS = ['title', 'price', 'durationMinutes'] as const;

const known = (values: readonly string[], allowed: readonly string[]) =>
  [...new Set(values)].filter((v) => allowed.includes(v));

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The search page's URL (spec 2): `searchTerm`, a 1-based `page`, repeated `productFilters` and `categoryFilters`,
 * and the kit's `sort` (JSON). Reading drops unknown filter values, sorts and bad pages rather than sending them to
 * the API; writing merges with the parameters the URL already has (spec 9), leaving the others where they stand.
 */
export const COURSE_SEARCH_URL: ListUrlFormat<CourseFilter> = {
  read(params) {
    const sort = readSort(params);
    return {
      query: (params.get('searchTerm') ?? '').trim(),
      page: readPage(params),
      filter: {
        productFilters: known(params.getAll('productFilters'), PRODUCT_FILTERS),
        categoryFilters: known(params.getAll('categoryFilters'), CATEGORY_FILTERS),
      },
      sort: sort && (COURSE_SORT_FIELDS as readonly string[]).includes(sort.field) ? sort : null,
    };
  },
  write(state, _emptyFilter, current) {
    const params = new URLSearchParams(current);
    const term = state.query.trim();
    if (term) params.set('searchTerm', term);
    else params.delete('searchTerm');
    for (const key of ['productFilters', 'categoryFilters'] as const) {
      if (sameValues(params.getAll(key), state.filter[key])) continue;
      params.delete(key);
      for (const value of state.filter[key]) params.append(key, value);
    }
    writePageAndSort(params, state);
    return params;
  },
};

/** The search page's path for a search (from the first page, relevance, no filter unless given). */
export function courseSearchPath(search: Partial<CourseSearchState>): string {
  const state: CourseSearchState = { query: '', page: 1, filter: NO_COURSE_FILTER, sort: null, ...search };
  const query = COURSE_SEARCH_URL.write(state, NO_COURSE_FILTER, new URLSearchParams()).toString();
  return query ? `${TRAINING_SEARCH_PATH}?${query}` : TRAINING_SEARCH_PATH;
}

/** A list with the value added, or removed when it is there. */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * The same-origin path of a returnUrl, or null for another origin, a protocol-relative URL or anything that is
 * not a portal page (the free-course modal sends guests back only to this portal).
 */
export function sameOriginReturnPath(returnUrl: string | null, origin: string): string | null {
  if (!returnUrl) return null;
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return null;
  try {
    const url = new URL(returnUrl, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
