// The unit page's parts kit for its next service (issue 38): the first sellable parts of the model's bill of
// materials, as many as the service takes (@portal/rules/fleet), at the caller's prices — withheld from a caller without
// B2B_See_Replacement_Parts_Pricing (ADR 0034) — and orderable only with the ordering privileges.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canOrderParts } from '@portal/rules/store';
import { KIT_PARTS_AT_MOST, kitPartCount, type PlannedService } from '@portal/rules/fleet';
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

/** A part of a model's kit as the unit page's statement reads it (kitPartsOf). */
export interface KitPart {
  partNumber: string;
  name: string;
  quantity: number;
}

/**
 * The first KIT_PARTS_AT_MOST sellable parts of the model's bill of materials, by position, as a json array
 * (kitPartCount of them make a service's kit): parts shown online, active and priced (a discontinued part is no
 * kit's).
 */
export function kitPartsOf(model: SQL | AnyPgColumn): SQL {
  return sql`coalesce((select json_agg(json_build_object('partNumber', k.part_number, 'name', k.name,
      'quantity', k.quantity) order by k.position)
    from (select ${modelBomParts.partNumber} as part_number, ${products.name} as name,
        ${modelBomParts.quantity} as quantity, ${modelBomParts.position} as position
      from ${modelBomParts} join ${products} on ${products.partNumber} = ${modelBomParts.partNumber}
      where ${modelBomParts.model} = ${model} and ${products.showOnline} and ${products.status} = 'ACTIVE'
        and ${products.priceUsd} is not null
      order by ${modelBomParts.position} limit ${sql.raw(String(KIT_PARTS_AT_MOST))}) k), '[]'::json)`;
}

/** The kit of the next service from the model's kit parts (kitPartsOf), priced for the caller. */
export async function nextServiceKit(
  ctx: RequestContext,
  parts: readonly KitPart[],
  service: PlannedService | null,
): Promise<PartsKit | null> {
  if (!service) return null;
  const rows = parts.slice(0, kitPartCount(service.code));
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
