// The product page's pure rules (spec 2 'Product row', 5, 9): truncation, what may be shown and ordered, and
// which availability or ordering message applies.
import type { Locale } from '@portal/shared-session';
import { availabilityMessage } from '../../shared/utils/availability';
import {
  OUT_OF_STOCK_MESSAGE,
  canOrderOnline,
  isPriceShown,
  isPurchasable,
  notOrderableMessage,
} from '../../shared/utils/price-rules';

/** Spec 9: "Name truncation over 60 characters, description over 100." */
export const NAME_TRUNCATE_AT = 60;
export const DESCRIPTION_TRUNCATE_AT = 100;

export interface Truncated {
  text: string;
  truncated: boolean;
}

/** Text over `max` characters is cut at `max` (back to the last word when one ends nearby) with an ellipsis. */
export function truncateText(text: string, max: number): Truncated {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${base.trimEnd()}…`, truncated: true };
}

export interface ProductFacts {
  price: number | null | undefined;
  /** the API withheld the price from the user (see PricedPart.priceWithheld) */
  priceWithheld?: boolean | null;
  showOnline: boolean;
  orderable: boolean;
  quantityOnHand: number | null | undefined;
}

export interface ProductDecision {
  purchasable: boolean;
  priceShown: boolean;
  /** Add to Cart offered */
  orderingAllowed: boolean;
  /** why the part cannot be ordered online, when it cannot (not for a user who merely lacks the privilege) */
  notOrderableMessage: string | null;
}

export function productDecision(
  product: ProductFacts,
  user: { canViewPrices: boolean; canOrderParts: boolean; locale: Locale },
): ProductDecision {
  const part = {
    price: product.price,
    priceWithheld: product.priceWithheld,
    showOnline: product.showOnline,
    orderable: product.orderable,
  };
  const purchasable = isPurchasable(part);
  const partOrderable = product.orderable && purchasable;
  return {
    purchasable,
    priceShown: isPriceShown(part, user.canViewPrices),
    orderingAllowed: canOrderOnline(part, user.canOrderParts),
    notOrderableMessage: partOrderable ? null : notOrderableMessage(user.locale),
  };
}

/**
 * The product page's availability line: while unknown 'Loading availability info'; in stock ships within a
 * business day; out of stock (0 on hand) the out-of-stock message; unknown stock the call-for-date message.
 */
export function productAvailability(known: boolean, quantityOnHand: number | null | undefined): string {
  if (known && quantityOnHand === 0) return OUT_OF_STOCK_MESSAGE;
  return availabilityMessage(known, quantityOnHand);
}

/** '<Business Name> Part #' for the customer's own part number; a generic label without a business name. */
export function customerPartNumberLabel(businessName: string | null | undefined): string {
  return businessName?.trim() ? `${businessName.trim()} Part #` : 'Customer Part #';
}

/** The quantity field: digits only, at least 1. */
export function orderQuantity(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
