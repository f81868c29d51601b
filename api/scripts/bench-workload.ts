// The request mix of the API bench: what shoppers type, drawn with a Zipf law (a few searches are very common, most
// are rare), built from the seed catalogue's own vocabulary so every query can match. Deterministic (seeded PRNG).
//
// Why Zipf and not a handful of fixed queries: the search module caches per request shape, so a bench that repeats
// 8 queries measures a cache. Site-search logs follow a Zipf-like law; with exponent 1 over a universe of a few
// thousand distinct requests, a run of ~10,000 requests repeats most of its head and meets new tail requests all the
// time. The server reports the cache hit rate it actually saw with each figure.
import {
  BRANDS,
  FAMILIES,
  PART_TYPES,
  POSITIONS,
  PRODUCT_LINES,
  SUBSYSTEMS,
} from '../src/seed/catalog-vocab.js';

/** mulberry32: small, fast, deterministic */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Draws indexes 0..n-1 with P(k) ∝ 1/(k+1)^s. */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / Math.pow(k + 1, s);
    cumulative[k] = total;
  }
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const lower = (s: string) => s.toLowerCase();

/** Words and phrases a shopper of this catalogue would type. */
export function searchPhrases(): string[] {
  const phrases = new Set<string>();
  for (const [line, systems] of Object.entries(PRODUCT_LINES)) {
    phrases.add(lower(line));
    for (const s of systems) phrases.add(lower(s));
  }
  for (const s of SUBSYSTEMS) phrases.add(lower(s));
  for (const families of Object.values(FAMILIES)) for (const f of families) phrases.add(lower(f));
  for (const types of Object.values(PART_TYPES))
    for (const [plural, singular] of types) {
      phrases.add(lower(plural));
      phrases.add(lower(singular));
      for (const word of singular.split(' ')) phrases.add(lower(word));
    }
  for (const positions of Object.values(POSITIONS)) for (const p of positions) phrases.add(lower(p));
  for (const brand of BRANDS) {
    phrases.add(lower(brand));
    phrases.add(lower(brand.split(' ')[0] as string));
  }
  return [...phrases].filter((p) => p.length >= 3);
}

/** A typo: one letter dropped or two swapped. */
function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
}

export interface SearchRequest {
  query: string;
  page: number;
  size: number;
  sort: 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC';
  brands: string[] | null;
  category: string | null;
}

/**
 * The universe of distinct search requests, most likely first: phrases (and a few typos and partly typed words),
 * each mostly on its first page by relevance, sometimes on a later page, in price order or refined by a brand or a
 * top-level category.
 */
export function searchUniverse(seed = 1): SearchRequest[] {
  const random = prng(seed);
  const phrases = shuffle(searchPhrases(), random);
  const queries = [
    ...phrases,
    ...phrases.slice(0, 40).map((p) => typo(p.split(' ')[0] as string, random)),
    ...phrases.slice(0, 60).map((p) => p.slice(0, Math.max(3, Math.ceil(p.length * 0.6)))),
  ];
  const lines = Object.keys(PRODUCT_LINES);
  const out: SearchRequest[] = [];
  const base = { page: 0, size: 24, sort: 'RELEVANCE' as const, brands: null, category: null };
  for (const query of queries) out.push({ ...base, query });
  for (const query of queries) {
    out.push({ ...base, query, page: 1 });
    out.push({ ...base, query, sort: 'PRICE_ASC' });
    out.push({ ...base, query, category: lines[Math.floor(random() * lines.length)] as string });
    out.push({ ...base, query, brands: [BRANDS[Math.floor(random() * BRANDS.length)] as string] });
    out.push({ ...base, query, page: 2 });
    out.push({ ...base, query, sort: 'NAME_ASC', page: 1 });
  }
  // keep the common shapes first, then the rarer ones, each group shuffled
  const head = shuffle(out.slice(0, queries.length), random);
  const tail = shuffle(out.slice(queries.length), random);
  return [...head, ...tail];
}

/** Autocomplete requests: every prefix (3 characters and more) of each phrase as it is typed. */
export function autocompleteUniverse(seed = 2): string[] {
  const random = prng(seed);
  const out: string[] = [];
  for (const phrase of shuffle(searchPhrases(), random))
    for (let n = 3; n <= phrase.length; n++) {
      const prefix = phrase.slice(0, n);
      if (!prefix.endsWith(' ')) out.push(prefix);
    }
  return [...new Set(out)];
}
