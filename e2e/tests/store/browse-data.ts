// Catalogue facts for the browsing specs (home, search, product detail), read through the portal's own open
// GraphQL endpoint: the seed is deterministic, but which parts are unpriced or phone-order only is drawn at random.
import type { APIRequestContext } from '@playwright/test';

/** The seed's part-number formula (api/src/seed/catalog.ts partNumberFor); test scale seeds 500 parts. */
export function seededPartNumber(i: number): string {
  const n = ((i * 7368787 + 1234567) % 9000000) + 1000000;
  const s = String(n);
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

/** Spec 5: displayed part numbers lose the hyphen and are left-padded with zeros to 9 characters. */
export const displayedPartNumber = (partNumber: string) => partNumber.replace(/-/g, '').padStart(9, '0');

export interface BrowseItem {
  partNumber: string;
  productDisplayName: string;
  description: string | null;
  showOnline: boolean;
  orderable: boolean;
  displayPrice: number | null;
  quantityOnHand: number;
  prop65Description: string | null;
}

export async function openGraphql<T>(
  request: APIRequestContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${baseURL}/api/open-graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(`open GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const cache = new Map<string, BrowseItem[]>();

/** The first `count` seeded parts as a guest of `locale` sees them. */
export async function seededItems(
  request: APIRequestContext,
  baseURL: string,
  locale: 'en_US' | 'en_CA' | 'en' = 'en_US',
  count = 300,
): Promise<BrowseItem[]> {
  const key = `${locale}:${count}`;
  const known = cache.get(key);
  if (known) return known;
  const items: BrowseItem[] = [];
  for (let start = 0; start < count; start += 100) {
    const partNumbers = Array.from({ length: Math.min(100, count - start) }, (_, k) =>
      seededPartNumber(start + k),
    );
    const data = await openGraphql<{ unauthenticatedItemDetail: BrowseItem[] }>(
      request,
      baseURL,
      `query($p: [String!]!, $l: Locale) { unauthenticatedItemDetail(partNumbers: $p, locale: $l) {
        partNumber productDisplayName description showOnline orderable displayPrice quantityOnHand prop65Description } }`,
      { p: partNumbers, l: locale },
    );
    items.push(...data.unauthenticatedItemDetail);
  }
  cache.set(key, items);
  return items;
}

/** Orderable, priced, shown online and in stock. */
export const isBuyable = (item: BrowseItem) =>
  item.showOnline && item.orderable && item.displayPrice !== null && item.quantityOnHand > 0;

export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
export const cad = (amount: number) =>
  `CAD$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

export interface AutocompleteAnswer {
  products: { partNumber: string; displayName: string }[];
  categories: { value: string }[];
  brands: { value: string }[];
}

export async function autocomplete(
  request: APIRequestContext,
  baseURL: string,
  query: string,
): Promise<AutocompleteAnswer> {
  const data = await openGraphql<{ autocomplete: AutocompleteAnswer }>(
    request,
    baseURL,
    'query($q: String!) { autocomplete(query: $q) { products { partNumber displayName } categories { value } brands { value } } }',
    { q: query },
  );
  return data.autocomplete;
}
