// Bulk entry (issue 39): quick order's CSV upload or paste of up to 500 lines, each a part number in any displayed
// form or the organisation's customer part number, and a quantity. The whole batch is checked in one call (three
// queries, whatever its size): each line gets its part or its reason; with addToCart the good lines go into the
// caller's supply-store cart in the same call, a part's quantities summed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  BULK_ENTRY_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  fieldErrors,
  isWellFormedQuickOrderLine,
  quickOrderLineSchema,
} from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { requireUser } from '../../access/authorization.js';
import { customerPartNumbers } from '../../db/schema.js';
import { validate } from '../../shared/validation.js';
import { compact, currencyFor, loadProducts } from '../catalogue/index.js';
import type { ProductRow } from '../catalogue/index.js';
import { addQuantitiesToCart, mayOrderParts, ORDER_REFUSAL_MESSAGES, partRefusal } from './orderability.js';
import type { ShoppingCart } from './types.js';

export interface BulkEntryLineResult {
  /** 1-based, in the order sent */
  row: number;
  /** as sent */
  reference: string;
  /** the catalogue part number the line names; null when not found */
  partNumber: string | null;
  name: string | null;
  quantity: number | null;
  /** why the line cannot be added; null when it can */
  problem: string | null;
}

export interface BulkEntryResult {
  lines: BulkEntryLineResult[];
  accepted: number;
  rejected: number;
  /** the cart after the good lines were added; null when only checked or when no line could be added */
  cart: ShoppingCart | null;
}

export const BULK_ENTRY_MESSAGES = {
  empty: 'Enter at least one line.',
  tooMany: QUICK_ORDER_MESSAGES.tooManyLines,
  unknown: (reference: string) => `We could not find part number ${reference}.`,
} as const;

const bulkEntrySchema = yup.object({
  lines: yup
    .array()
    .of(
      yup.object({
        // checked line by line below, so one bad line is reported and not the whole batch
        partNumber: yup.string().default(''),
        quantity: yup.string().default(''),
      }),
    )
    .required(BULK_ENTRY_MESSAGES.empty)
    .min(1, BULK_ENTRY_MESSAGES.empty)
    .max(BULK_ENTRY_MAX_LINES, BULK_ENTRY_MESSAGES.tooMany),
  addToCart: yup.boolean().typeError('addToCart must be true or false.').required(),
});

/** The caller's organisation's customer part numbers among the references: by upper-cased customer number. */
async function customerParts(
  ctx: RequestContext,
  accountId: string | null,
  references: readonly string[],
): Promise<Map<string, string>> {
  if (!accountId || references.length === 0) return new Map();
  const wanted = [...new Set(references.map((r) => r.toUpperCase()))];
  const rows = await ctx.db
    .select({ partNumber: customerPartNumbers.partNumber, cpn: customerPartNumbers.customerPartNumber })
    .from(customerPartNumbers)
    .where(
      and(
        eq(customerPartNumbers.accountId, accountId),
        inArray(sql`upper(${customerPartNumbers.customerPartNumber})`, wanted),
      ),
    );
  return new Map(rows.map((r) => [r.cpn.toUpperCase(), r.partNumber]));
}

/** bulkOrderEntry(lines, addToCart): every line checked, the good ones added when asked. */
export async function bulkOrderEntry(ctx: RequestContext, args: unknown): Promise<BulkEntryResult> {
  const user = requireUser(ctx);
  const input = validate(bulkEntrySchema, args ?? {});
  const lines = input.lines.map((line, i) => ({
    row: i + 1,
    reference: line.partNumber.trim(),
    quantityText: line.quantity.trim(),
    // the schema (slow at 500 lines) only names what is wrong with the lines the quick check refuses
    problems: isWellFormedQuickOrderLine(line)
      ? ({} as Record<string, string>)
      : fieldErrors(quickOrderLineSchema, { partNumber: line.partNumber, quantity: line.quantity }),
  }));
  const wellFormed = lines.filter((l) => !l.problems.partNumber).map((l) => l.reference);
  const accountId = ctx.caller.scope.selectedAccountId ?? user.accountId;
  // a reference is the catalogue's part number first, the organisation's customer part number otherwise
  const [direct, byCustomer] = await Promise.all([
    loadProducts(ctx, wellFormed),
    customerParts(ctx, accountId, wellFormed),
  ]);
  const byKey = new Map(direct.map((p) => [p.partNumberCompact, p]));
  const viaCustomer = [...byCustomer.values()].filter((pn) => !byKey.has(compact(pn)));
  for (const p of viaCustomer.length > 0 ? await loadProducts(ctx, viaCustomer) : [])
    byKey.set(p.partNumberCompact, p);

  const currency = currencyFor(user.locale);
  const allowed = await mayOrderParts(ctx, user.id);
  const adding = new Map<string, number>();
  const results = lines.map((line): BulkEntryLineResult => {
    const base = { row: line.row, reference: line.reference, partNumber: null, name: null, quantity: null };
    if (line.problems.partNumber) return { ...base, problem: line.problems.partNumber };
    const customer = byCustomer.get(line.reference.toUpperCase());
    const product: ProductRow | undefined =
      byKey.get(compact(line.reference)) ?? (customer ? byKey.get(compact(customer)) : undefined);
    if (!product) return { ...base, problem: BULK_ENTRY_MESSAGES.unknown(line.reference) };
    const found = { ...base, partNumber: product.partNumber, name: product.name };
    if (line.problems.quantity) return { ...found, problem: line.problems.quantity };
    const quantity = Number(line.quantityText);
    const reason = allowed ? partRefusal(product, currency) : 'NOT_ORDERABLE_FOR_USER';
    if (reason) return { ...found, quantity, problem: ORDER_REFUSAL_MESSAGES[reason](product.partNumber) };
    adding.set(product.partNumber, (adding.get(product.partNumber) ?? 0) + quantity);
    return { ...found, quantity, problem: null };
  });
  const accepted = results.filter((r) => r.problem === null).length;
  // nothing to add leaves the cart as it is: the answer names every line's reason
  const cart = input.addToCart && accepted > 0 ? await addQuantitiesToCart(ctx, adding) : null;
  return { lines: results, accepted, rejected: results.length - accepted, cart };
}
