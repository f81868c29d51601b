// Whether a part can be ordered now, and by this caller, with the reason when not: asked by every batch that puts
// lines into the cart and reports each refused line (a reorder, a bulk entry) rather than refusing the batch.
import { eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { callerHolds } from '../../access/operation-rule.js';
import { users } from '../../db/schema.js';
import { isOrderable, priceOf } from '../catalogue/index.js';
import type { Currency, ProductRow } from '../catalogue/index.js';
import { addOrUpdateItemsInShoppingCart, createShoppingCart, MAX_ITEMS_PER_UPDATE } from './cart-service.js';
import type { ShoppingCart } from './types.js';

export type OrderRefusalReason =
  | 'NO_LONGER_IN_CATALOGUE'
  | 'DISCONTINUED'
  | 'NOT_SOLD_ONLINE'
  | 'PHONE_ORDER_ONLY'
  | 'NO_PRICE'
  | 'NOT_ORDERABLE_FOR_USER';

export const ORDER_REFUSAL_MESSAGES = {
  NO_LONGER_IN_CATALOGUE: (part: string) => `Part ${part} is no longer in the catalogue.`,
  DISCONTINUED: (part: string) => `Part ${part} has been discontinued.`,
  NOT_SOLD_ONLINE: (part: string) => `Part ${part} is no longer sold online.`,
  PHONE_ORDER_ONLY: (part: string) => `Part ${part} can only be ordered by phone.`,
  NO_PRICE: (part: string) => `Part ${part} has no price for your account's currency.`,
  NOT_ORDERABLE_FOR_USER: (part: string) =>
    `Part ${part} cannot be ordered by you: your account does not include ordering parts.`,
} as const satisfies Record<OrderRefusalReason, (part: string) => string>;

/** Why the part cannot be ordered now, or null (the catalogue's rules, as the cart and checkout apply them). */
export function partRefusal(row: ProductRow | undefined, currency: Currency): OrderRefusalReason | null {
  if (!row) return 'NO_LONGER_IN_CATALOGUE';
  if (row.status !== 'ACTIVE') return 'DISCONTINUED';
  if (!row.showOnline) return 'NOT_SOLD_ONLINE';
  if (!isOrderable(row)) return 'PHONE_ORDER_ONLY';
  if (priceOf(row, currency) === null) return 'NO_PRICE';
  return null;
}

/** A business user orders parts with B2B_Order_Replacement_Parts unless disallowed; a personal buyer always may. */
export async function mayOrderParts(ctx: RequestContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ isValidatedB2BUser: users.isValidatedB2BUser })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isValidatedB2BUser) return true;
  return callerHolds(ctx, 'parts.order') && callerHolds(ctx, 'supply.ordering-allowed');
}

/**
 * Adds quantities (by catalogue part number) to what the caller's supply-store cart holds, capped at the line
 * maximum, in as many cart updates as the update limit needs; the cart after.
 */
export async function addQuantitiesToCart(
  ctx: RequestContext,
  quantities: ReadonlyMap<string, number>,
): Promise<ShoppingCart> {
  let cart = await createShoppingCart(ctx, { application: 'supply-store' });
  const inCart = new Map(cart.items.map((i) => [i.itemId, i.quantity]));
  const items = [...quantities].map(([itemId, quantity]) => ({
    itemId,
    quantity: Math.min(MAX_LINE_QUANTITY, (inCart.get(itemId) ?? 0) + quantity),
  }));
  for (let i = 0; i < items.length; i += MAX_ITEMS_PER_UPDATE)
    cart = await addOrUpdateItemsInShoppingCart(ctx, {
      shoppingCartId: cart.shoppingCartId,
      items: items.slice(i, i + MAX_ITEMS_PER_UPDATE),
    });
  return cart;
}
