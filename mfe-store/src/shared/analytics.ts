// Store analytics events (spec 7 'Analytics'): add_to_cart, add_to_wishlist and the search-analytics add-to-cart
// event for parts among the last search hits. Events are GA4-style objects pushed to window.dataLayer, where the
// tag manager picks them up; building a payload is a pure function so the spec 5 rules are unit-tested.
import { sendAnalyticsEvent } from '@portal/shared-session';

export interface SearchHitsRecord {
  queryId: string;
  partNumbers: readonly string[];
}

/** What the analytics events say about a part. */
export interface AnalyticsProduct {
  partNumber: string;
  name: string;
  quantity: number;
  /** a number or a formatted price ('CAD$1,234.50'); null / empty when not priced */
  price: number | string | null | undefined;
  customerPartNumber?: string | null;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  quantity: number;
  price?: number;
  customerPartNumber?: string;
}

export interface EcommerceEvent {
  event: 'add_to_cart' | 'add_to_wishlist';
  ecommerce: { currency: string; value: number; items: AnalyticsItem[] };
}

export interface SearchAddToCartEvent {
  event: 'search_add_to_cart';
  queryId: string;
  objectIds: string[];
  /** 1-based positions of the parts in the recorded hits */
  positions: number[];
}

const SEARCH_HITS_KEY = 'store.lastSearchHits';
let lastSearchHits: SearchHitsRecord | null = null;

/** The search page records its hits so a later add-to-cart can be attributed to the search. */
export function recordSearchHits(record: SearchHitsRecord): void {
  lastSearchHits = { queryId: record.queryId, partNumbers: [...record.partNumbers] };
  try {
    // kept for the tab: the product page opened from the results is often a fresh page load
    window.sessionStorage.setItem(SEARCH_HITS_KEY, JSON.stringify(lastSearchHits));
  } catch {
    // storage unavailable (private mode): the in-memory record still serves this page
  }
}

export function lastRecordedSearchHits(): SearchHitsRecord | null {
  if (lastSearchHits) return lastSearchHits;
  try {
    const raw = window.sessionStorage.getItem(SEARCH_HITS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SearchHitsRecord>) : null;
    if (parsed && typeof parsed.queryId === 'string' && Array.isArray(parsed.partNumbers)) {
      lastSearchHits = { queryId: parsed.queryId, partNumbers: parsed.partNumbers.map(String) };
    }
  } catch {
    return null;
  }
  return lastSearchHits;
}

/** Forget the recorded hits (tests). */
export function clearRecordedSearchHits(): void {
  lastSearchHits = null;
  try {
    window.sessionStorage.removeItem(SEARCH_HITS_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Spec 5 'Analytics price: characters other than digits and dot stripped, converted to number, omitted if empty'.
 * Returns undefined when the price is to be omitted.
 */
export function analyticsPrice(price: number | string | null | undefined): number | undefined {
  if (price === null || price === undefined) return undefined;
  if (typeof price === 'number') return Number.isFinite(price) ? price : undefined;
  const digits = price.replace(/[^0-9.]/g, '');
  if (digits === '') return undefined;
  const value = Number(digits);
  return Number.isFinite(value) ? value : undefined;
}

export function analyticsItem(product: AnalyticsProduct): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: product.partNumber,
    item_name: product.name,
    quantity: product.quantity,
  };
  const price = analyticsPrice(product.price);
  if (price !== undefined) item.price = price;
  // spec 5: 'empty customer part number omitted'
  const customerPartNumber = product.customerPartNumber?.trim();
  if (customerPartNumber) item.customerPartNumber = customerPartNumber;
  return item;
}

/**
 * An add_to_cart / add_to_wishlist payload. value: the priced items' price × quantity. currency: the prices'
 * currency (spec 7 names USD, the store's default currency; Canadian prices are CAD and say so).
 */
export function ecommerceEvent(
  event: EcommerceEvent['event'],
  currency: string,
  products: readonly AnalyticsProduct[],
): EcommerceEvent {
  const items = products.map(analyticsItem);
  const cents = items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * item.quantity, 0);
  return { event, ecommerce: { currency, value: cents / 100, items } };
}

/** The search-analytics event, only when the part was among the last recorded search hits. */
export function searchAddToCartEvent(
  partNumbers: readonly string[],
  hits: SearchHitsRecord | null,
): SearchAddToCartEvent | null {
  if (!hits) return null;
  const found = partNumbers
    .map((partNumber) => ({ partNumber, index: hits.partNumbers.indexOf(partNumber) }))
    .filter((hit) => hit.index >= 0);
  if (found.length === 0) return null;
  return {
    event: 'search_add_to_cart',
    queryId: hits.queryId,
    objectIds: found.map((hit) => hit.partNumber),
    positions: found.map((hit) => hit.index + 1),
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function pushToDataLayer(entry: EcommerceEvent | SearchAddToCartEvent): void {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // GA4 advice: clear the previous ecommerce object so items of one event never leak into the next
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(entry);
  // the page's analytics client sends it on (issue 22): with the user token, only for an account with an
  // analytics contract, to the configured property or the embedded collector
  const { event, ...rest } = entry;
  void sendAnalyticsEvent(event, 'ecommerce' in rest ? { ...rest.ecommerce } : rest);
}

/** add_to_cart, and the search-analytics add-to-cart event when the parts came from the last search. */
export function trackAddToCart(currency: string, products: readonly AnalyticsProduct[]): void {
  pushToDataLayer(ecommerceEvent('add_to_cart', currency, products));
  const search = searchAddToCartEvent(
    products.map((p) => p.partNumber),
    lastRecordedSearchHits(),
  );
  if (search) pushToDataLayer(search);
}

export function trackAddToWishlist(currency: string, products: readonly AnalyticsProduct[]): void {
  pushToDataLayer(ecommerceEvent('add_to_wishlist', currency, products));
}
