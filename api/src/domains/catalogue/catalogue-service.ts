// Catalogue reads: itemDetail (signed in), unauthenticatedItemDetail (guests, by locale), getPrices, and the
// replacement-image lookup. Prices are list prices in the locale's currency (en_CA → CAD, otherwise USD).
import { and, eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import { availabilityForQuantity } from '@portal/rules/availability';
import type { RequestContext } from '../../auth/request-context.js';
import { customerPartNumbers, productRelations, products } from '../../db/schema.js';
import { notFound } from '../../errors/api-error.js';
import type { Locale } from '../accounts/index.js';
import type { CommerceItem, Price, PriceRequestItem } from './types.js';
import { requireUser } from '../../access/authorization.js';
import { maySeePrices, withholdItemPrice, withholdPrice } from '../../access/price-visibility.js';
import { localeField, partNumberField, partNumbersField, validate } from '../../shared/validation.js';
import { partNumberKey } from '@portal/rules/store';

export type Currency = 'USD' | 'CAD';

export const currencyFor = (locale: string | null | undefined): Currency =>
  locale === 'en_CA' ? 'CAD' : 'USD';

export type ProductRow = typeof products.$inferSelect;

/** Planning codes of parts that are built or sourced only against a quote: they are sold by phone, not online. */
export const PHONE_ORDER_PLANNING_CODES: readonly string[] = ['CALL-FOR-QUOTE'];

/**
 * Whether a part may be ordered online at all (CommerceItem.orderable). The billing system's item status must be
 * ACTIVE (OBSOLETE, ON-HOLD … parts cannot be ordered) and its planning code must not be a phone-order code
 * (CALL-FOR-QUOTE). Independent of showOnline and price: a part can be orderable yet hidden or unpriced.
 */
export function isOrderable(row: Pick<ProductRow, 'status' | 'planningCode'>): boolean {
  return row.status === 'ACTIVE' && !PHONE_ORDER_PLANNING_CODES.includes(row.planningCode ?? '');
}

/** Part numbers as typed or shown ('928-7092', '009287092'…): the key products.partNumberCompact holds. */
export const compact = partNumberKey;

export async function loadProducts(
  ctx: RequestContext,
  partNumbers: readonly string[],
): Promise<ProductRow[]> {
  const keys = [...new Set(partNumbers.map(compact))];
  const rows = await ctx.db.select().from(products).where(inArray(products.partNumberCompact, keys));
  const byKey = new Map(rows.map((r) => [r.partNumberCompact, r]));
  // answer in the order asked, once per product
  const seen = new Set<string>();
  const ordered: ProductRow[] = [];
  for (const key of partNumbers.map(compact)) {
    const row = byKey.get(key);
    if (row && !seen.has(row.partNumber)) {
      seen.add(row.partNumber);
      ordered.push(row);
    }
  }
  return ordered;
}

export function priceOf(row: ProductRow, currency: Currency): number | null {
  if (!row.showOnline) return null;
  return currency === 'CAD' ? row.priceCad : row.priceUsd;
}

/**
 * The rows as commerce items at the caller's prices: withheld (null, priceWithheld) from a caller who may not see
 * prices (maySeePrices). isPurchasable stays the part's own fact, so such a caller may still order it.
 */
export async function toItems(
  ctx: RequestContext,
  rows: ProductRow[],
  currency: Currency,
  accountId: string | null,
): Promise<CommerceItem[]> {
  if (rows.length === 0) return [];
  const partNumbers = rows.map((r) => r.partNumber);
  const [relations, customerNumbers, pricesShown] = await Promise.all([
    ctx.db
      .select()
      .from(productRelations)
      .where(inArray(productRelations.partNumber, partNumbers))
      .orderBy(productRelations.position),
    accountId
      ? ctx.db
          .select()
          .from(customerPartNumbers)
          .where(
            and(
              eq(customerPartNumbers.accountId, accountId),
              inArray(customerPartNumbers.partNumber, partNumbers),
            ),
          )
      : Promise.resolve([]),
    maySeePrices(ctx),
  ]);
  const cpn = new Map(customerNumbers.map((c) => [c.partNumber, c.customerPartNumber]));
  return rows.map((row) => {
    const price = priceOf(row, currency);
    const related = relations.filter((r) => r.partNumber === row.partNumber);
    const item: CommerceItem = {
      id: row.partNumber,
      productId: row.partNumber,
      partNumber: row.partNumber,
      productDisplayName: row.name,
      description: row.description,
      longDescription: row.longDescription,
      featuresAndBenefits: row.featuresAndBenefits,
      relatedProducts: related.filter((r) => r.relationType !== 'ACCESSORY').map((r) => r.relatedPartNumber),
      relatedAccessories: related
        .filter((r) => r.relationType === 'ACCESSORY')
        .map((r) => r.relatedPartNumber),
      // spec section 5: "A part is purchasable only when shown online and priced."
      isPurchasable: row.showOnline && price !== null,
      quantityOnHand: row.qtyOnHand,
      quantity: 1,
      availabilityMessage: availabilityForQuantity(row.qtyOnHand),
      displayPrice: price,
      displayTotal: price,
      priceWithheld: false,
      currency,
      catalogId: row.categoryId,
      catalogRefId: String(row.inventoryId),
      unitOfMeasure: row.uom,
      imageUrl: row.imageUrl,
      productUrl: `/pages/store/product-detail/${row.partNumber}/${row.partNumber}`,
      prop65Number: row.prop65Number,
      prop65Description: row.prop65Description,
      customerPartNumber: cpn.get(row.partNumber) ?? null,
      showOnline: row.showOnline,
      orderable: isOrderable(row),
      brand: row.brandName,
    };
    return pricesShown ? item : withholdItemPrice(item);
  });
}

/**
 * itemDetail(partNumbers): the caller's currency and their organisation's customer part numbers. Parts not shown
 * online are returned too (showOnline false, no price) so the store can say why they cannot be bought; unknown part
 * numbers are left out.
 */
export async function itemDetail(
  ctx: RequestContext,
  input: { partNumbers: string[] },
): Promise<CommerceItem[]> {
  const { partNumbers } = validate(yup.object({ partNumbers: partNumbersField.required() }), input);
  const user = requireUser(ctx);
  const accountId = ctx.caller.scope.selectedAccountId ?? user.accountId;
  return toItems(ctx, await loadProducts(ctx, partNumbers), currencyFor(user.locale), accountId);
}

/** unauthenticatedItemDetail(partNumbers, locale): guest pricing by locale. */
export async function unauthenticatedItemDetail(
  ctx: RequestContext,
  input: { partNumbers: string[]; locale?: Locale | null },
): Promise<CommerceItem[]> {
  const { partNumbers, locale } = validate(
    yup.object({ partNumbers: partNumbersField.required(), locale: localeField.nullable() }),
    input,
  );
  return toItems(ctx, await loadProducts(ctx, partNumbers), currencyFor(locale ?? 'en_US'), null);
}

const priceItems = yup
  .array()
  .of(
    yup.object({
      partNumber: partNumberField.required('Part number is required.'),
      quantity: yup
        .number()
        .typeError('Quantity must be a number.')
        .integer('Quantity must be a whole number.')
        .min(1, 'Quantity must be at least 1.')
        .max(9999, 'Quantity must be at most 9999.')
        .default(1),
    }),
  )
  .min(1, 'At least one item is required.')
  .max(100, 'At most 100 items can be priced at once.')
  .required();

/**
 * getPrices(items): signed-in callers get their profile's currency; guests pass a locale. Withheld (null,
 * priceWithheld) from a caller who may not see prices.
 */
export async function getPrices(
  ctx: RequestContext,
  input: { items: PriceRequestItem[]; locale?: Locale | null },
): Promise<Price[]> {
  const { items, locale } = validate(
    yup.object({ items: priceItems, locale: localeField.nullable() }),
    input,
  );
  const currency = currencyFor(ctx.caller.user ? ctx.caller.user.locale : (locale ?? 'en_US'));
  const rows = await loadProducts(
    ctx,
    items.map((i) => i.partNumber),
  );
  const byKey = new Map(rows.map((r) => [r.partNumberCompact, r]));
  const pricesShown = await maySeePrices(ctx);
  return items.flatMap((item) => {
    const row = byKey.get(compact(item.partNumber));
    if (!row) return [];
    const price = {
      partNumber: row.partNumber,
      quantity: item.quantity,
      price: priceOf(row, currency),
      priceWithheld: false,
      currency,
    };
    return [pricesShown ? price : withholdPrice(price)];
  });
}

export interface DigitalAsset {
  partNumber: string;
  url: string;
  type: 'image';
  isPrimary: boolean;
}

/** The replacement-image lookup: GET /api/replacement-images/{partNumber} → { digitalassets }. */
export async function replacementImages(
  ctx: RequestContext,
  input: { partNumber: string },
): Promise<{ digitalassets: DigitalAsset[] }> {
  const { partNumber } = validate(yup.object({ partNumber: partNumberField.required() }), input);
  const [row] = await loadProducts(ctx, [partNumber]);
  if (!row) throw notFound();
  const digitalassets: DigitalAsset[] = row.imageUrl
    ? [{ partNumber: row.partNumber, url: row.imageUrl, type: 'image', isPrimary: true }]
    : [];
  return { digitalassets };
}
