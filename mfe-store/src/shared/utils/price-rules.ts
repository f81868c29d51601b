// The store's price and purchase rules (spec 2 'Product row', spec 5 'Part numbers'), one definition for the
// search tiles, the featured products, the product page, quick order and digital order links.
import { isWorldwideLocale } from '@portal/shared-session';
import { brand } from '@portal/rules';
import type { Locale } from '@portal/shared-session';

export interface PricedPart {
  /** null: not priced, which means not purchasable (spec 5) — unless the price is withheld from the user */
  price: number | null | undefined;
  /**
   * true: the API withheld the price because the user may not see prices (a business user without
   * B2B_See_Replacement_Parts_Pricing); the part is priced, so still purchasable (issue 34)
   */
  priceWithheld?: boolean | null;
  /** shown online; search hits are always shown online */
  showOnline: boolean;
}

/**
 * Spec 5: "A null price means not purchasable. A part is purchasable only when shown online and priced." A price
 * withheld from the user is a price all the same: the part is priced, only not shown to them.
 */
export function isPurchasable(part: PricedPart): boolean {
  const priced = part.priceWithheld === true || (part.price !== null && part.price !== undefined);
  return part.showOnline && priced;
}

/**
 * Spec 2: "price shown only if showPrice and canViewPrices". showPrice is the part's own side: it is purchasable
 * (shown online with a price).
 */
export function isPriceShown(part: PricedPart, canViewPrices: boolean): boolean {
  return canViewPrices && isPurchasable(part) && part.priceWithheld !== true;
}

/** Spec 2: "ordering only if orderable and canOrderParts" — and only a purchasable part can go in a cart. */
export function canOrderOnline(part: PricedPart & { orderable: boolean }, canOrderParts: boolean): boolean {
  return canOrderParts && part.orderable && isPurchasable(part);
}

/** Spec 5 'Out of stock'. */
export const OUT_OF_STOCK_MESSAGE = `Please call ${brand.helpLineWithOption}, to check availability.`;

/** Spec 5 'Not orderable': domestic users call; international (locale en) users are given the sales e-mail instead. */
export function notOrderableMessage(locale: Locale): string {
  return isWorldwideLocale(locale)
    ? `This item cannot be ordered online but please email us at ${brand.internationalSalesEmail} to place an order.`
    : `This item cannot be ordered online but please call us at 1-877-GO-${brand.product}, Option 1 to place an order.`;
}
