// Replacement parts by unit (/parts/bomCheck/{id}, spec 7 'Parts'): the parts on a unit's bill of materials, or
// the catalogue parts matching a query with onBom saying which of them are on it, as product rows (spec 3
// 'Product row'). B2B_View_Replacement_Parts to see; prices only for callers who may see them
// (B2B_See_Replacement_Parts_Pricing for business users); orderable only for callers who may order
// (B2B_Order_Replacement_Parts, not B2B_Disallow_Order_Supply) and parts sold online; spec 5's stock and
// not-orderable messages.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/search-envelope.js';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import { availabilityForQuantity } from '@portal/rules/availability';
import { canOrderParts } from '@portal/rules/store';
import type { RequestContext } from '../../auth/request-context.js';
import { customerPartNumbers, fleetUnits, modelBomParts, products } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { maySeePrices, storeSubject } from '../../access/price-visibility.js';
import { compact, isOrderable } from '../catalogue/index.js';
import { idField, pageField, searchTextField, sizeField, validate } from '../../shared/validation.js';

/** spec 5 'Out of stock' and 'Not orderable' (domestic; international callers get an e-mail address instead) */
const PART_MESSAGES = {
  outOfStock: `Please call ${brand.helpLineWithOption}, to check availability.`,
  notOrderableDomestic: `This item cannot be ordered online but please call us at 1-877-GO-${brand.product}, Option 1 to place an order.`,
  notOrderableInternational: `This item cannot be ordered online. Please contact ${brand.internationalSalesEmail} to place an order.`,
  unitNotFound: 'The unit could not be found.',
} as const;

/** Integration locales (spec 1: en_US is UNITED_STATES, en_CA is CANADA, en is AWW); a portal locale is mapped. */
const LOCALE_TO_REGION: Record<string, 'UNITED_STATES' | 'CANADA' | 'AWW'> = {
  UNITED_STATES: 'UNITED_STATES',
  CANADA: 'CANADA',
  AWW: 'AWW',
  en_US: 'UNITED_STATES',
  en_CA: 'CANADA',
  en: 'AWW',
};

export const bomCheckSchema = yup.object({
  query: searchTextField('query', 100).nullable(),
  integrationLocale: yup
    .string()
    .typeError('integrationLocale must be a string.')
    .oneOf(Object.keys(LOCALE_TO_REGION), 'integrationLocale must be UNITED_STATES, CANADA or AWW.')
    .nullable(),
  page: pageField(10_000),
  size: sizeField(100, 25),
});

export interface ProductRow {
  parentId: string;
  id: string;
  partNumber: string;
  customerPartNumber: string | null;
  displayName: string;
  imageUrl: string | null;
  /** null when the caller may not see prices or the part has none */
  partPrice: number | null;
  currency: string;
  partUom: string;
  inStock: boolean;
  orderable: boolean;
  onBom: boolean;
  quantityOnBom: number | null;
  selectedUnitSerial: string;
  orderQuantity: number;
  relatedParts: string[];
  prop65Description: string | null;
  status: string;
  promiseDate: string | null;
  shippedDate: string | null;
  availabilityMessage: string;
  /** the spec 5 message when the part cannot be ordered online (null when it can, or the caller may not order) */
  notOrderableMessage: string | null;
}

export interface BomCheckResult {
  unit: { instanceId: string; unitSerial: string; model: string; accountId: string };
  showPrice: boolean;
  canOrderParts: boolean;
  totalRecords: number;
  content: ProductRow[];
}

/** The unit by instance id or serial, if one of its accounts (owner or shared) is readable by the caller. */
async function readableUnit(ctx: RequestContext, id: string) {
  const [unit] = await ctx.db
    .select({
      instanceId: fleetUnits.instanceId,
      unitSerial: fleetUnits.unitSerial,
      model: fleetUnits.model,
      accountId: fleetUnits.accountId,
      custAcctIds: fleetUnits.custAcctIds,
    })
    .from(fleetUnits)
    .where(or(eq(fleetUnits.instanceId, id), eq(fleetUnits.unitSerial, id)))
    .limit(1);
  if (!unit) throw notFound(PART_MESSAGES.unitNotFound);
  const readable = ctx.caller.scope.readable;
  if (!readable.has(unit.accountId) && !unit.custAcctIds.some((a) => readable.has(a))) throw forbidden();
  return unit;
}

/** /parts/bomCheck/{id} {query, integrationLocale} */
export async function bomCheck(
  ctx: RequestContext,
  params: { id: unknown },
  body: unknown,
): Promise<BomCheckResult> {
  const { id } = validate(yup.object({ id: idField('id').required('id is required.') }), params);
  const request = validate(bomCheckSchema, body ?? {});
  const caller = requireRule(ctx, 'parts.view');
  const unit = await readableUnit(ctx, id);
  // prices: the one decision every price-returning operation asks (price-visibility)
  const showPrice = await maySeePrices(ctx);
  const mayOrder = canOrderParts(storeSubject(ctx), [...ctx.caller.privileges]);
  const region = LOCALE_TO_REGION[request.integrationLocale ?? caller.locale] ?? 'UNITED_STATES';
  const currency = region === 'CANADA' ? 'CAD' : 'USD';

  const onBomOf = sql<boolean>`exists (select 1 from ${modelBomParts} b
    where b.model = ${unit.model} and b.part_number = products.part_number)`;
  const query = request.query?.trim();
  let where;
  if (query) {
    const pattern = containsPattern(query);
    where = and(
      or(
        ilike(products.name, pattern),
        ilike(products.partNumber, pattern),
        eq(products.partNumberCompact, compact(query)),
      ),
    );
  } else where = onBomOf;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        product: products,
        onBom: onBomOf,
        quantityOnBom: sql<number | null>`(select b.quantity from ${modelBomParts} b
          where b.model = ${unit.model} and b.part_number = products.part_number)`,
      })
      .from(products)
      .where(where)
      .orderBy(sql`${onBomOf} desc`, asc(products.partNumber))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const partNumbers = rows.map((r) => r.product.partNumber);
  const cpn = new Map(
    partNumbers.length
      ? (
          await ctx.db
            .select()
            .from(customerPartNumbers)
            .where(
              and(
                eq(customerPartNumbers.accountId, unit.accountId),
                inArray(customerPartNumbers.partNumber, partNumbers),
              ),
            )
        ).map((c) => [c.partNumber, c.customerPartNumber])
      : [],
  );
  const content = rows.map(({ product: p, onBom, quantityOnBom }): ProductRow => {
    const price = p.showOnline ? (currency === 'CAD' ? p.priceCad : p.priceUsd) : null;
    // spec 5: "A part is purchasable only when shown online and priced."
    const sellable = isOrderable(p) && p.showOnline && price !== null;
    const inStock = p.qtyOnHand > 0;
    return {
      parentId: unit.instanceId,
      id: p.partNumber,
      partNumber: p.partNumber,
      customerPartNumber: cpn.get(p.partNumber) ?? null,
      displayName: p.name,
      imageUrl: p.imageUrl,
      partPrice: showPrice ? price : null,
      currency,
      partUom: p.uom,
      inStock,
      orderable: sellable && mayOrder,
      onBom,
      quantityOnBom,
      selectedUnitSerial: unit.unitSerial,
      orderQuantity: 1,
      relatedParts: [],
      prop65Description: p.prop65Description,
      status: p.status,
      promiseDate: null,
      shippedDate: null,
      availabilityMessage: inStock ? availabilityForQuantity(p.qtyOnHand) : PART_MESSAGES.outOfStock,
      notOrderableMessage:
        sellable || !mayOrder
          ? null
          : region === 'AWW'
            ? PART_MESSAGES.notOrderableInternational
            : PART_MESSAGES.notOrderableDomestic,
    };
  });
  return {
    unit: {
      instanceId: unit.instanceId,
      unitSerial: unit.unitSerial,
      model: unit.model,
      accountId: unit.accountId,
    },
    showPrice,
    canOrderParts: mayOrder,
    totalRecords: count?.total ?? 0,
    content,
  };
}
