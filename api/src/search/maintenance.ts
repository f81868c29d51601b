// Rebuilds the derived search data: the terms dictionary (typo correction, suggestions) and the precomputed facet
// counts used by queries without text. Run after seeding and after catalogue changes (CSR "product search index").
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { lexemeQueryText, matchKey, tokenSetFamily } from './token-sets.js';

export interface RebuildOptions {
  /** also rebuild product_search from scratch (default true; the products triggers keep it current otherwise) */
  productIndex?: boolean;
  /**
   * precompute one-word lexeme sets that may match at least this many products (default 1,000: below that,
   * counting the matches when asked is about as cheap as reading a precomputed row)
   */
  tokenSetMinMatches?: number;
}

/** Best matches kept per precomputed lexeme set: the first pages of a one-word search in relevance order. */
export const TOKEN_SET_TOP = 120;
export const TOKEN_SET_MIN_MATCHES = 1000;

export async function rebuildSearchData(
  db: Executor,
  options: RebuildOptions = {},
): Promise<{ terms: number; facetRows: number; tokenSets: number }> {
  await db.execute(sql`truncate search_terms`);
  await db.execute(sql`
    insert into search_terms (term, frequency, source)
    select w, count(*)::int, 'product'
      from (select regexp_split_to_table(lower(name), '[^a-z]+') as w from products where show_online) words
     where length(w) >= 3
     group by w`);
  await db.execute(sql`
    insert into search_terms (term, frequency, source)
    select w, count(*)::int, 'brand'
      from (select regexp_split_to_table(lower(brand_name), '[^a-z]+') as w from products where show_online and brand_name is not null) words
     where length(w) >= 3
     group by w
    on conflict (term) do update set frequency = search_terms.frequency + excluded.frequency`);
  await db.execute(sql`
    insert into search_terms (term, frequency, source)
    select w, count(*)::int, 'category'
      from (select regexp_split_to_table(lower(name), '[^a-z]+') as w from categories) words
     where length(w) >= 3
     group by w
    on conflict (term) do nothing`);
  await db.execute(sql`
    insert into search_terms (term, frequency, source)
    select w, count(*)::int, 'course'
      from (select regexp_split_to_table(lower(title), '[^a-z]+') as w from courses where active) words
     where length(w) >= 3
     group by w
    on conflict (term) do nothing`);
  if (options.productIndex !== false) await rebuildProductSearchIndex(db);
  await db.execute(sql`truncate product_facet_counts`);
  await db.execute(sql`
    insert into product_facet_counts (lvl0, lvl1, lvl2, lvl3, lvl4, brand_name, count)
    select lvl0, lvl1, lvl2, lvl3, lvl4, coalesce(brand_name, ''), count(*)::int
      from products
     where show_online and lvl4 is not null
     group by lvl0, lvl1, lvl2, lvl3, lvl4, coalesce(brand_name, '')`);
  await db.execute(sql`analyze product_search`);
  const tokenSets = await rebuildTokenSets(db, options.tokenSetMinMatches);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze categories`);
  await db.execute(sql`analyze search_terms`);
  await db.execute(sql`analyze product_facet_counts`);
  await db.execute(sql`analyze courses`);
  await db.execute(sql`analyze search_lexemes`);
  await db.execute(sql`analyze search_token_sets`);
  // the precomputed data now describes the catalogue as it is: caches keyed by the version start afresh
  await db.execute(
    sql`update search_data_version set version = version + 1, built_version = version + 1 where id = 1`,
  );
  const t = (await db.execute(
    sql`select (select count(*) from search_terms)::int as terms, (select count(*) from product_facet_counts)::int as facets`,
  )) as unknown as {
    rows: { terms: number; facets: number }[];
  };
  return { terms: t.rows[0]?.terms ?? 0, facetRows: t.rows[0]?.facets ?? 0, tokenSets };
}

/**
 * Rebuilds search_lexemes (every lexeme of the serving index that starts with a letter) and search_token_sets
 * (see token-sets.ts): per lexeme set, the matching products' count, their (leaf, brand, count) grouping as flat
 * triples (brand 0 = none) and the TOKEN_SET_TOP best matches by ts_rank, popularity, part number — the order a
 * live one-word search uses. Returns the number of sets.
 */
export async function rebuildTokenSets(db: Executor, minMatches?: number): Promise<number> {
  await db.execute(sql`truncate search_lexemes`);
  await db.execute(sql`
    insert into search_lexemes (lexeme, ndoc)
    select word, ndoc from ts_stat('select doc from product_search') where word ~ '^[a-z]'`);
  await db.execute(sql`truncate search_token_sets`);
  const dictionary = await queryRows<{ lexeme: string; ndoc: number }>(
    db,
    sql`select lexeme, ndoc from search_lexemes`,
  );
  const threshold = minMatches ?? TOKEN_SET_MIN_MATCHES;
  const family = tokenSetFamily(
    dictionary.map((d) => ({ lexeme: d.lexeme, ndoc: Number(d.ndoc) })),
    threshold,
  );
  for (const lexemes of family) {
    const q = sql`to_tsquery('simple', ${lexemeQueryText(lexemes)})`;
    await db.execute(sql`
      insert into search_token_sets (match_key, lexemes, total, groups, top_parts)
      with m as (select part_number, doc, popularity, l4, coalesce(brand_id, 0)::int as brand
                   from product_search where doc @@ ${q}),
           g as (select l4::int as leaf, brand, count(*)::int as n from m where l4 is not null group by 1, 2),
           t as (select part_number, ts_rank(doc, ${q}) as r, popularity from m
                  order by 2 desc, popularity desc, part_number limit ${TOKEN_SET_TOP})
      select ${matchKey(lexemes)}, ${sql.param(lexemes)}::text[],
             (select count(*)::int from m),
             coalesce((select array_agg(x order by g.leaf, g.brand, o) from g,
                         unnest(array[g.leaf, g.brand, g.n]) with ordinality as u(x, o)), '{}'::int[]),
             coalesce((select array_agg(part_number order by r desc, popularity desc, part_number) from t),
                      '{}'::text[])`);
  }
  return family.length;
}

/**
 * Numbers categories that have no search number yet and rebuilds product_search from the online products:
 * doc = part number + name (A), brand (B), category names of the path (C).
 */
export async function rebuildProductSearchIndex(db: Executor): Promise<void> {
  await db.execute(
    sql`update categories set search_no = nextval('categories_search_no_seq') where search_no is null`,
  );
  await db.execute(sql`truncate product_search`);
  await db.execute(sql`
    insert into product_search (part_number, doc, name, popularity, brand_id, l0, l1, l2, l3, l4, price_usd, price_cad)
    select p.part_number,
           setweight(to_tsvector('simple', p.part_number || ' ' || p.part_number_compact), 'A')
           || setweight(to_tsvector('english', p.name), 'A')
           || setweight(to_tsvector('english', coalesce(p.brand_name, '')), 'B')
           || setweight(to_tsvector('english', replace(coalesce(p.lvl4, ''), ' > ', ' ')), 'C'),
           p.name, p.popularity, p.brand_id,
           c0.search_no, c1.search_no, c2.search_no, c3.search_no, c4.search_no,
           p.price_usd::float8, p.price_cad::float8
      from products p
      left join categories c0 on c0.path = p.lvl0
      left join categories c1 on c1.path = p.lvl1
      left join categories c2 on c2.path = p.lvl2
      left join categories c3 on c3.path = p.lvl3
      left join categories c4 on c4.path = p.lvl4
     where p.show_online`);
}
