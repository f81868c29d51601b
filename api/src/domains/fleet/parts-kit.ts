// The unit page's parts kit for its next service (issue 38): the first sellable parts of the model's bill of
// materials, as many as the service takes (@portal/rules/fleet), at the caller's prices — withheld from a caller without
// B2B_See_Replacement_Parts_Pricing (ADR 0034) — and orderable only with the ordering privileges.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { canOrderParts } from '@portal/rules/store';
import { kitPartCount, type PlannedService } from '@portal/rules/fleet';
import type { RequestContext } from '../../auth/request-context.js';
import { storeSubject } from '../../access/price-visibility.js';
import { modelBomParts, products } from '../../db/schema.js';
import { getPrices } from '../catalogue/index.js';

export interface PartsKitLine {
  partNumber: string;
  name: string;
  quantity: number;
  unitPrice: number | null;
  extendedPrice: number | null;
}

export interface PartsKit {
  serviceCode: string;
  serviceName: string;
  dueOn: string;
  currency: string;
  priceWithheld: boolean;
  /** the caller may add it to the cart */
  mayOrder: boolean;
  total: number | null;
  lines: PartsKitLine[];
}

const cents = (n: number) => Math.round(n * 100) / 100;

export async function nextServiceKit(
  ctx: RequestContext,
  model: string,
  service: PlannedService | null,
): Promise<PartsKit | null> {
  if (!service) return null;
  const rows = await ctx.db
    .select({ partNumber: modelBomParts.partNumber, quantity: modelBomParts.quantity, name: products.name })
    .from(modelBomParts)
    .innerJoin(products, eq(products.partNumber, modelBomParts.partNumber))
    // parts that can be sold: shown online, active and priced (a discontinued part is no kit's)
    .where(
      and(
        eq(modelBomParts.model, model),
        eq(products.showOnline, true),
        eq(products.status, 'ACTIVE'),
        isNotNull(products.priceUsd),
      ),
    )
    .orderBy(asc(modelBomParts.position))
    .limit(kitPartCount(service.code));
  if (rows.length === 0) return null;
  const prices = await getPrices(ctx, {
    items: rows.map((r) => ({ partNumber: r.partNumber, quantity: 1 })),
  });
  const priceOf = new Map(prices.map((p) => [p.partNumber, p]));
  const priceWithheld = prices.some((p) => p.priceWithheld);
  const lines = rows.map((r): PartsKitLine => {
    const unitPrice = priceOf.get(r.partNumber)?.price ?? null;
    return {
      partNumber: r.partNumber,
      name: r.name,
      quantity: r.quantity,
      unitPrice,
      extendedPrice: unitPrice === null ? null : cents(unitPrice * r.quantity),
    };
  });
  const priced = lines.every((l) => l.extendedPrice !== null);
  return {
    serviceCode: service.code,
    serviceName: service.name,
    dueOn: service.dueOn,
    currency: prices[0]?.currency ?? 'USD',
    priceWithheld,
    mayOrder: canOrderParts(storeSubject(ctx), [...ctx.caller.privileges]),
    total: priced ? cents(lines.reduce((sum, l) => sum + (l.extendedPrice ?? 0), 0)) : null,
    lines,
  };
}
