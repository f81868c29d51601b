// May this caller see part prices? The one decision every operation that returns supply-store prices asks (issue
// 34: "The API withholds what the caller may not see"): search tiles, featured products, item detail, getPrices,
// carts, shopping lists, the replacement-parts BOM check, quotes (the checkout review), order confirmations (the
// page and the e-mail) and supply orders (the history and one order). The rule itself is the store's (`canViewPrices` in
// @portal/rules, spec 2 'Product row'): guests and personal users always; business users only with
// B2B_See_Replacement_Parts_Pricing. A withheld price is null with `priceWithheld: true`, so a page tells "you may
// not see this price" apart from "not priced, so not purchasable" (spec 5).
import { canViewPrices } from '@portal/rules/store';
import type { StoreSubject } from '@portal/rules/store';
import type { RequestContext } from '../auth/request-context.js';
import type { CommerceItem, Price, ProductHit } from '../graphql/generated/types.js';

const GUEST_SUBJECT: StoreSubject = { userStatus: 'GUEST', isValidatedB2BUser: false, isPunchout: false };

/**
 * The profile fields the store rules read, for the caller (guests, and tokens without a profile, as guests). They
 * come with the caller (auth/caller.ts loads them through its cache), so asking costs no query of its own.
 */
export function storeSubject(ctx: RequestContext): StoreSubject {
  const user = ctx.caller.user;
  if (!user) return GUEST_SUBJECT;
  return {
    userStatus: user.status,
    isValidatedB2BUser: user.isValidatedB2BUser,
    isPunchout: user.isPunchout,
  };
}

/** Whether the caller may see part prices (the store's canViewPrices over the caller's profile and privileges). */
export async function maySeePrices(ctx: RequestContext): Promise<boolean> {
  return canViewPrices(storeSubject(ctx), [...ctx.caller.privileges]);
}

/** A commerce item with its prices withheld: null prices, still purchasable (the part is; the caller may order). */
export const withholdItemPrice = (item: CommerceItem): CommerceItem => ({
  ...item,
  displayPrice: null,
  displayTotal: null,
  priceWithheld: true,
});

export const withholdHitPrice = (hit: ProductHit): ProductHit => ({
  ...hit,
  price: null,
  priceWithheld: true,
});

export const withholdPrice = (price: Price): Price => ({ ...price, price: null, priceWithheld: true });

/** The hits as the caller may see them. */
export async function hitsForCaller(ctx: RequestContext, hits: ProductHit[]): Promise<ProductHit[]> {
  return (await maySeePrices(ctx)) ? hits : hits.map(withholdHitPrice);
}

/** Where a text cannot carry a null (the order-confirmation e-mail): why the amounts are not there. */
export const PRICES_WITHHELD_NOTE =
  'Prices are not shown: your account does not include viewing part prices.';

/**
 * `record` with the named amounts null (a quote's or an order's totals, a line's prices): what a caller who may not
 * see prices gets. What is stored stays priced: the order is priced whoever placed it.
 */
export function withoutAmounts<T extends object, K extends keyof T>(
  record: T,
  amounts: readonly K[],
): { [P in keyof T]: P extends K ? null : T[P] } {
  const copy = { ...record } as Record<string, unknown>;
  for (const key of amounts) copy[key as string] = null;
  return copy as { [P in keyof T]: P extends K ? null : T[P] };
}

/** The totals every quote and order carries. */
export const ORDER_TOTALS = ['subtotal', 'tax', 'freight', 'total'] as const;
