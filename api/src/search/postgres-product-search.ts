// ProductSearch on PostgreSQL full-text search (the same on PGlite and on a PostgreSQL server).
// - Serving index: product_search (narrow rows, GIN on `doc`: part number + name A, brand B, category names C).
//   Descriptions (products.search_vector, weight C) are searched only when the index finds nothing.
// - Prefix matching (`:*`) on the last word (search-as-you-type) and on every word for autocomplete.
// - Facets and nbHits: ONE grouped statement per query text — count(*) by (leaf category, brand) over the matching
//   rows — from which every facet (brand disjunctive, hierarchical lvl0..lvl4) and the refined hit count are
//   derived in memory. These groupings are cached per query text and catalogue version.
// - Relevance: per query word, the points of the best weight it has in the product (A 10, B 4, C 2, D 1, PostgreSQL's
//   default ts_rank weights × 10), summed; popularity then part number break ties.
// - While the precomputed search data describes the catalogue, word queries are answered by the in-memory posting
//   index (posting-index.ts: matching, relevance, facets and pages without a scan of every match in SQL); the SQL
//   statements below answer the rest (part numbers, descriptions, a catalogue changed since the last rebuild) and
//   give the same answers (search.test.ts compares both).
// - Typo correction: search_terms dictionary with pg_trgm similarity when a query finds nothing.
// - Caches (results, groupings, match sets, token sets) belong to one catalogue version (search_data_version, moved by
//   triggers on every change to searchable product data and by a rebuild); the version is read at most once per
//   VERSION_CHECK_MS, so a change made anywhere reaches every process within that bound (`refresh()` at once).
//   Cached results keep part numbers only: the hits' details (price, stock) are read fresh on every request.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { Lru } from './lru.js';
import { matchedLexemes, parseNormalizedQuery, type NormalizedItem } from './lexicon.js';
import { HitFields, type FieldRow, type HitRow } from './hit-fields.js';
import { StockMemory, watchProductStock } from './stock-memory.js';
import {
  PostingIndex,
  WEIGHT_LETTER_POINTS,
  type IndexFootprint,
  type IndexMatch,
  type RankOrder,
} from './posting-index.js';
import { termTexts, tokenize, toTsQueryText, withWeight, type QueryToken } from './query.js';
import {
  type AutocompleteResult,
  type CategoryFacetHit,
  type FacetValue,
  type HierarchyLevel,
  type ProductFacets,
  type ProductHit,
  type ProductSearch,
  type ProductSearchOptions,
  type ProductSearchResult,
  type SearchCurrency,
  type SuggestResult,
} from './types.js';
import { partNumberKey } from '@portal/rules/store';

const LEVEL_COLUMNS = ['l0', 'l1', 'l2', 'l3', 'l4'] as const;
const FULL_LEVEL_COLUMNS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
const MAX_FACET_VALUES = 100;
/** cached groupings / match sets expire after this; call invalidate() after a reindex */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_SIZE = 500;

interface CategoryInfo {
  no: number;
  path: string;
  name: string;
  level: number;
  /** search_no of the ancestors at levels 0..level (last = itself) */
  ancestors: number[];
}

interface Dictionary {
  categories: Map<number, CategoryInfo>;
  categoryByPath: Map<string, CategoryInfo>;
  brands: Map<number, string>;
  brandByName: Map<string, number>;
  loadedAt: number;
}

/** count of matching products per (leaf category no, brand id) */
type Grouping = { leaf: number; brand: number | null; n: number }[];

/** A query text answered by the posting index: its match, and its facet counts when first asked for. */
interface IndexedQuery {
  /** the cache key of the query text's lexeme sets (its facets and ordered pages are cached under it) */
  key: string;
  index: PostingIndex;
  match: IndexMatch;
  grouping: () => Grouping;
}

export function currencyOf(options: Pick<ProductSearchOptions, 'currency' | 'locale'> = {}): SearchCurrency {
  if (options.currency) return options.currency;
  return options.locale === 'en_CA' ? 'CAD' : 'USD';
}

/** The hierarchical level of a category path: "A" → 0, "A > B" → 1, … (null if not a valid path). */
export function categoryLevel(path: string): number | null {
  const parts = path.split(' > ');
  if (parts.length > 5 || parts.some((p) => p.trim() === '')) return null;
  return parts.length - 1;
}

function emptyFacets(): ProductFacets {
  return {
    brand: [],
    'hierarchicalCategories.lvl0': [],
    'hierarchicalCategories.lvl1': [],
    'hierarchicalCategories.lvl2': [],
    'hierarchicalCategories.lvl3': [],
    'hierarchicalCategories.lvl4': [],
  };
}

function toHit(row: HitRow, currency: SearchCurrency): ProductHit {
  return {
    objectID: row.part_number,
    partNumber: row.part_number,
    displayName: row.name,
    description: row.description,
    brand: row.brand_name,
    imageUrl: row.image_url,
    thumbnailUrl: row.image_url,
    price: row.price === null ? null : Number(row.price),
    currency,
    inStock: Number(row.qty_on_hand) > 0,
    qtyOnHand: Number(row.qty_on_hand),
    uom: row.uom,
    categoryId: row.category_id,
    hierarchicalCategories: {
      lvl0: row.lvl0,
      lvl1: row.lvl1,
      lvl2: row.lvl2,
      lvl3: row.lvl3,
      lvl4: row.lvl4,
    },
    prop65Number: row.prop65_number,
  };
}

function hitColumns(currency: SearchCurrency): SQL {
  const price = currency === 'CAD' ? sql.raw('p.price_cad') : sql.raw('p.price_usd');
  return sql`p.part_number, p.name, p.description, p.brand_name, p.image_url, ${price}::float8 as price, p.qty_on_hand,
    p.uom, p.category_id, p.lvl0, p.lvl1, p.lvl2, p.lvl3, p.lvl4, p.prop65_number`;
}

/** Where the matching happens: the serving index, or the products table with descriptions (fallback). */
interface Source {
  kind: 'index' | 'full';
  from: SQL;
  vector: SQL;
  base: SQL;
  price: (c: SearchCurrency) => SQL;
  brand: SQL;
  level: (n: number) => SQL;
  levelValue: (info: CategoryInfo) => number | string;
}

const INDEX_SOURCE: Source = {
  kind: 'index',
  from: sql`product_search p`,
  vector: sql`p.doc`,
  base: sql`true`,
  price: (c) => (c === 'CAD' ? sql`p.price_cad` : sql`p.price_usd`),
  brand: sql`p.brand_id`,
  level: (n) => sql.raw(`p.${LEVEL_COLUMNS[n]}`),
  levelValue: (info) => info.no,
};

const FULL_SOURCE: Source = {
  kind: 'full',
  from: sql`products p`,
  vector: sql`p.search_vector`,
  base: sql`p.show_online`,
  price: (c) => (c === 'CAD' ? sql`p.price_cad` : sql`p.price_usd`),
  brand: sql`p.brand_id`,
  level: (n) => sql.raw(`p.${FULL_LEVEL_COLUMNS[n]}`),
  levelValue: (info) => info.path,
};

/** What a search returns before the hits' details are read: cached per request and catalogue version. */
interface Planned {
  ids: string[];
  /** the same hits as document numbers of the index whose tiles' copy is `fields` (null: SQL found them) */
  tiles: { fields: HitFields; ords: number[] } | null;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  correctedQuery: string | null;
  facets: ProductFacets;
}

export interface SearchCacheStats {
  /** the catalogue version the caches belong to */
  version: string | null;
  /** whether the precomputed search data (token sets, facet counts) describes the current catalogue */
  precomputedCurrent: boolean;
  searches: { cached: number; computed: number };
  autocompletes: { cached: number; computed: number };
  /** word queries answered by the in-memory posting index vs by SQL; whether the index is loaded */
  index: { ready: boolean; answered: number; sql: number };
  /** pages of result tiles built from the memory copy (plus stock) or read from the products table */
  tiles: { memory: number; sql: number };
  /** the slowest requests since the process started (what a bench's tail is made of) */
  slowest: { request: string; ms: number }[];
}

export interface ProductSearchEngineOptions {
  /** now in ms (injectable clock) */
  now?: () => number;
  /** how often the catalogue version is read, in ms (default 1,000) */
  versionCheckMs?: number;
}

/** How long a catalogue change may take to reach a process's caches (the version is read this often). */
export const VERSION_CHECK_MS = 1000;
const RESULT_CACHE_SIZE = 5000;
const AUTOCOMPLETE_CACHE_SIZE = 5000;
const TOKEN_CACHE_SIZE = 5000;
/**
 * match sets kept in memory (each two int arrays the size of its matches): many narrow ones, a few broad ones, within
 * a byte budget (a broad word at a million parts is a few MB, and the costliest match to make again)
 */
const MATCH_CACHE_SIZE = 1000;
const MATCH_CACHE_BYTES = 96 * 1048576;
/** facet counts per query text, kept longer than the match sets (a few hundred (leaf, brand) counts each) */
const GROUPING_CACHE_SIZE = 2000;
/** facets and hit count per query text and refinement (whatever the page, size and sort) */
const FACETS_CACHE_SIZE = 5000;
/**
 * ordered pages per query text, order and refinement: the first documents in that order, at least PAGE_PREFIX_MIN
 * (four pages of the store's 24), so the next pages and other page sizes are a slice; ends past PAGE_PREFIX_MAX
 * are walked each time
 */
const PAGE_PREFIX_CACHE_SIZE = 5000;
const PAGE_PREFIX_MIN = 96;
const PAGE_PREFIX_MAX = 1000;
const SLOWEST_KEPT = 8;
/** candidates autocomplete's walk for its five best meets before it makes the whole match instead */
const TOP_WALK_BUDGET = 5000;
/** the commonest catalogue words whose prefixes are normalised once per process (warmVocabulary) */
const VOCABULARY_WORDS = 5000;

export class PostgresProductSearch implements ProductSearch {
  private dictionary: Dictionary | null = null;
  private readonly groupings = new Map<string, { at: number; value: Grouping }>();
  /** products per category (ancestors included) and per brand of a grouping: autocomplete's counts, made once */
  private readonly groupingTotals = new WeakMap<
    Grouping,
    { dict: Dictionary; perCategory: Map<number, number>; perBrand: Map<number, number> }
  >();
  private readonly results = new Lru<string, Planned>(RESULT_CACHE_SIZE);
  private readonly autocompletes = new Lru<string, AutocompleteResult>(AUTOCOMPLETE_CACHE_SIZE);
  /** typo corrections per query text (the terms dictionary belongs to the catalogue version) */
  private readonly corrections = new Lru<string, string | null>(TOKEN_CACHE_SIZE);
  /** computations under way, so concurrent identical requests wait for one instead of each scanning */
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** the posting index of the built catalogue version, once loaded; the load under way (or done) for a version */
  private index: PostingIndex | null = null;
  /** the result tiles' fields of the same version as the index (loaded with it) */
  private hitFields: HitFields | null = null;
  /**
   * the stock of the same build's documents (exact, stock-memory.ts: forgotten on product_stock's change notice on
   * the embedded database, checked against product_stock_version's counter at each page on a server); the one being
   * filled by a load under way
   */
  private stock: StockMemory | null = null;
  private loadingStock: StockMemory | null = null;
  /** whether this process hears product_stock's changes (the embedded database), once asked */
  private stockWatch: Promise<boolean> | null = null;
  /** the answer of `stockWatch`: true on the embedded database, where a page needs no statement for its stock */
  private stockNotified = false;
  private readonly matches = new Lru<string, IndexedQuery>(
    MATCH_CACHE_SIZE,
    (q) => q.match.ords.byteLength + q.match.points.byteLength,
    MATCH_CACHE_BYTES,
  );
  private readonly indexGroupings = new Lru<string, Grouping>(GROUPING_CACHE_SIZE);
  private readonly indexFacets = new Lru<string, { facets: ProductFacets; nbHits: number }>(
    FACETS_CACHE_SIZE,
  );
  /** the first part numbers of a refined match in one order; `complete` when they are all of its members */
  private readonly pagePrefixes = new Lru<string, { ords: number[]; complete: boolean }>(
    PAGE_PREFIX_CACHE_SIZE,
  );
  private indexLoad: { version: string; promise: Promise<void> } | null = null;
  /** query text → what PostgreSQL's parser and stemmer make of it (independent of the catalogue) */
  private readonly normalized = new Lru<string, NormalizedItem[] | null>(TOKEN_CACHE_SIZE);
  /**
   * the same, made once per process for what shoppers type most: every prefix of the catalogue's commonest words
   * (search_terms), read in one statement when an index is loaded, so typing them costs no statement
   */
  private readonly vocabulary = new Map<string, NormalizedItem[] | null>();
  private state: { version: string; built: boolean } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private syncing: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly versionCheckMs: number;
  private readonly slowest: { request: string; ms: number }[] = [];
  private readonly counters = {
    searchCached: 0,
    searchComputed: 0,
    autocompleteCached: 0,
    autocompleteComputed: 0,
    indexAnswered: 0,
    indexSql: 0,
    tilesMemory: 0,
    tilesSql: 0,
  };

  constructor(
    private readonly db: Executor,
    options: ProductSearchEngineOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.versionCheckMs = options.versionCheckMs ?? VERSION_CHECK_MS;
  }

  /** Forget every cache now (they are also dropped by themselves when the catalogue version moves). */
  invalidate(): void {
    this.clearCaches();
    this.state = null;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** Forget every cache and read the catalogue version again (call after a reindex in this process). */
  async refresh(): Promise<void> {
    this.invalidate();
    await this.sync();
  }

  stats(): SearchCacheStats {
    const c = this.counters;
    return {
      version: this.state?.version ?? null,
      precomputedCurrent: this.state?.built ?? false,
      searches: { cached: c.searchCached, computed: c.searchComputed },
      autocompletes: { cached: c.autocompleteCached, computed: c.autocompleteComputed },
      index: { ready: this.index !== null, answered: c.indexAnswered, sql: c.indexSql },
      tiles: { memory: c.tilesMemory, sql: c.tilesSql },
      slowest: [...this.slowest],
    };
  }

  /** What the loaded posting index holds in typed arrays (null while none is loaded): the bench reports it. */
  indexFootprint(): IndexFootprint | null {
    return this.index?.footprint() ?? null;
  }

  private clearCaches(): void {
    this.dictionary = null;
    this.groupings.clear();
    this.results.clear();
    this.autocompletes.clear();
    this.corrections.clear();
    this.index = null;
    this.hitFields = null;
    this.stock = null;
    this.indexLoad = null;
    this.matches.clear();
    this.indexGroupings.clear();
    this.indexFacets.clear();
    this.pagePrefixes.clear();
  }

  /**
   * Waits for the posting index of the current catalogue version (loading it if needed); false when there is none
   * (the precomputed data is out of date, or the load failed). Searches never wait for it: they use SQL meanwhile.
   */
  async whenIndexReady(): Promise<boolean> {
    await this.sync();
    this.readyIndex();
    await this.indexLoad?.promise;
    return this.readyIndex() !== null;
  }

  /** The loaded index of the current version, or null (and its load started, once per version). */
  private readyIndex(): PostingIndex | null {
    const state = this.state;
    if (!state?.built) return null;
    if (this.index?.version === state.version) return this.index;
    if (this.indexLoad?.version !== state.version) {
      const version = state.version;
      const promise = PostingIndex.load(this.db, version)
        .then(async (index) => {
          if (index) await this.watchStock();
          const stock = index ? new StockMemory(index.size) : null;
          this.loadingStock = stock;
          const fields = index
            ? await HitFields.load(this.db, version, index.size, undefined, stock).finally(() => {
                if (this.loadingStock === stock) this.loadingStock = null;
              })
            : null;
          // a warm-up only: a failure leaves each text to its own statement
          if (index) await this.warmVocabulary().catch(() => undefined);
          if (index && fields && this.state?.version === version) {
            this.index = index;
            this.hitFields = fields;
            this.stock = stock;
          }
        })
        .catch(() => {
          // stays on SQL for this version; the next version tries again
        });
      this.indexLoad = { version, promise };
    }
    return null;
  }

  /** Listens for product_stock's changes once; true when every change is heard before the writing call returns. */
  private watchStock(): Promise<boolean> {
    this.stockWatch ??= watchProductStock(this.db, () => {
      this.stock?.forget();
      this.loadingStock?.forget();
    })
      .then((stop) => (this.stockNotified = stop !== null))
      .catch(() => false);
    return this.stockWatch;
  }

  /**
   * The lexeme sets of the query's words in the index (a document matches when it holds one of each set), or null
   * when the index cannot answer this query (a part number, a word PostgreSQL does not make one plain lexeme set of,
   * nothing left after stop words).
   */
  private async indexTerms(
    index: PostingIndex,
    tokens: QueryToken[],
    prefix: 'last' | 'all',
  ): Promise<string[][] | null> {
    if (tokens.some((t) => t.kind !== 'word')) return null;
    const normalized = await this.normalizeAll(termTexts(tokens, prefix));
    const terms: string[][] = [];
    for (const items of normalized) {
      if (items === null) return null;
      // a stop word: PostgreSQL drops it from the query too
      if (items.length === 0) continue;
      if (items.some((i) => !/^[a-z]/.test(i.lexeme))) return null;
      terms.push(matchedLexemes(index.lexicon.sorted, index.lexicon.known, items));
    }
    if (tokens.length > 0 && terms.length === 0) return null;
    return terms;
  }

  /** The index's match of the query (null: SQL must answer), counted in the stats. */
  private async indexMatch(tokens: QueryToken[], prefix: 'last' | 'all'): Promise<IndexedQuery | null> {
    const index = this.readyIndex();
    const terms = index ? await this.indexTerms(index, tokens, prefix) : null;
    if (!index || !terms) {
      this.counters.indexSql += 1;
      return null;
    }
    this.counters.indexAnswered += 1;
    return this.indexedQuery(index, terms);
  }

  /** The cached match of these lexeme sets (made and kept when not cached). */
  private indexedQuery(index: PostingIndex, terms: string[][]): IndexedQuery {
    // the pages, sorts and refinements of one query text share its match and facet counts
    const key = `${index.version}|${JSON.stringify(terms)}`;
    let indexed = this.matches.get(key);
    if (!indexed) {
      const match = index.match(terms);
      // the facet counts outlive the match set in their own cache: a text met again costs only its page
      const groupings = this.indexGroupings;
      indexed = {
        key,
        index,
        match,
        grouping: () => {
          let grouping = groupings.get(key);
          if (!grouping) {
            grouping = index.grouping(match.ords);
            groupings.set(key, grouping);
          }
          return grouping;
        },
      };
      this.matches.set(key, indexed);
    }
    return indexed;
  }

  /** Reads the catalogue version when the last read is older than versionCheckMs; a new version empties the caches. */
  private async sync(): Promise<void> {
    if (this.state && this.now() - this.checkedAt < this.versionCheckMs) return;
    this.syncing ??= (async () => {
      try {
        const [row] = await queryRows<{ version: string; built: boolean }>(
          this.db,
          sql`select version::text as version, built_version = version as built from search_data_version where id = 1`,
        );
        const next = { version: row?.version ?? '0', built: row?.built === true };
        if (!this.state || this.state.version !== next.version) this.clearCaches();
        this.state = next;
        this.checkedAt = this.now();
      } finally {
        this.syncing = null;
      }
    })();
    await this.syncing;
  }

  /** A cache key that belongs to the current catalogue version. */
  private key(kind: string, ...parts: unknown[]): string {
    return `${kind}|${this.state?.version ?? '?'}|${JSON.stringify(parts)}`;
  }

  async search(query: string, options: ProductSearchOptions = {}): Promise<ProductSearchResult> {
    const started = performance.now();
    await this.sync();
    const tokens = tokenize(query);
    const currency = currencyOf(options);
    const key = this.key(
      's',
      tokens.map((t) => `${t.kind}:${t.text}`),
      options.page ?? 0,
      options.hitsPerPage ?? 20,
      options.sort ?? 'relevance',
      currency,
      [...(options.brand ?? [])].sort(),
      options.category?.trim() ?? '',
    );
    let planned = this.results.get(key);
    if (planned) this.counters.searchCached += 1;
    else {
      this.counters.searchComputed += 1;
      planned = await this.once(key, async () => {
        const value = await this.plan(tokens, options);
        this.results.set(key, value);
        return value;
      });
    }
    const { ids, tiles, ...rest } = planned;
    const hits = await this.details(ids, currency, tiles);
    const ms = performance.now() - started;
    this.noteSlow(() => `search ${JSON.stringify(query)} ${JSON.stringify(options)}`, ms);
    return { ...rest, hits, query, processingTimeMS: Math.round(ms) };
  }

  private async plan(tokens: QueryToken[], options: ProductSearchOptions): Promise<Planned> {
    const first = await this.run(tokens, options, INDEX_SOURCE);
    if (first.nbHits > 0 || tokens.length === 0 || (await this.anyMatch(tokens, INDEX_SOURCE))) return first;
    const described = await this.run(tokens, options, FULL_SOURCE);
    if (described.nbHits > 0 || (await this.anyMatch(tokens, FULL_SOURCE))) return described;
    const corrected = await this.correct(tokens);
    if (!corrected) return first;
    const second = await this.run(tokenize(corrected), options, INDEX_SOURCE);
    return { ...second, correctedQuery: corrected };
  }

  private async run(tokens: QueryToken[], options: ProductSearchOptions, source: Source): Promise<Planned> {
    const hitsPerPage = Math.min(Math.max(Math.trunc(options.hitsPerPage ?? 20), 1), 1000);
    const page = Math.max(Math.trunc(options.page ?? 0), 0);
    const currency = currencyOf(options);
    const dict = await this.loadDictionary();
    const tsText = toTsQueryText(tokens, 'last');
    const none: Planned = {
      ids: [],
      tiles: null,
      nbHits: 0,
      page,
      nbPages: 0,
      hitsPerPage,
      correctedQuery: null,
      facets: emptyFacets(),
    };

    // refinements
    const brandNames = (options.brand ?? []).filter((b) => b);
    const brandIds = brandNames
      .map((b) => dict.brandByName.get(b))
      .filter((id): id is number => id !== undefined);
    if (brandNames.length > 0 && brandIds.length === 0) return none;
    const categoryPath = options.category?.trim() || null;
    const category = categoryPath ? dict.categoryByPath.get(categoryPath) : undefined;
    if (categoryPath && !category) return none;

    if (source.kind === 'index') {
      const indexed = await this.indexMatch(tokens, 'last');
      if (indexed) {
        const { index, match } = indexed;
        // the facets of a text and refinement are the same for every page, size and sort
        const refinement = `${JSON.stringify([...new Set(brandIds)].sort((a, b) => a - b))}|${category?.no ?? ''}`;
        const facetsKey = `${indexed.key}|${refinement}`;
        let counted = this.indexFacets.get(facetsKey);
        if (!counted) {
          counted = facetsFrom(indexed.grouping(), dict, brandIds, category ?? null);
          this.indexFacets.set(facetsKey, counted);
        }
        const { facets, nbHits } = counted;
        if (nbHits === 0) return { ...none, facets };
        // the refinements are applied while the page is walked: no narrowed copy of the match is made
        const filter = {
          brands: brandIds,
          category: category ? { level: category.level, no: category.no } : null,
        };
        const sort = options.sort ?? 'relevance';
        const order = sort === 'relevance' ? null : rankOrder(sort, currency);
        const offset = page * hitsPerPage;
        const end = offset + hitsPerPage;
        const walk = (from: number, count: number) =>
          order === null
            ? index.ordsByRelevance(match, from, count, filter)
            : index.ordsByRank(match, order, from, count, filter);
        let ords: number[];
        if (end > PAGE_PREFIX_MAX) ords = walk(offset, hitsPerPage);
        else {
          // a page is a slice of the ordered prefix of its text, order and refinement (kept, and made longer when
          // a later page needs it): the same documents as walking to that page
          const prefixKey = `${facetsKey}|${order ?? 'relevance'}`;
          let prefix = this.pagePrefixes.get(prefixKey);
          if (!prefix || (!prefix.complete && prefix.ords.length < end)) {
            // each walk pays a pass over the whole match: one made for a later page takes twice that page's end
            const length = Math.min(
              Math.max(prefix ? 2 * end : end, PAGE_PREFIX_MIN, prefix ? prefix.ords.length * 2 : 0),
              PAGE_PREFIX_MAX,
            );
            const walked = walk(0, length);
            prefix = { ords: walked, complete: walked.length < length };
            this.pagePrefixes.set(prefixKey, prefix);
          }
          ords = prefix.ords.slice(offset, end);
        }
        // the tiles' copy loaded with this index (a page read after a newer version came in goes to SQL)
        const fields = this.hitFields;
        return {
          ...none,
          ids: index.partNumbersOf(ords),
          tiles: fields && fields.version === index.version ? { fields, ords } : null,
          nbHits,
          nbPages: Math.ceil(nbHits / hitsPerPage),
          facets,
        };
      }
    }

    // facets and counts: one grouped statement per query text (cached), so a page, sort or refinement of the same
    // text only runs the hits statement; no match set travels to the API (costly on PGlite above all)
    const grouping = await this.grouping(tsText, source);
    const { facets, nbHits } = facetsFrom(grouping, dict, brandIds, category ?? null);
    if (nbHits === 0) return { ...none, facets };

    // hits
    const tsq = tsText ? sql`to_tsquery('english', ${tsText})` : null;
    const conditions: SQL[] = [source.base];
    if (tsq) conditions.push(sql`${source.vector} @@ ${tsq}`);
    if (brandIds.length) conditions.push(sql`${source.brand} = any(${sql.param(brandIds)}::int[])`);
    if (category) conditions.push(sql`${source.level(category.level)} = ${source.levelValue(category)}`);
    const where = sql.join(conditions, sql` and `);
    const offset = page * hitsPerPage;
    const price = source.price(currency);
    let statement: SQL;
    switch (options.sort ?? 'relevance') {
      case 'price_asc':
        statement = sql`select p.part_number from ${source.from} where ${where} order by ${price} asc nulls last, p.part_number limit ${hitsPerPage} offset ${offset}`;
        break;
      case 'price_desc':
        statement = sql`select p.part_number from ${source.from} where ${where} order by ${price} desc nulls last, p.part_number limit ${hitsPerPage} offset ${offset}`;
        break;
      case 'name_asc':
        statement = sql`select p.part_number from ${source.from} where ${where} order by p.name collate "C" asc, p.part_number limit ${hitsPerPage} offset ${offset}`;
        break;
      case 'name_desc':
        statement = sql`select p.part_number from ${source.from} where ${where} order by p.name collate "C" desc, p.part_number limit ${hitsPerPage} offset ${offset}`;
        break;
      default:
        statement = tsq
          ? sql`select p.part_number from ${source.from} where ${where}
                 order by ${relevance(source.vector, termTexts(tokens, 'last'))} desc, p.popularity desc, p.part_number
                 limit ${hitsPerPage} offset ${offset}`
          : sql`select p.part_number from ${source.from} where ${where} order by p.popularity desc, p.part_number limit ${hitsPerPage} offset ${offset}`;
    }
    const ids = (await queryRows<{ part_number: string }>(this.db, statement)).map((r) => r.part_number);
    return {
      ids,
      tiles: null,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      correctedQuery: null,
      facets,
    };
  }

  /** What PostgreSQL's parser and stemmer make of each term text (null: not a plain lexeme set); one statement. */
  private async normalizeAll(texts: string[]): Promise<(NormalizedItem[] | null)[]> {
    const vocabulary = this.vocabulary;
    if (texts.every((t) => vocabulary.has(t))) return texts.map((t) => vocabulary.get(t) ?? null);
    const missing = [
      ...new Set(texts.filter((t) => !vocabulary.has(t) && this.normalized.get(t) === undefined)),
    ];
    if (missing.length > 0) {
      const rows = await queryRows<{ text: string; q: string }>(
        this.db,
        sql`select x as text, to_tsquery('english', x)::text as q from unnest(${sql.param(missing)}::text[]) as x`,
      );
      for (const row of rows) this.normalized.set(row.text, parseNormalizedQuery(row.q ?? ''));
    }
    return texts.map((t) => (vocabulary.has(t) ? vocabulary.get(t) : this.normalized.get(t)) ?? null);
  }

  /**
   * Normalises, in one statement, the term texts of every prefix of the catalogue's VOCABULARY_WORDS commonest
   * words (as a query's last word or any autocomplete word sends them: termTexts) and the whole words (a query's
   * other words). PostgreSQL's parser and stemmer do not depend on the catalogue: kept for the process's life.
   */
  private async warmVocabulary(): Promise<void> {
    const words = await queryRows<{ term: string }>(
      this.db,
      sql`select term from search_terms where term ~ '^[a-z0-9]{1,30}$' order by frequency desc, term
           limit ${VOCABULARY_WORDS}`,
    );
    const texts = new Set<string>();
    for (const { term } of words) {
      texts.add(term);
      for (let n = 1; n <= term.length; n++)
        for (const text of termTexts([{ text: term.slice(0, n), kind: 'word' }], 'all')) texts.add(text);
    }
    const missing = [...texts].filter((t) => !this.vocabulary.has(t));
    if (missing.length === 0) return;
    const rows = await queryRows<{ text: string; q: string }>(
      this.db,
      sql`select x as text, to_tsquery('english', x)::text as q from unnest(${sql.param(missing)}::text[]) as x`,
    );
    for (const row of rows) this.vocabulary.set(row.text, parseNormalizedQuery(row.q ?? ''));
  }

  /** Does the query text match anything at all (ignoring refinements)? Answered from the caches when possible. */
  private async anyMatch(tokens: QueryToken[], source: Source): Promise<boolean> {
    const tsText = toTsQueryText(tokens, 'last');
    if (!tsText) return true;
    if (source.kind === 'index') {
      const indexed = await this.indexMatch(tokens, 'last');
      if (indexed) return indexed.match.ords.length > 0;
    }
    return (await this.grouping(tsText, source)).length > 0;
  }

  /**
   * Full product rows for these part numbers, in the given order: from the memory copy of the current version plus
   * the stock (remembered on the embedded database, else one read of the narrow product_stock table), or from the
   * products table while there is no copy.
   */
  private async details(
    partNumbers: string[],
    currency: SearchCurrency,
    tiles: Planned['tiles'] = null,
  ): Promise<ProductHit[]> {
    if (partNumbers.length === 0) return [];
    // the copy is loaded and dropped with the index: when the index of the current build is ready, so is the copy
    const fields = this.readyIndex() ? this.hitFields : null;
    // an index page names its documents by number: their rows are read from the copy of the same build by number
    const byOrds = tiles && fields === tiles.fields ? fields.fieldsOfOrds(tiles.ords) : null;
    const kept = byOrds ?? fields?.fieldsOf(partNumbers) ?? null;
    if (kept) {
      const qty = await this.stockOf(kept, byOrds && tiles ? tiles.ords : null);
      this.counters.tilesMemory += 1;
      const hits: ProductHit[] = [];
      for (const f of kept) {
        const onHand = qty.get(f.part_number);
        // no stock row: the product was deleted since the version was read (the products path leaves it out too)
        if (onHand !== undefined) hits.push(toHit(HitFields.hitRow(f, currency, onHand), currency));
      }
      return hits;
    }
    this.counters.tilesSql += 1;
    const rows = await queryRows<HitRow>(
      this.db,
      sql`select ${hitColumns(currency)} from products p where p.part_number = any(${sql.param(partNumbers)}::text[])`,
    );
    const byId = new Map(rows.map((r) => [r.part_number, r]));
    return partNumbers.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, currency)] : [];
    });
  }

  /**
   * The stock of these kept products by part number (none for a product without a stock row): remembered on the
   * embedded database when their document numbers (`ords`, aligned with `kept`) are known, else read from the narrow
   * product_stock table (only the products not remembered).
   */
  private async stockOf(
    kept: FieldRow[],
    ords: readonly number[] | null,
    recall = true,
  ): Promise<Map<string, number>> {
    const qty = new Map<string, number>();
    const memory = ords ? this.stock : null;
    const recalling = memory !== null && ords !== null && recall;
    // what the memory does not hold (all of it when not recalling), with its document numbers
    let missing: FieldRow[] = kept;
    const missingOrds: number[] = ords && !recalling ? [...ords] : [];
    if (memory && ords && recall) {
      missing = [];
      for (let i = 0; i < kept.length; i++) {
        const f = kept[i] as FieldRow;
        const ord = ords[i] as number;
        const known = memory.recall(ord);
        if (known === undefined) {
          missing.push(f);
          missingOrds.push(ord);
        } else if (known !== null) qty.set(f.part_number, known);
      }
      // the embedded database forgets on the change itself; a server's counter is checked by a statement
      if (missing.length === 0 && this.stockNotified) return qty;
    }
    const before = memory?.ticket() ?? 0;
    const partNumbers = missing.map((f) => f.part_number);
    const versioned = memory !== null && !this.stockNotified;
    // on a server the counter comes in the same statement (one row with a null part number when none is missing)
    const rows = await queryRows<{
      part_number: string | null;
      qty_on_hand: number | null;
      stock_version?: string;
    }>(
      this.db,
      versioned
        ? sql`select sv.version::text as stock_version, st.part_number, st.qty_on_hand
                from product_stock_version sv
                left join product_stock st on st.part_number = any(${sql.param(partNumbers)}::text[])
               where sv.id = 1`
        : sql`select part_number, qty_on_hand from product_stock where part_number = any(${sql.param(partNumbers)}::text[])`,
    );
    let ticket = before;
    if (versioned && memory) {
      const version = rows[0]?.stock_version;
      if (version === undefined) return this.stockOf(kept, null);
      const seen = memory.observe(version);
      // stock changed since the remembered quantities were read: read the whole page under the new counter
      if (seen === 'moved' && recall) return this.stockOf(kept, ords, false);
      if (seen === 'moved') ticket = memory.ticket();
    }
    for (const r of rows) if (r.part_number !== null) qty.set(r.part_number, Number(r.qty_on_hand));
    if (memory)
      for (let i = 0; i < partNumbers.length; i++)
        memory.remember(ticket, missingOrds[i] as number, qty.get(partNumbers[i] as string) ?? null);
    return qty;
  }

  /** count(*) by (leaf category, brand) of the rows matching `tsText` (all online products when null). */
  private async grouping(tsText: string | null, source: Source): Promise<Grouping> {
    const key = this.key('g', source.kind, tsText ?? '');
    const cached = this.groupings.get(key);
    const now = Date.now();
    if (cached && now - cached.at < CACHE_TTL_MS) {
      this.groupings.delete(key);
      this.groupings.set(key, cached);
      return cached.value;
    }
    const match = tsText ? sql`${source.vector} @@ to_tsquery('english', ${tsText})` : sql`true`;
    // product_facet_counts is precomputed: counted live instead while the catalogue has changed since the rebuild
    const rows = !tsText
      ? this.state?.built
        ? await queryRows<{ leaf: number | null; brand: number | null; n: number }>(
            this.db,
            sql`select c.search_no as leaf, b.id as brand, f.count as n
                  from product_facet_counts f join categories c on c.path = f.lvl4
                  left join brands b on b.name = f.brand_name`,
          )
        : await queryRows<{ leaf: number | null; brand: number | null; n: number }>(
            this.db,
            sql`select p.l4 as leaf, p.brand_id as brand, count(*)::int as n from product_search p group by 1, 2`,
          )
      : source.kind === 'index'
        ? await queryRows<{ leaf: number | null; brand: number | null; n: number }>(
            this.db,
            sql`select p.l4 as leaf, p.brand_id as brand, count(*)::int as n from product_search p where ${match} group by 1, 2`,
          )
        : await queryRows<{ leaf: number | null; brand: number | null; n: number }>(
            this.db,
            sql`select c.search_no as leaf, p.brand_id as brand, count(*)::int as n
                  from products p join categories c on c.path = p.lvl4
                 where p.show_online and ${match} group by 1, 2`,
          );
    const value: Grouping = rows
      .filter((r) => r.leaf !== null)
      .map((r) => ({
        leaf: Number(r.leaf),
        brand: r.brand === null ? null : Number(r.brand),
        n: Number(r.n),
      }));
    this.groupings.set(key, { at: now, value });
    if (this.groupings.size > CACHE_SIZE) {
      const oldest = this.groupings.keys().next().value;
      if (oldest !== undefined) this.groupings.delete(oldest);
    }
    return value;
  }

  private async loadDictionary(): Promise<Dictionary> {
    if (this.dictionary && Date.now() - this.dictionary.loadedAt < CACHE_TTL_MS * 5) return this.dictionary;
    const [cats, brands] = await Promise.all([
      queryRows<{ no: number; path: string; name: string; level: number }>(
        this.db,
        sql`select search_no as no, path, name, level::int as level from categories where search_no is not null order by level, path`,
      ),
      queryRows<{ id: number; name: string }>(this.db, sql`select id, name from brands`),
    ]);
    const categoryByPath = new Map<string, CategoryInfo>();
    const categories = new Map<number, CategoryInfo>();
    for (const c of cats) {
      const parentPath = c.path.split(' > ').slice(0, -1).join(' > ');
      const parent = parentPath ? categoryByPath.get(parentPath) : undefined;
      const info: CategoryInfo = {
        no: Number(c.no),
        path: c.path,
        name: c.name,
        level: Number(c.level),
        ancestors: [...(parent?.ancestors ?? []), Number(c.no)],
      };
      categoryByPath.set(c.path, info);
      categories.set(info.no, info);
    }
    this.dictionary = {
      categories,
      categoryByPath,
      brands: new Map(brands.map((b) => [Number(b.id), b.name])),
      brandByName: new Map(brands.map((b) => [b.name, Number(b.id)])),
      loadedAt: Date.now(),
    };
    return this.dictionary;
  }

  /** Replace each unknown word by its closest dictionary term; null if nothing could be corrected. */
  private async correct(tokens: QueryToken[]): Promise<string | null> {
    const key = this.key(
      'c',
      tokens.map((t) => `${t.kind}:${t.text}`),
    );
    const cached = this.corrections.get(key);
    if (cached !== undefined) return cached;
    const corrected = await this.findCorrection(tokens);
    this.corrections.set(key, corrected);
    return corrected;
  }

  private async findCorrection(tokens: QueryToken[]): Promise<string | null> {
    const words = tokens.filter((t) => t.kind === 'word' && t.text.length >= 3).map((t) => t.text);
    if (words.length === 0) return null;
    const rows = await queryRows<{ word: string; term: string | null; known: boolean }>(
      this.db,
      sql`select w.word,
                 exists (select 1 from search_terms t where t.term = w.word) as known,
                 (select t.term from search_terms t where t.term % w.word
                   order by similarity(t.term, w.word) desc, t.frequency desc, t.term limit 1) as term
            from unnest(${sql.param(words)}::text[]) as w(word)`,
    );
    const replacement = new Map<string, string>();
    for (const r of rows) if (!r.known && r.term && r.term !== r.word) replacement.set(r.word, r.term);
    if (replacement.size === 0) return null;
    return tokens.map((t) => replacement.get(t.text) ?? t.text).join(' ');
  }

  async autocomplete(
    query: string,
    options: Pick<ProductSearchOptions, 'currency' | 'locale'> = {},
  ): Promise<AutocompleteResult> {
    void options;
    await this.sync();
    const tokens = tokenize(query);
    const key = this.key(
      'a',
      tokens.map((t) => `${t.kind}:${t.text}`),
    );
    const cached = this.autocompletes.get(key);
    if (cached) {
      this.counters.autocompleteCached += 1;
      return cached;
    }
    this.counters.autocompleteComputed += 1;
    const started = performance.now();
    const result = await this.once(key, async () => {
      const computed = await this.computeAutocomplete(tokens);
      this.autocompletes.set(key, computed);
      return computed;
    });
    this.noteSlow(() => `autocomplete ${JSON.stringify(query)}`, performance.now() - started);
    return result;
  }

  /** `describe` runs only for a request slow enough to be kept (this is on every request's path) */
  private noteSlow(describe: () => string, ms: number): void {
    const list = this.slowest;
    if (list.length === SLOWEST_KEPT && ms <= (list[list.length - 1]?.ms ?? 0)) return;
    list.push({ request: describe(), ms: Math.round(ms * 10) / 10 });
    list.sort((a, b) => b.ms - a.ms);
    if (list.length > SLOWEST_KEPT) list.pop();
  }

  /** Runs `compute` once for concurrent callers asking for the same key. */
  private async once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = compute().finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private async computeAutocomplete(queryTokens: QueryToken[]): Promise<AutocompleteResult> {
    let tokens = queryTokens;
    if (tokens.length === 0) return { products: [], categories: [], brands: [], correctedQuery: null };
    let correctedQuery: string | null = null;
    let products = await this.autocompleteProducts(tokens);
    if (products.length === 0) {
      const corrected = await this.correct(tokens);
      if (corrected) {
        correctedQuery = corrected;
        tokens = tokenize(corrected);
        products = await this.autocompleteProducts(tokens);
      }
    }
    const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text);
    if (words.length === 0) return { products, categories: [], brands: [], correctedQuery };
    const dict = await this.loadDictionary();
    const { perCategory, perBrand } = this.totalsOf(await this.grouping(null, INDEX_SOURCE), dict);
    const patterns = words.map((w) => new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}`, 'i'));
    const matches = (name: string) => patterns.every((p) => p.test(name));
    const categories: CategoryFacetHit[] = [...dict.categories.values()]
      .filter((c) => matches(c.name) && (perCategory.get(c.no) ?? 0) > 0)
      .map((c) => ({ value: c.path, name: c.name, level: c.level, count: perCategory.get(c.no) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.level - b.level || a.value.localeCompare(b.value))
      .slice(0, 10);
    const brands: FacetValue[] = [...dict.brands.entries()]
      .filter(([id, name]) => matches(name) && (perBrand.get(id) ?? 0) > 0)
      .map(([id, name]) => ({ name, count: perBrand.get(id) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 10);
    return { products, categories, brands, correctedQuery };
  }

  /**
   * The whole catalogue's products per category and per brand. The grouping is cached (and replaced when the
   * catalogue changes), so its totals are summed once per grouping, not on every autocomplete: at a million parts
   * that is 7,110 (category, brand) groups and about 30,000 map updates saved on each uncached autocomplete.
   */
  private totalsOf(all: Grouping, dict: Dictionary) {
    const known = this.groupingTotals.get(all);
    if (known && known.dict === dict) return known;
    const perCategory = new Map<number, number>();
    const perBrand = new Map<number, number>();
    for (const g of all) {
      for (const no of dict.categories.get(g.leaf)?.ancestors ?? [])
        perCategory.set(no, (perCategory.get(no) ?? 0) + g.n);
      if (g.brand !== null) perBrand.set(g.brand, (perBrand.get(g.brand) ?? 0) + g.n);
    }
    const totals = { dict, perCategory, perBrand };
    this.groupingTotals.set(all, totals);
    return totals;
  }

  private async autocompleteProducts(tokens: QueryToken[]) {
    const tsText = toTsQueryText(tokens, 'all');
    if (!tsText) return [];
    const index = this.readyIndex();
    const terms = index ? await this.indexTerms(index, tokens, 'all') : null;
    let ids: string[];
    if (index && terms) {
      this.counters.indexAnswered += 1;
      // the five best without making the match when the walk is short (a broad prefix: at once); else the match
      const key = `${index.version}|${JSON.stringify(terms)}`;
      const known = this.matches.get(key);
      const ords =
        (known ? null : index.topByRelevance(terms, 5, TOP_WALK_BUDGET)) ??
        index.ordsByRelevance((known ?? this.indexedQuery(index, terms)).match, 0, 5);
      ids = index.partNumbersOf(ords);
      // a suggestion shows no stock: its name and picture come from the memory copy of the same version, without
      // a statement (a cached autocomplete is answered the same way; a deleted product moves the version)
      const fields = this.hitFields;
      const shown = fields?.version === index.version ? fields.fieldsOfOrds(ords) : null;
      if (shown) {
        this.counters.tilesMemory += 1;
        return shown.map((f) => ({
          objectID: f.part_number,
          partNumber: f.part_number,
          displayName: f.name,
          thumbnailUrl: f.image_url,
        }));
      }
    } else {
      this.counters.indexSql += 1;
      const tsq = sql`to_tsquery('english', ${tsText})`;
      const rows = await queryRows<{ part_number: string }>(
        this.db,
        sql`select p.part_number from product_search p where p.doc @@ ${tsq}
             order by ${relevance(sql`p.doc`, termTexts(tokens, 'all'))} desc, p.popularity desc, p.part_number
             limit 5`,
      );
      ids = rows.map((r) => r.part_number);
    }
    const hits = await this.details(ids, 'USD');
    return hits.map((h) => ({
      objectID: h.partNumber,
      partNumber: h.partNumber,
      displayName: h.displayName,
      thumbnailUrl: h.thumbnailUrl,
    }));
  }

  async partNumberLookup(
    partNumber: string,
    options: Pick<ProductSearchOptions, 'currency' | 'locale'> & { includeHidden?: boolean } = {},
  ): Promise<ProductHit[]> {
    const key = partNumberKey(partNumber);
    if (!key) return [];
    const currency = currencyOf(options);
    const rows = await queryRows<HitRow>(
      this.db,
      sql`select ${hitColumns(currency)} from products p
           where p.part_number_compact = ${key} ${options.includeHidden ? sql`` : sql`and p.show_online`}
           order by p.part_number limit 10`,
    );
    return rows.map((r) => toHit(r, currency));
  }

  async suggest(query: string): Promise<SuggestResult> {
    const tokens = tokenize(query);
    const correctedQuery = await this.correct(tokens);
    const last = tokens.filter((t) => t.kind === 'word').pop()?.text;
    if (!last) return { correctedQuery, suggestions: [] };
    const rows = await queryRows<{ term: string }>(
      this.db,
      sql`select term from (
            select term, frequency, 0 as rank from search_terms where term like ${`${last}%`}
            union all
            select term, frequency, 1 from search_terms where term % ${last}
          ) s group by term order by min(rank), max(frequency) desc, term limit 10`,
    );
    return { correctedQuery, suggestions: rows.map((r) => r.term) };
  }
}

/**
 * Facets from the (leaf, brand) grouping: brand counts honour the category refinement only (disjunctive brand
 * facet); category counts honour the brand refinement only; lvl0 is always complete, lvlN (N ≥ 1) lists the
 * children of the refined path's ancestor at level N-1, down to one level below the refinement.
 */
export function facetsFrom(
  grouping: Grouping,
  dict: Pick<Dictionary, 'categories' | 'brands'>,
  brandIds: number[],
  category: CategoryInfo | null,
): { facets: ProductFacets; nbHits: number } {
  const facets = emptyFacets();
  const brandSet = new Set(brandIds);
  const brandOk = (b: number | null) => brandSet.size === 0 || (b !== null && brandSet.has(b));
  const inCategory = (ancestors: number[]) => !category || ancestors[category.level] === category.no;
  const deepest = category ? Math.min(category.level + 1, 4) : 0;
  const brandCounts = new Map<string, number>();
  const levelCounts: Map<string, number>[] = [new Map(), new Map(), new Map(), new Map(), new Map()];
  let nbHits = 0;
  for (const g of grouping) {
    const leaf = dict.categories.get(g.leaf);
    if (!leaf) continue;
    const ancestors = leaf.ancestors;
    const inCat = inCategory(ancestors);
    if (inCat && brandOk(g.brand)) nbHits += g.n;
    if (inCat && g.brand !== null) {
      const name = dict.brands.get(g.brand);
      if (name) brandCounts.set(name, (brandCounts.get(name) ?? 0) + g.n);
    }
    if (!brandOk(g.brand)) continue;
    for (let n = 0; n <= deepest; n++) {
      if (n > 0 && category && ancestors[n - 1] !== category.ancestors[n - 1]) break;
      const info = dict.categories.get(ancestors[n] as number);
      if (!info) break;
      const counts = levelCounts[n] as Map<string, number>;
      counts.set(info.path, (counts.get(info.path) ?? 0) + g.n);
    }
  }
  const toList = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, MAX_FACET_VALUES);
  facets.brand = toList(brandCounts);
  levelCounts.forEach((m, n) => {
    facets[`hierarchicalCategories.lvl${n}` as HierarchyLevel] = toList(m);
  });
  return { facets, nbHits };
}

export function createProductSearch(
  db: Executor,
  options: ProductSearchEngineOptions = {},
): PostgresProductSearch {
  return new PostgresProductSearch(db, options);
}

/**
 * The relevance in SQL, as the posting index computes it: per term, the points of the best weight the product has
 * for it (A 10, B 4, C 2, otherwise D 1), summed.
 */
function relevance(vector: SQL, terms: string[]): SQL {
  const points = terms.map((term) => {
    const cases = WEIGHT_LETTER_POINTS.map(
      ([letter, n]) =>
        sql`when ${vector} @@ to_tsquery('english', ${withWeight(term, letter)}) then ${sql.raw(String(n))}`,
    );
    return sql`(case ${sql.join(cases, sql` `)} else 1 end)`;
  });
  return sql.join(points, sql` + `);
}

/** The database-computed order a non-relevance sort uses in the posting index. */
function rankOrder(
  sort: Exclude<ProductSearchOptions['sort'], 'relevance' | undefined>,
  currency: SearchCurrency,
): RankOrder {
  switch (sort) {
    case 'name_asc':
      return 'name_asc';
    case 'name_desc':
      return 'name_desc';
    case 'price_asc':
      return currency === 'CAD' ? 'cad_asc' : 'usd_asc';
    case 'price_desc':
      return currency === 'CAD' ? 'cad_desc' : 'usd_desc';
  }
}
