// ProductSearch on PostgreSQL full-text search (the same on PGlite and on a PostgreSQL server).
// - Serving index: product_search (narrow rows, GIN on `doc`: part number + name A, brand B, category names C).
//   Descriptions (products.search_vector, weight C) are searched only when the index finds nothing.
// - Prefix matching (`:*`) on the last word (search-as-you-type) and on every word for autocomplete.
// - Facets and nbHits: ONE grouped statement per query text — count(*) by (leaf category, brand) over the matching
//   rows — from which every facet (brand disjunctive, hierarchical lvl0..lvl4) and the refined hit count are
//   derived in memory. These groupings are cached per query text and catalogue version.
// - Relevance: ts_rank over every match, popularity then part number as tie-breakers.
// - One-word queries (every search-as-you-type keystroke before a space) resolve to a set of dictionary lexemes
//   (token-sets.ts); for large sets the facet grouping and the first pages in relevance order are precomputed in
//   search_token_sets by rebuildSearchData, so they cost one primary-key lookup instead of a scan of every match.
// - Typo correction: search_terms dictionary with pg_trgm similarity when a query finds nothing.
// - Caches (results, groupings, match sets, token sets) belong to one catalogue version (search_data_version, moved by
//   triggers on every change to searchable product data and by a rebuild); the version is read at most once per
//   VERSION_CHECK_MS, so a change made anywhere reaches every process within that bound (`refresh()` at once).
//   Cached results keep part numbers only: the hits' details (price, stock) are read fresh on every request.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { Lru } from './lru.js';
import { tokenize, toTsQueryText, type QueryToken } from './query.js';
import {
  lexemeQueryText,
  matchedLexemes,
  matchKey,
  parseNormalizedQuery,
  type NormalizedItem,
} from './token-sets.js';
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

const LEVEL_COLUMNS = ['l0', 'l1', 'l2', 'l3', 'l4'] as const;
const FULL_LEVEL_COLUMNS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
const MAX_FACET_VALUES = 100;
/** cached groupings / match sets expire after this; call invalidate() after a reindex */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_SIZE = 500;

interface HitRow extends Record<string, unknown> {
  part_number: string;
  name: string;
  description: string;
  brand_name: string | null;
  image_url: string | null;
  price: number | null;
  qty_on_hand: number;
  uom: string;
  category_id: string | null;
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  prop65_number: string | null;
}

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
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  correctedQuery: string | null;
  facets: ProductFacets;
}

/** A precomputed one-word lexeme set (search_token_sets). */
interface TokenSet {
  lexemes: string[];
  total: number;
  grouping: Grouping;
  /** the best matches in relevance order */
  top: string[];
}

export interface SearchCacheStats {
  /** the catalogue version the caches belong to */
  version: string | null;
  /** whether the precomputed search data (token sets, facet counts) describes the current catalogue */
  precomputedCurrent: boolean;
  searches: { cached: number; computed: number };
  autocompletes: { cached: number; computed: number };
  /** one-word queries answered from search_token_sets vs counted over their matches */
  tokenSets: { precomputed: number; counted: number };
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

export class PostgresProductSearch implements ProductSearch {
  private dictionary: Dictionary | null = null;
  private lexicon: { sorted: string[]; known: Set<string> } | null = null;
  private readonly groupings = new Map<string, { at: number; value: Grouping }>();
  private readonly results = new Lru<string, Planned>(RESULT_CACHE_SIZE);
  private readonly autocompletes = new Lru<string, AutocompleteResult>(AUTOCOMPLETE_CACHE_SIZE);
  /** computations under way, so concurrent identical requests wait for one instead of each scanning */
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly tokenSets = new Lru<string, TokenSet | null>(TOKEN_CACHE_SIZE);
  /** query text → what PostgreSQL's parser and stemmer make of it (independent of the catalogue) */
  private readonly normalized = new Lru<string, NormalizedItem[] | null>(TOKEN_CACHE_SIZE);
  private state: { version: string; built: boolean } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private syncing: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly versionCheckMs: number;
  private readonly counters = {
    searchCached: 0,
    searchComputed: 0,
    autocompleteCached: 0,
    autocompleteComputed: 0,
    tokenSetPrecomputed: 0,
    tokenSetCounted: 0,
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
      tokenSets: { precomputed: c.tokenSetPrecomputed, counted: c.tokenSetCounted },
    };
  }

  private clearCaches(): void {
    this.dictionary = null;
    this.lexicon = null;
    this.groupings.clear();
    this.results.clear();
    this.autocompletes.clear();
    this.tokenSets.clear();
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
    const { ids, ...rest } = planned;
    const hits = await this.details(ids, currency);
    return { ...rest, hits, query, processingTimeMS: Math.round(performance.now() - started) };
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

    // one word with a large match set: facets and first pages precomputed
    if (tsText && source.kind === 'index') {
      const set = await this.tokenSet(tokens, tsText);
      if (set)
        return this.fromTokenSet(set, dict, brandIds, category ?? null, options, page, hitsPerPage, currency);
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
        // ts_rank over every match (large one-word sets are precomputed; several words intersect to fewer rows)
        statement = tsq
          ? sql`select p.part_number from ${source.from} where ${where}
                 order by ts_rank(${source.vector}, ${tsq}) desc, p.popularity desc, p.part_number
                 limit ${hitsPerPage} offset ${offset}`
          : sql`select p.part_number from ${source.from} where ${where} order by p.popularity desc, p.part_number limit ${hitsPerPage} offset ${offset}`;
    }
    const ids = (await queryRows<{ part_number: string }>(this.db, statement)).map((r) => r.part_number);
    return {
      ids,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      correctedQuery: null,
      facets,
    };
  }

  /** What PostgreSQL's parser and stemmer make of a one-word query text (null: not a plain lexeme set). */
  private async normalize(tsText: string): Promise<NormalizedItem[] | null> {
    const cached = this.normalized.get(tsText);
    if (cached !== undefined) return cached;
    const [row] = await queryRows<{ q: string }>(
      this.db,
      sql`select to_tsquery('english', ${tsText})::text as q`,
    );
    const items = parseNormalizedQuery(row?.q ?? '');
    this.normalized.set(tsText, items);
    return items;
  }

  private async loadLexicon(): Promise<{ sorted: string[]; known: Set<string> }> {
    if (this.lexicon) return this.lexicon;
    const rows = await queryRows<{ lexeme: string }>(this.db, sql`select lexeme from search_lexemes`);
    const sorted = rows.map((r) => r.lexeme).sort();
    this.lexicon = { sorted, known: new Set(sorted) };
    return this.lexicon;
  }

  /**
   * The precomputed data of a one-word query (null when there is none: more than one word, a part number, a set too
   * small to precompute, or a catalogue changed since the last rebuild — the dictionary must be complete for the
   * lexeme set to equal the query's matches).
   */
  private async tokenSet(tokens: QueryToken[], tsText: string): Promise<TokenSet | null> {
    if (tokens.length !== 1 || tokens[0]?.kind !== 'word' || !this.state?.built) return null;
    const items = await this.normalize(tsText);
    if (!items || items.length === 0 || items.some((i) => !/^[a-z]/.test(i.lexeme))) return null;
    const lexicon = await this.loadLexicon();
    const lexemes = matchedLexemes(lexicon.sorted, lexicon.known, items);
    if (lexemes.length === 0) return null;
    const key = this.key('t', matchKey(lexemes));
    let set = this.tokenSets.get(key);
    if (set === undefined) {
      const [row] = await queryRows<{ total: number; groups: number[]; top_parts: string[] }>(
        this.db,
        sql`select total, groups, top_parts from search_token_sets where match_key = ${matchKey(lexemes)}`,
      );
      set = row
        ? { lexemes, total: Number(row.total), grouping: triples(row.groups), top: row.top_parts }
        : null;
      this.tokenSets.set(key, set);
    }
    if (set) this.counters.tokenSetPrecomputed += 1;
    else this.counters.tokenSetCounted += 1;
    return set;
  }

  private async fromTokenSet(
    set: TokenSet,
    dict: Dictionary,
    brandIds: number[],
    category: CategoryInfo | null,
    options: ProductSearchOptions,
    page: number,
    hitsPerPage: number,
    currency: SearchCurrency,
  ): Promise<Planned> {
    const { facets, nbHits } = facetsFrom(set.grouping, dict, brandIds, category);
    const planned: Planned = {
      ids: [],
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      correctedQuery: null,
      facets,
    };
    if (nbHits === 0) return planned;
    const sort = options.sort ?? 'relevance';
    const offset = page * hitsPerPage;
    const unrefined = brandIds.length === 0 && !category;
    if (
      sort === 'relevance' &&
      unrefined &&
      (offset + hitsPerPage <= set.top.length || set.top.length >= set.total)
    ) {
      return { ...planned, ids: set.top.slice(offset, offset + hitsPerPage) };
    }
    // the same order the precomputed pages have (ts_rank against the lexeme set, popularity, part number)
    const rq = sql`to_tsquery('simple', ${lexemeQueryText(set.lexemes)})`;
    const conditions: SQL[] = [sql`p.doc @@ ${rq}`];
    if (brandIds.length) conditions.push(sql`p.brand_id = any(${sql.param(brandIds)}::int[])`);
    if (category) conditions.push(sql`${INDEX_SOURCE.level(category.level)} = ${category.no}`);
    const where = sql.join(conditions, sql` and `);
    const price = INDEX_SOURCE.price(currency);
    const order: Record<NonNullable<ProductSearchOptions['sort']>, SQL> = {
      relevance: sql`ts_rank(p.doc, ${rq}) desc, p.popularity desc, p.part_number`,
      price_asc: sql`${price} asc nulls last, p.part_number`,
      price_desc: sql`${price} desc nulls last, p.part_number`,
      name_asc: sql`p.name collate "C" asc, p.part_number`,
      name_desc: sql`p.name collate "C" desc, p.part_number`,
    };
    const rows = await queryRows<{ part_number: string }>(
      this.db,
      sql`select p.part_number from product_search p where ${where} order by ${order[sort]}
           limit ${hitsPerPage} offset ${offset}`,
    );
    return { ...planned, ids: rows.map((r) => r.part_number) };
  }

  /** Does the query text match anything at all (ignoring refinements)? Answered from the caches when possible. */
  private async anyMatch(tokens: QueryToken[], source: Source): Promise<boolean> {
    const tsText = toTsQueryText(tokens, 'last');
    if (!tsText) return true;
    if (source.kind === 'index') {
      const precomputed = await this.tokenSet(tokens, tsText);
      if (precomputed) return precomputed.total > 0;
    }
    return (await this.grouping(tsText, source)).length > 0;
  }

  /** Full product rows for these part numbers, in the given order. */
  private async details(partNumbers: string[], currency: SearchCurrency): Promise<ProductHit[]> {
    if (partNumbers.length === 0) return [];
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
    return this.once(key, async () => {
      const result = await this.computeAutocomplete(tokens);
      this.autocompletes.set(key, result);
      return result;
    });
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
    const all = await this.grouping(null, INDEX_SOURCE);
    const patterns = words.map((w) => new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}`, 'i'));
    const matches = (name: string) => patterns.every((p) => p.test(name));
    const perCategory = new Map<number, number>();
    const perBrand = new Map<number, number>();
    for (const g of all) {
      for (const no of dict.categories.get(g.leaf)?.ancestors ?? [])
        perCategory.set(no, (perCategory.get(no) ?? 0) + g.n);
      if (g.brand !== null) perBrand.set(g.brand, (perBrand.get(g.brand) ?? 0) + g.n);
    }
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

  private async autocompleteProducts(tokens: QueryToken[]) {
    const tsText = toTsQueryText(tokens, 'all');
    if (!tsText) return [];
    // one word: the precomputed first page; otherwise the five best by ts_rank in SQL (no match set to fetch)
    const precomputed = await this.tokenSet(tokens, tsText);
    let ids: string[];
    if (precomputed) {
      ids = precomputed.top.slice(0, 5);
    } else {
      const tsq = sql`to_tsquery('english', ${tsText})`;
      const rows = await queryRows<{ part_number: string }>(
        this.db,
        sql`select p.part_number from product_search p where p.doc @@ ${tsq}
             order by ts_rank(p.doc, ${tsq}) desc, p.popularity desc, p.part_number limit 5`,
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
    const key = partNumber
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .replace(/^0+(?=.)/, '');
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

/** Flat (leaf, brand, count) triples (brand 0 = none) as a grouping. */
function triples(flat: number[]): Grouping {
  const out: Grouping = [];
  for (let i = 0; i + 2 < flat.length; i += 3) {
    const brand = Number(flat[i + 1]);
    out.push({ leaf: Number(flat[i]), brand: brand === 0 ? null : brand, n: Number(flat[i + 2]) });
  }
  return out;
}
