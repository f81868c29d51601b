// Rebuilds the derived search data: the terms dictionary (typo correction, suggestions) and the precomputed facet
// counts used by queries without text. Run after seeding and after catalogue changes (CSR "product search index").
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';

export interface RebuildOptions {
  /** also rebuild product_search from scratch (default true; the products triggers keep it current otherwise) */
  productIndex?: boolean;
}

export async function rebuildSearchData(
  db: Executor,
  options: RebuildOptions = {},
): Promise<{ terms: number; facetRows: number; lexemes: number }> {
  // until the end the precomputed data does not describe the catalogue: searches use SQL meanwhile
  const [started] = await queryRows<{ version: string }>(
    db,
    sql`update search_data_version set built_version = 0 where id = 1 returning version::text as version`,
  );
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
  const lexemes = await rebuildPostings(db);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze categories`);
  await db.execute(sql`analyze search_terms`);
  await db.execute(sql`analyze product_facet_counts`);
  await db.execute(sql`analyze courses`);
  await db.execute(sql`analyze search_postings`);
  // the precomputed data now describes the catalogue as it was when the rebuild started: caches keyed by the
  // version start afresh. A change made meanwhile (the triggers moved the version) may be missing from it: then it
  // stays marked out of date, searches keep using SQL, and the next rebuild (search-rebuilder.ts) includes it.
  await db.execute(
    sql`update search_data_version
           set version = version + 1,
               built_version = case when version = ${started?.version ?? '0'}::bigint then version + 1 else 0 end
         where id = 1`,
  );
  const t = (await db.execute(
    sql`select (select count(*) from search_terms)::int as terms, (select count(*) from product_facet_counts)::int as facets`,
  )) as unknown as {
    rows: { terms: number; facets: number }[];
  };
  return { terms: t.rows[0]?.terms ?? 0, facetRows: t.rows[0]?.facets ?? 0, lexemes };
}

/**
 * Numbers the serving index's documents in each of the portal's orders (relevance ties = popularity, part number;
 * name A–Z / Z–A by code point; price in each currency, low / high, nulls last; each then by part number) and
 * rebuilds search_postings: per lexeme that starts with a letter, ord * 4 + its best weight code in the document
 * (posting-index.ts). Returns the number of lexemes.
 */
export async function rebuildPostings(db: Executor): Promise<number> {
  await db.execute(sql`
    update product_search p
       set ord = r.ord, part_rank = r.part_rank, name_asc_rank = r.name_asc_rank, name_desc_rank = r.name_desc_rank,
           usd_asc_rank = r.usd_asc_rank, usd_desc_rank = r.usd_desc_rank,
           cad_asc_rank = r.cad_asc_rank, cad_desc_rank = r.cad_desc_rank
      from (select part_number,
                   (row_number() over (order by popularity desc, part_number) - 1)::int as ord,
                   (row_number() over (order by part_number) - 1)::int as part_rank,
                   (row_number() over (order by name collate "C" asc, part_number) - 1)::int as name_asc_rank,
                   (row_number() over (order by name collate "C" desc, part_number) - 1)::int as name_desc_rank,
                   (row_number() over (order by price_usd asc nulls last, part_number) - 1)::int as usd_asc_rank,
                   (row_number() over (order by price_usd desc nulls last, part_number) - 1)::int as usd_desc_rank,
                   (row_number() over (order by price_cad asc nulls last, part_number) - 1)::int as cad_asc_rank,
                   (row_number() over (order by price_cad desc nulls last, part_number) - 1)::int as cad_desc_rank
              from product_search) r
     where r.part_number = p.part_number`);
  await db.execute(sql`truncate search_postings`);
  // best weight: the lowest letter among the lexeme's positions ('A' = 65 → code 3)
  await db.execute(sql`
    insert into search_postings (lexeme, ndoc, postings)
    select u.lexeme, count(*)::int,
           array_agg(p.ord * 4 + coalesce((select 68 - ascii(min(w)) from unnest(u.weights) w), 0) order by p.ord)
      from product_search p, unnest(p.doc) u
     where u.lexeme ~ '^[a-z]'
     group by u.lexeme`);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_postings`);
  return Number(row?.n ?? 0);
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
