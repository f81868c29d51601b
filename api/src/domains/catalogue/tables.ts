// Supply-store catalogue: categories (5 levels), brands, products (inventory items), prices, customer part numbers,
// related items, the search terms dictionary and precomputed facet counts.
import { createdAt, currencyEnum, tsvector, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from '../accounts/tables.js';

/** Category tree (spec: categories id, parentId, name). `level` 0..4; `path` is "A > B > C" (hierarchical facet value). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    path: text('path').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    imageUrl: text('image_url'),
    /** small integer id used by the search index (product_search.l0..l4); DB default nextval('categories_search_no_seq') (migration 0005) */
    searchNo: integer('search_no'),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    uniqueIndex('categories_path_uq').on(t.path),
    uniqueIndex('categories_search_no_uq').on(t.searchNo),
    index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
  },
  (t) => [uniqueIndex('brands_name_uq').on(t.name), uniqueIndex('brands_slug_uq').on(t.slug)],
);

/**
 * Products = inventory items. Primary key is the part number ("123-4567"); `partNumberCompact` has the hyphens
 * removed and is upper-cased for lookups with or without the hyphen. `lvl0..lvl4` are the precomputed hierarchical
 * category values ("Aerial Devices", "Aerial Devices > Booms", …) of the leaf category. `priceUsd` / `priceCad`
 * mirror the list prices in `prices` (kept in sync by a trigger) so search can sort by price; null = not purchasable.
 * `searchVector` is generated: part number and name weight A, brand B, description C.
 */
export const products = pgTable(
  'products',
  {
    partNumber: text('part_number').primaryKey(),
    inventoryId: integer('inventory_id').notNull(),
    partNumberCompact: text('part_number_compact').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    longDescription: text('long_description'),
    featuresAndBenefits: text('features_and_benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandId: integer('brand_id').references(() => brands.id),
    brandName: text('brand_name'),
    categoryId: text('category_id').references(() => categories.id),
    lvl0: text('lvl0'),
    lvl1: text('lvl1'),
    lvl2: text('lvl2'),
    lvl3: text('lvl3'),
    lvl4: text('lvl4'),
    imageUrl: text('image_url'),
    showOnline: boolean('show_online').notNull().default(true),
    qtyOnHand: integer('qty_on_hand').notNull().default(0),
    planningCode: text('planning_code'),
    prop65Number: text('prop65_number'),
    prop65Description: text('prop65_description'),
    uom: text('uom').notNull().default('each'),
    weightLbs: numeric('weight_lbs', { precision: 10, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('ACTIVE'),
    /** popularity used as the relevance tie-breaker and the default order of an empty query */
    popularity: integer('popularity').notNull().default(0),
    priceUsd: numeric('price_usd', { precision: 12, scale: 2, mode: 'number' }),
    priceCad: numeric('price_cad', { precision: 12, scale: 2, mode: 'number' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, coalesce(part_number, '') || ' ' || coalesce(part_number_compact, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(brand_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_inventory_id_uq').on(t.inventoryId),
    index('products_part_number_compact_idx').on(t.partNumberCompact),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandName),
    index('products_lvl0_idx').on(t.lvl0, t.popularity),
    index('products_lvl1_idx').on(t.lvl1, t.popularity),
    index('products_lvl2_idx').on(t.lvl2, t.popularity),
    index('products_lvl3_idx').on(t.lvl3, t.popularity),
    index('products_lvl4_idx').on(t.lvl4, t.popularity),
    index('products_online_popularity_idx')
      .on(t.popularity)
      .where(sql`${t.showOnline}`),
    index('products_online_name_idx')
      .on(t.name)
      .where(sql`${t.showOnline}`),
    index('products_online_price_usd_idx')
      .on(t.priceUsd)
      .where(sql`${t.showOnline}`),
    index('products_online_price_cad_idx')
      .on(t.priceCad)
      .where(sql`${t.showOnline}`),
  ],
);

/** List prices per currency (USD, CAD). A missing row or null price means not purchasable in that currency. */
export const prices = pgTable(
  'prices',
  {
    partNumber: text('part_number')
      .notNull()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    currency: currencyEnum('currency').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partNumber, t.currency] })],
);

/** An organisation's own part number for one of our parts. */
export const customerPartNumbers = pgTable(
  'customer_part_numbers',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    partNumber: text('part_number')
      .notNull()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    customerPartNumber: text('customer_part_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.partNumber] }),
    index('customer_part_numbers_cpn_idx').on(t.accountId, t.customerPartNumber),
  ],
);

/** Related products / accessories (inventory item relatedItems, commerce relatedProducts / relatedAccessories). */
export const productRelations = pgTable(
  'product_relations',
  {
    partNumber: text('part_number')
      .notNull()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    relatedPartNumber: text('related_part_number')
      .notNull()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    relationType: text('relation_type').notNull().default('RELATED'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partNumber, t.relatedPartNumber, t.relationType] })],
);

/** Terms dictionary for typo correction (trigram index) and query suggestions. Rebuilt by search/maintenance.ts. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** number of online products containing the term */
    frequency: integer('frequency').notNull().default(0),
    /** product | brand | category | course */
    source: text('source').notNull().default('product'),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Precomputed counts of online products per (leaf category, brand): facets and hit counts of queries without
 * text are summed from this small table instead of scanning products. Rebuilt by search/maintenance.ts.
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    lvl0: text('lvl0').notNull(),
    lvl1: text('lvl1').notNull(),
    lvl2: text('lvl2').notNull(),
    lvl3: text('lvl3').notNull(),
    lvl4: text('lvl4').notNull(),
    brandName: text('brand_name').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lvl4, t.brandName] })],
);

/**
 * The serving index of product search: one narrow row per ONLINE product, kept current by triggers on products
 * (migration 0005) and rebuilt by search/maintenance.ts. `doc` = part number + name (A), brand (B), category names (C); descriptions stay in
 * products.search_vector (used as a fallback when `doc` finds nothing). Small integer category (l0..l4 =
 * categories.search_no) and brand ids keep facet grouping and filtering cheap.
 */
export const productSearch = pgTable(
  'product_search',
  {
    partNumber: text('part_number')
      .primaryKey()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    name: text('name').notNull(),
    popularity: integer('popularity').notNull().default(0),
    brandId: smallint('brand_id'),
    l0: smallint('l0'),
    l1: smallint('l1'),
    l2: smallint('l2'),
    l3: smallint('l3'),
    l4: smallint('l4'),
    priceUsd: doublePrecision('price_usd'),
    priceCad: doublePrecision('price_cad'),
  },
  (t) => [
    index('product_search_doc_idx').using('gin', t.doc),
    index('product_search_popularity_idx').on(t.popularity),
    index('product_search_name_idx').on(t.name),
    index('product_search_price_usd_idx').on(t.priceUsd),
    index('product_search_price_cad_idx').on(t.priceCad),
    index('product_search_brand_idx').on(t.brandId, t.popularity),
    index('product_search_l0_idx').on(t.l0, t.popularity),
    index('product_search_l1_idx').on(t.l1, t.popularity),
    index('product_search_l2_idx').on(t.l2, t.popularity),
    index('product_search_l3_idx').on(t.l3, t.popularity),
    index('product_search_l4_idx').on(t.l4, t.popularity),
  ],
);
