// The training store's display and URL rules (spec 2, 9): the six product and four category filters, course
// prices in the course's currency (CAD$ for en_CA callers), durations, and the search page's URL state.
import { formatMoney } from '@portal/shared-session';

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

export interface CourseSearchState {
  searchTerm: string;
  /** 1-based, as the URL shows it */
  page: number;
  productFilters: string[];
  categoryFilters: string[];
}

const known = (values: readonly string[], allowed: readonly string[]) =>
  [...new Set(values)].filter((v) => allowed.includes(v));

/** The search state a URL holds; unknown filter values and bad pages are dropped, not sent to the API. */
export function parseCourseSearch(search: string): CourseSearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    productFilters: known(params.getAll('productFilters'), PRODUCT_FILTERS),
    categoryFilters: known(params.getAll('categoryFilters'), CATEGORY_FILTERS),
  };
}

/**
 * The URL query of a changed search, merged with the parameters the URL already has (spec 9: `searchTerm` is
 * merged with the existing parameters); a new term or filter goes back to page 1.
 */
export function courseSearchQuery(current: string, change: Partial<CourseSearchState>): string {
  const params = new URLSearchParams(current);
  const resetsPage =
    change.searchTerm !== undefined ||
    change.productFilters !== undefined ||
    change.categoryFilters !== undefined;
  if (change.searchTerm !== undefined) {
    if (change.searchTerm.trim()) params.set('searchTerm', change.searchTerm.trim());
    else params.delete('searchTerm');
  }
  for (const key of ['productFilters', 'categoryFilters'] as const) {
    const values = change[key];
    if (values === undefined) continue;
    params.delete(key);
    for (const value of values) params.append(key, value);
  }
  const page = change.page ?? (resetsPage ? 1 : undefined);
  if (page !== undefined) {
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
  }
  const query = params.toString();
  return query ? `?${query}` : '';
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
