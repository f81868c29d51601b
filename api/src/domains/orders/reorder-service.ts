// reorderSupplyOrder (issue 39 'Reorder'): all or chosen lines of a past supply order go into the caller's
// supply-store cart, added to what it holds. A line that cannot be ordered now is left out and named with its
// reason, so the buyer sees what to replace instead of a refusal of the whole order.
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { requireUser } from '../../access/authorization.js';
import { badInput } from '../../errors/api-error.js';
import { idField, validate } from '../../shared/validation.js';
import {
  addQuantitiesToCart,
  mayOrderParts,
  ORDER_REFUSAL_MESSAGES,
  partRefusal,
} from '../carts-and-checkout/index.js';
import type { OrderRefusalReason, ShoppingCart } from '../carts-and-checkout/index.js';
import { compact, currencyFor, loadProducts } from '../catalogue/index.js';
import type { ProductRow } from '../catalogue/index.js';
import { getSupplyOrder } from './order-service.js';
import type { OrderLineSummary } from './order-service.js';

export interface ReorderRefusal {
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  reason: OrderRefusalReason;
  message: string;
}

export interface ReorderResult {
  cart: ShoppingCart;
  addedLineNumbers: number[];
  refused: ReorderRefusal[];
}

export const REORDER_MESSAGES = {
  noLines: 'Choose at least one line of the order to reorder.',
  unknownLine: (n: number) => `Line ${n} is not a line of this order.`,
  reason: ORDER_REFUSAL_MESSAGES,
} as const;

const reorderSchema = yup.object({
  orderId: idField('orderId').required('orderId is required.'),
  lineNumbers: yup
    .array()
    .of(
      yup
        .number()
        .typeError('Line numbers must be whole numbers.')
        .integer('Line numbers must be whole numbers.')
        .min(1, 'Line numbers start at 1.')
        .required(),
    )
    .max(1000, 'At most 1000 lines can be reordered at once.')
    .nullable()
    .default(null),
});

/**
 * reorderSupplyOrder(orderId, lineNumbers): the order is read as supplyOrder reads it (another organisation's is
 * refused, an unknown id is not found); the chosen lines (all when none are named) that can be ordered now are
 * added to the caller's supply-store cart, a part's quantities summed; the rest are answered with their reason.
 */
export async function reorderSupplyOrder(ctx: RequestContext, args: unknown): Promise<ReorderResult> {
  const user = requireUser(ctx);
  const input = validate(reorderSchema, args ?? {});
  const order = await getSupplyOrder(ctx, { orderId: input.orderId });
  let lines: OrderLineSummary[] = order.lines;
  if (input.lineNumbers) {
    if (input.lineNumbers.length === 0) throw badInput(REORDER_MESSAGES.noLines);
    const byNumber = new Map(order.lines.map((l) => [l.lineNumber, l]));
    const unknown = input.lineNumbers.filter((n) => !byNumber.has(n));
    if (unknown.length > 0)
      throw badInput(
        REORDER_MESSAGES.unknownLine(unknown[0] as number),
        unknown.map(REORDER_MESSAGES.unknownLine),
      );
    const chosen = new Set(input.lineNumbers);
    lines = order.lines.filter((l) => chosen.has(l.lineNumber));
  }

  const currency = currencyFor(user.locale);
  const allowed = await mayOrderParts(ctx, user.id);
  const products = await loadProducts(
    ctx,
    lines.map((l) => l.partNumber),
  );
  const byKey = new Map(products.map((p) => [p.partNumberCompact, p]));
  const refused: ReorderRefusal[] = [];
  const adding = new Map<string, number>();
  const addedLineNumbers: number[] = [];
  for (const line of lines) {
    const row = byKey.get(compact(line.partNumber));
    const reason = allowed ? partRefusal(row, currency) : 'NOT_ORDERABLE_FOR_USER';
    if (reason) {
      refused.push({
        lineNumber: line.lineNumber,
        partNumber: line.partNumber,
        description: line.description,
        quantity: line.quantity,
        reason,
        message: REORDER_MESSAGES.reason[reason](line.partNumber),
      });
      continue;
    }
    const partNumber = (row as ProductRow).partNumber;
    adding.set(partNumber, (adding.get(partNumber) ?? 0) + line.quantity);
    addedLineNumbers.push(line.lineNumber);
  }

  const cart = await addQuantitiesToCart(ctx, adding);
  return { cart, addedLineNumbers, refused };
}
