// Seeded parts for the cart, quick-order and list specs, found through the portal's own open item lookup (the
// seed is deterministic but which parts are hidden, unpriced or phone-order only is drawn at random).
import type { APIRequestContext } from '@playwright/test';

/** The seed's part-number formula (api/src/seed/catalog.ts partNumberFor); test scale seeds 500 parts. */
function seededPartNumber(i: number): string {
  const n = ((i * 7368787 + 1234567) % 9000000) + 1000000;
  const s = String(n);
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

export interface SeededItem {
  partNumber: string;
  productDisplayName: string;
  showOnline: boolean;
  orderable: boolean;
  displayPrice: number | null;
  quantityOnHand: number;
  relatedProducts: string[];
}

async function lookUp(
  request: APIRequestContext,
  baseURL: string,
  partNumbers: string[],
  locale: 'en_US' | 'en_CA',
): Promise<SeededItem[]> {
  const response = await request.post(`${baseURL}/api/open-graphql`, {
    data: {
      query: `query($p: [String!]!, $l: Locale) { unauthenticatedItemDetail(partNumbers: $p, locale: $l) {
        partNumber productDisplayName showOnline orderable displayPrice quantityOnHand relatedProducts } }`,
      variables: { p: partNumbers, l: locale },
    },
  });
  const body = (await response.json()) as { data: { unauthenticatedItemDetail: SeededItem[] } };
  return body.data.unauthenticatedItemDetail;
}

const isGood = (item: SeededItem) =>
  item.showOnline && item.orderable && item.displayPrice !== null && item.quantityOnHand > 0;

export interface StoreParts {
  /** orderable, priced, shown online and in stock */
  good: SeededItem[];
  /** a good part with a related part that can be added from the modal's suggestions */
  withSuggestion: { part: SeededItem; suggestion: SeededItem };
  notOrderable: SeededItem;
  notShownOnline: SeededItem;
}

let cached: Record<string, StoreParts> = {};

export async function findStoreParts(
  request: APIRequestContext,
  baseURL: string,
  locale: 'en_US' | 'en_CA' = 'en_US',
): Promise<StoreParts> {
  const hit = cached[locale];
  if (hit) return hit;
  const all: SeededItem[] = [];
  for (let start = 0; start < 300; start += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => seededPartNumber(start + k));
    all.push(...(await lookUp(request, baseURL, batch, locale)));
  }
  const good = all.filter(isGood);
  const byPart = new Map(all.map((i) => [i.partNumber, i]));
  let withSuggestion: StoreParts['withSuggestion'] | null = null;
  for (const part of good) {
    const related = part.relatedProducts.slice(0, 8);
    const known = related.filter((p) => byPart.has(p)).map((p) => byPart.get(p)!);
    const missing = related.filter((p) => !byPart.has(p));
    const extra = missing.length > 0 ? await lookUp(request, baseURL, missing, locale) : [];
    const suggestion = [...known, ...extra].find(isGood);
    if (suggestion && suggestion.partNumber !== part.partNumber) {
      withSuggestion = { part, suggestion };
      break;
    }
  }
  const notOrderable = all.find((i) => i.showOnline && !i.orderable);
  const notShownOnline = all.find((i) => !i.showOnline);
  if (good.length < 4 || !withSuggestion || !notOrderable || !notShownOnline)
    throw new Error('the seeded catalogue lacks the parts these tests need');
  const parts = { good, withSuggestion, notOrderable, notShownOnline };
  cached = { ...cached, [locale]: parts };
  return parts;
}

/** Spec 5: displayed part numbers lose the hyphen and are left-padded with zeros to 9 characters. */
export const displayed = (partNumber: string) => partNumber.replace(/-/g, '').padStart(9, '0');
