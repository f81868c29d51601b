// Rebuilds the derived search data: the terms dictionary (typo correction, suggestions) and the precomputed facet
// counts used by queries without text. Run after seeding and after catalogue changes (CSR "product search index").
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export async function rebuildSearchData(db: Executor): Promise<{ terms: number; facetRows: number }> {
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
  await db.execute(sql`truncate product_facet_counts`);
  await db.execute(sql`
    insert into product_facet_counts (lvl0, lvl1, lvl2, lvl3, lvl4, brand_name, count)
    select lvl0, lvl1, lvl2, lvl3, lvl4, coalesce(brand_name, ''), count(*)::int
      from products
     where show_online and lvl4 is not null
     group by lvl0, lvl1, lvl2, lvl3, lvl4, coalesce(brand_name, '')`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze search_terms`);
  await db.execute(sql`analyze product_facet_counts`);
  await db.execute(sql`analyze courses`);
  const t = (await db.execute(
    sql`select (select count(*) from search_terms)::int as terms, (select count(*) from product_facet_counts)::int as facets`,
  )) as unknown as {
    rows: { terms: number; facets: number }[];
  };
  return { terms: t.rows[0]?.terms ?? 0, facetRows: t.rows[0]?.facets ?? 0 };
}
