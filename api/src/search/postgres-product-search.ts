// ProductSearch on PostgreSQL full-text search (works the same on PGlite and on a PostgreSQL server):
// - products.search_vector (generated, GIN-indexed): part number + name weight A, brand B, description C;
// - prefix matching (`:*`) on the last word for search-as-you-type, on every word for autocomplete;
// - facets from ONE grouped statement over the matching rows; queries without text read the precomputed
//   product_facet_counts table instead of scanning products;
// - typo correction from the search_terms dictionary (pg_trgm similarity) when the query finds nothing.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { tokenize, toTsQueryText, type QueryToken } from './query.js';
import {
  HIERARCHY_LEVELS,
  type AutocompleteResult,
  type CategoryFacetHit,
  type FacetValue,
  type ProductFacets,
  type ProductHit,
  type ProductSearch,
  type ProductSearchOptions,
  type ProductSearchResult,
  type SearchCurrency,
  type SuggestResult,
} from './types.js';

const LEVEL_COLUMNS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
const MAX_FACET_VALUES = 100;

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

interface FacetRow extends Record<string, unknown> {
  f: string;
  v: string | null;
  n: number;
}

export function currencyOf(options: Pick<ProductSearchOptions, 'currency' | 'locale'> = {}): SearchCurrency {
  if (options.currency) return options.currency;
  return options.locale === 'en_CA' ? 'CAD' : 'USD';
}

/** The hierarchical level of a category path: "A" → 0, "A > B" → 1, … (null if not a valid path). */
export function categoryLevel(path: string): number | null {
  const parts = path.split(' > ');
  if (parts.length < 1 || parts.length > 5 || parts.some((p) => p.trim() === '')) return null;
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

const HIT_COLUMNS = (priceColumn: SQL) => sql`p.part_number, p.name, p.description, p.brand_name, p.image_url,
  ${priceColumn}::float8 as price, p.qty_on_hand, p.uom, p.category_id, p.lvl0, p.lvl1, p.lvl2, p.lvl3, p.lvl4,
  p.prop65_number`;

function priceColumnFor(currency: SearchCurrency): SQL {
  return currency === 'CAD' ? sql.raw('p.price_cad') : sql.raw('p.price_usd');
}

export class PostgresProductSearch implements ProductSearch {
  constructor(private readonly db: Executor) {}

  async search(query: string, options: ProductSearchOptions = {}): Promise<ProductSearchResult> {
    const started = performance.now();
    const first = await this.run(query, options, 'last');
    if (first.nbHits > 0 || !query.trim())
      return { ...first, processingTimeMS: Math.round(performance.now() - started) };
    const corrected = await this.correct(tokenize(query));
    if (!corrected) return { ...first, processingTimeMS: Math.round(performance.now() - started) };
    const second = await this.run(corrected, options, 'last');
    return {
      ...second,
      query,
      correctedQuery: corrected,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  private async run(
    query: string,
    options: ProductSearchOptions,
    prefix: 'last' | 'all',
  ): Promise<ProductSearchResult> {
    const hitsPerPage = Math.min(Math.max(Math.trunc(options.hitsPerPage ?? 20), 1), 1000);
    const page = Math.max(Math.trunc(options.page ?? 0), 0);
    const currency = currencyOf(options);
    const priceColumn = priceColumnFor(currency);
    const tokens = tokenize(query);
    const tsText = toTsQueryText(tokens, prefix);
    const brands = (options.brand ?? []).filter((b) => b);
    const categoryPath = options.category?.trim() || null;
    const level = categoryPath ? categoryLevel(categoryPath) : null;
    if (categoryPath && level === null) {
      return {
        hits: [],
        nbHits: 0,
        page,
        nbPages: 0,
        hitsPerPage,
        query,
        correctedQuery: null,
        facets: emptyFacets(),
        processingTimeMS: 0,
      };
    }
    const tsq = tsText ? sql`to_tsquery('english', ${tsText})` : null;
    const brandFilter = brands.length ? sql`p.brand_name = any(${sql.param(brands)}::text[])` : null;
    const categoryFilter =
      categoryPath && level !== null
        ? sql`p.${sql.identifier(LEVEL_COLUMNS[level])} = ${categoryPath}`
        : null;

    const where = (parts: (SQL | null)[]) => {
      const list = parts.filter((p): p is SQL => p !== null);
      return list.length ? sql.join(list, sql` and `) : sql`true`;
    };
    const base = where([
      sql`p.show_online`,
      tsq ? sql`p.search_vector @@ ${tsq}` : null,
      brandFilter,
      categoryFilter,
    ]);

    let order: SQL;
    switch (options.sort ?? 'relevance') {
      case 'price_asc':
        order = sql`${priceColumn} asc nulls last, p.part_number`;
        break;
      case 'price_desc':
        order = sql`${priceColumn} desc nulls last, p.part_number`;
        break;
      case 'name_asc':
        order = sql`p.name asc, p.part_number`;
        break;
      case 'name_desc':
        order = sql`p.name desc, p.part_number`;
        break;
      default:
        order = tsq
          ? sql`ts_rank(p.search_vector, ${tsq}) desc, p.popularity desc, p.part_number`
          : sql`p.popularity desc, p.part_number`;
    }
    const hitRows = await queryRows<HitRow>(
      this.db,
      sql`select ${HIT_COLUMNS(priceColumn)} from products p where ${base} order by ${order}
          limit ${hitsPerPage} offset ${page * hitsPerPage}`,
    );

    const { facets, nbHits } = tsq
      ? await this.facetsForText(tsq, brandFilter, categoryPath, level)
      : await this.facetsWithoutText(brands, categoryPath, level);
    return {
      hits: hitRows.map((r) => toHit(r, currency)),
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      query,
      correctedQuery: null,
      facets,
      processingTimeMS: 0,
    };
  }

  /**
   * Facets over the text-matching rows in one statement. Brand counts ignore the brand refinement (disjunctive);
   * lvl0 counts ignore the category refinement; lvlN (N ≤ depth+1) counts are the children of the refined path's
   * ancestor at level N-1 — what a hierarchical menu shows.
   */
  private async facetsForText(
    tsq: SQL,
    brandFilter: SQL | null,
    categoryPath: string | null,
    level: number | null,
  ): Promise<{ facets: ProductFacets; nbHits: number }> {
    const catFilter =
      categoryPath && level !== null
        ? sql`${sql.identifier(LEVEL_COLUMNS[level])} = ${categoryPath}`
        : sql`true`;
    const brandF = brandFilter ? sql`${brandFilter}` : sql`true`;
    const parts: SQL[] = [
      sql`select 'total' as f, null as v, count(*)::int as n from m p where ${brandF} and ${catFilter}`,
      sql`select 'brand', p.brand_name, count(*)::int from m p where ${catFilter} group by p.brand_name`,
      sql`select 'lvl0', p.lvl0, count(*)::int from m p where ${brandF} group by p.lvl0`,
    ];
    const segments = categoryPath ? categoryPath.split(' > ') : [];
    const deepest = level === null ? 0 : Math.min(level + 1, 4);
    for (let n = 1; n <= deepest; n++) {
      const ancestor = segments.slice(0, n).join(' > ');
      const col = sql.identifier(LEVEL_COLUMNS[n] as string);
      const parentCol = sql.identifier(LEVEL_COLUMNS[n - 1] as string);
      parts.push(
        sql`select ${`lvl${n}`}, p.${col}, count(*)::int from m p where ${brandF} and p.${parentCol} = ${ancestor} group by p.${col}`,
      );
    }
    const rows = await queryRows<FacetRow>(
      this.db,
      sql`with m as materialized (
            select p.brand_name, p.lvl0, p.lvl1, p.lvl2, p.lvl3, p.lvl4 from products p
             where p.show_online and p.search_vector @@ ${tsq})
          ${sql.join(parts, sql` union all `)}`,
    );
    return collectFacets(rows);
  }

  /** Facets and hit count of a query without text, from the precomputed product_facet_counts table. */
  private async facetsWithoutText(
    brands: string[],
    categoryPath: string | null,
    level: number | null,
  ): Promise<{ facets: ProductFacets; nbHits: number }> {
    const catFilter =
      categoryPath && level !== null
        ? sql`${sql.identifier(LEVEL_COLUMNS[level])} = ${categoryPath}`
        : sql`true`;
    const brandF = brands.length ? sql`brand_name = any(${sql.param(brands)}::text[])` : sql`true`;
    const parts: SQL[] = [
      sql`select 'total' as f, null as v, coalesce(sum(count), 0)::int as n from product_facet_counts where ${brandF} and ${catFilter}`,
      sql`select 'brand', brand_name, sum(count)::int from product_facet_counts where ${catFilter} group by brand_name`,
      sql`select 'lvl0', lvl0, sum(count)::int from product_facet_counts where ${brandF} group by lvl0`,
    ];
    const segments = categoryPath ? categoryPath.split(' > ') : [];
    const deepest = level === null ? 0 : Math.min(level + 1, 4);
    for (let n = 1; n <= deepest; n++) {
      const ancestor = segments.slice(0, n).join(' > ');
      const col = sql.identifier(LEVEL_COLUMNS[n] as string);
      const parentCol = sql.identifier(LEVEL_COLUMNS[n - 1] as string);
      parts.push(
        sql`select ${`lvl${n}`}, ${col}, sum(count)::int from product_facet_counts where ${brandF} and ${parentCol} = ${ancestor} group by ${col}`,
      );
    }
    const rows = await queryRows<FacetRow>(this.db, sql.join(parts, sql` union all `));
    return collectFacets(rows);
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
    const empty: AutocompleteResult = { products: [], categories: [], brands: [], correctedQuery: null };
    let tokens = tokenize(query);
    if (tokens.length === 0) return empty;
    let correctedQuery: string | null = null;
    let products = await this.autocompleteProducts(tokens, options);
    if (products.length === 0) {
      const corrected = await this.correct(tokens);
      if (corrected) {
        correctedQuery = corrected;
        tokens = tokenize(corrected);
        products = await this.autocompleteProducts(tokens, options);
      }
    }
    const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text);
    const [categories, brands] = words.length
      ? await Promise.all([this.categoryFacetHits(words), this.brandFacetHits(words)])
      : [[], []];
    return { products, categories, brands, correctedQuery };
  }

  private async autocompleteProducts(
    tokens: QueryToken[],
    options: Pick<ProductSearchOptions, 'currency' | 'locale'>,
  ) {
    void options;
    const tsText = toTsQueryText(tokens, 'all');
    if (!tsText) return [];
    const tsq = sql`to_tsquery('english', ${tsText})`;
    const rows = await queryRows<{ part_number: string; name: string; image_url: string | null }>(
      this.db,
      sql`select p.part_number, p.name, p.image_url from products p
           where p.show_online and p.search_vector @@ ${tsq}
           order by ts_rank(p.search_vector, ${tsq}) desc, p.popularity desc, p.part_number limit 5`,
    );
    return rows.map((r) => ({
      objectID: r.part_number,
      partNumber: r.part_number,
      displayName: r.name,
      thumbnailUrl: r.image_url,
    }));
  }

  /** Category facet values whose name has a word starting with each query word, most products first (≤ 10). */
  private async categoryFacetHits(words: string[]): Promise<CategoryFacetHit[]> {
    const patterns = words.map((w) => `\\m${w.replace(/[^a-z0-9]/g, '')}`);
    const rows = await queryRows<{ path: string; name: string; level: number; n: number }>(
      this.db,
      sql`select c.path, c.name, c.level::int as level, coalesce(fc.n, 0)::int as n
            from categories c
            left join lateral (
              select sum(f.count) as n from product_facet_counts f
               where case c.level when 0 then f.lvl0 when 1 then f.lvl1 when 2 then f.lvl2 when 3 then f.lvl3 else f.lvl4 end = c.path
            ) fc on true
           where c.name ~* all(${sql.param(patterns)}::text[])
           order by n desc, c.level, c.path
           limit 10`,
    );
    return rows
      .filter((r) => r.n > 0)
      .map((r) => ({ value: r.path, name: r.name, level: r.level, count: r.n }));
  }

  private async brandFacetHits(words: string[]): Promise<FacetValue[]> {
    const patterns = words.map((w) => `\\m${w.replace(/[^a-z0-9]/g, '')}`);
    const rows = await queryRows<{ name: string; n: number }>(
      this.db,
      sql`select brand_name as name, sum(count)::int as n from product_facet_counts
           where brand_name ~* all(${sql.param(patterns)}::text[])
           group by brand_name order by n desc, brand_name limit 10`,
    );
    return rows.map((r) => ({ name: r.name, count: r.n }));
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
      sql`select ${HIT_COLUMNS(priceColumnFor(currency))} from products p
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

function collectFacets(rows: FacetRow[]): { facets: ProductFacets; nbHits: number } {
  const facets = emptyFacets();
  let nbHits = 0;
  for (const row of rows) {
    if (row.f === 'total') {
      nbHits = Number(row.n);
      continue;
    }
    if (row.v === null || row.v === '') continue;
    const key =
      row.f === 'brand' ? 'brand' : (`hierarchicalCategories.${row.f}` as (typeof HIERARCHY_LEVELS)[number]);
    facets[key].push({ name: row.v, count: Number(row.n) });
  }
  for (const list of Object.values(facets)) {
    list.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    list.splice(MAX_FACET_VALUES);
  }
  return { facets, nbHits };
}

export function createProductSearch(db: Executor): ProductSearch {
  return new PostgresProductSearch(db);
}
