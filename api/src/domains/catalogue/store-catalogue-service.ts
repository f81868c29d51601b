// The store's browsing data: the category tree and the brands with their counts of products shown online, and what
// the store home features. Open to guests (locale given) and signed-in callers (their profile's locale).
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { brands, categories, products } from '../../db/schema.js';
import type { Locale } from '../accounts/index.js';
import type { Brand, Category, ProductHit, StoreFeatured } from './types.js';
import { hitsForCaller } from '../../access/price-visibility.js';
import { localeField, validate } from '../../shared/validation.js';
import { currencyFor, PHONE_ORDER_PLANNING_CODES } from './catalogue-service.js';
import type { Currency } from './catalogue-service.js';
import { perCatalogueVersion } from './catalogue-version-cache.js';

/** How many of each the store home features (carousels of up to 4 per slide). */
const FEATURED_CATEGORIES = 6;
const FEATURED_BRANDS = 12;
const FEATURED_PRODUCTS = 12;

/** Every category, depth first (a parent, then its children by their sort order), with its online product count. */
export function listCategories(ctx: RequestContext): Promise<Category[]> {
  return perCatalogueVersion(ctx.db, 'categories', () => computeCategories(ctx));
}

async function computeCategories(ctx: RequestContext): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        level: categories.level,
        path: categories.path,
        imageUrl: categories.imageUrl,
        sortOrder: categories.sortOrder,
      })
      .from(categories),
    ctx.db
      .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.showOnline, true), isNotNull(products.categoryId)))
      .groupBy(products.categoryId),
  ]);
  // counts are per category the products are filed under; a node's count is its own plus all below it
  const total = new Map<string, number>(counts.map((c) => [c.categoryId as string, Number(c.count)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [categoryId, count] of [...total]) {
    let parent = byId.get(categoryId)?.parentId ?? null;
    while (parent) {
      total.set(parent, (total.get(parent) ?? 0) + count);
      parent = byId.get(parent)?.parentId ?? null;
    }
  }
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const ordered: Category[] = [];
  const visit = (parentId: string | null) => {
    const list = (children.get(parentId) ?? []).sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
    );
    for (const row of list) {
      ordered.push({
        id: row.id,
        parentId: row.parentId,
        name: row.name,
        level: row.level,
        path: row.path,
        imageUrl: row.imageUrl,
        productCount: total.get(row.id) ?? 0,
      });
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

/** Every brand with products shown online, by name. */
export function listBrands(ctx: RequestContext): Promise<Brand[]> {
  return perCatalogueVersion(ctx.db, 'brands', () => computeBrands(ctx));
}

async function computeBrands(ctx: RequestContext): Promise<Brand[]> {
  const rows = await ctx.db
    .select({
      name: products.brandName,
      productCount: sql<number>`count(*)::int`,
      logoUrl: sql<string | null>`max(${brands.logoUrl})`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.name, products.brandName))
    .where(and(eq(products.showOnline, true), isNotNull(products.brandName)))
    .groupBy(products.brandName)
    .orderBy(products.brandName);
  return rows.map((r) => ({
    name: r.name as string,
    productCount: Number(r.productCount),
    logoUrl: r.logoUrl,
  }));
}

/** The most popular parts a visitor can buy at once: shown online, orderable and priced in the currency. */
async function popularProducts(ctx: RequestContext, currency: Currency): Promise<ProductHit[]> {
  const price = currency === 'CAD' ? products.priceCad : products.priceUsd;
  const rows = await ctx.db
    .select({
      partNumber: products.partNumber,
      name: products.name,
      description: products.description,
      brandName: products.brandName,
      imageUrl: products.imageUrl,
      price,
      qtyOnHand: products.qtyOnHand,
      uom: products.uom,
      lvl0: products.lvl0,
      lvl1: products.lvl1,
      lvl2: products.lvl2,
      lvl3: products.lvl3,
      lvl4: products.lvl4,
    })
    .from(products)
    .where(
      and(
        eq(products.showOnline, true),
        isNotNull(price),
        eq(products.status, 'ACTIVE'),
        ...PHONE_ORDER_PLANNING_CODES.map((code) => sql`${products.planningCode} is distinct from ${code}`),
      ),
    )
    .orderBy(desc(products.popularity), products.partNumber)
    .limit(FEATURED_PRODUCTS);
  return rows.map((r) => ({
    partNumber: r.partNumber,
    displayName: r.name,
    description: r.description,
    brand: r.brandName,
    imageUrl: r.imageUrl,
    thumbnailUrl: r.imageUrl,
    price: r.price === null ? null : Number(r.price),
    priceWithheld: false,
    currency,
    inStock: r.qtyOnHand > 0,
    quantityOnHand: r.qtyOnHand,
    unitOfMeasure: r.uom,
    categories: [r.lvl0, r.lvl1, r.lvl2, r.lvl3, r.lvl4].filter((c): c is string => !!c),
  }));
}

/**
 * The store home: the top-level categories that have products (with their images), the brands with the most
 * products, and the most popular purchasable parts at the locale's prices.
 */
export async function storeFeatured(
  ctx: RequestContext,
  args: { locale?: Locale | string | null },
): Promise<StoreFeatured> {
  const { locale } = validate(yup.object({ locale: localeField.nullable() }), args);
  const currency = currencyFor(locale ?? 'en_US');
  const [tree, allBrands, featuredProducts] = await Promise.all([
    listCategories(ctx),
    listBrands(ctx),
    popularProducts(ctx, currency),
  ]);
  return {
    categories: tree.filter((c) => c.level === 0 && c.productCount > 0).slice(0, FEATURED_CATEGORIES),
    brands: [...allBrands]
      .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
      .slice(0, FEATURED_BRANDS),
    products: await hitsForCaller(ctx, featuredProducts),
  };
}
