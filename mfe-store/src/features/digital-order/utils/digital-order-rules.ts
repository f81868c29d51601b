// Digital order (spec 2 lists only the route /pages/digitalorder/). Our reading: the landing page of a digital order
// link — a printed parts list, a service report or a QR code on a machine carries a URL such as
// /pages/digitalorder/?parts=100-0001:2,200-0450:1 — which shows those parts with name, displayed part number,
// price (when the user may see prices) and availability, says per row what stands in the way of ordering it
// (unknown / not orderable / not priced), and adds every orderable row to the cart at once. Without parts the page
// explains itself and points to Quick Order. The per-row rules are the catalogue's price rules (spec 5), worded as
// Quick Order words them.
import { brand, isWorldwideLocale } from '@portal/shared-session';
import type { Locale } from '@portal/shared-session';
import { canOrderOnline, isPurchasable } from '../../catalogue';

/** More would not be a parts list but a catalogue dump; the rest are reported as ignored. */
export const MAX_DIGITAL_ORDER_PARTS = 50;

export interface RequestedPart {
  partNumber: string;
  /** null when the link's quantity is not a whole number of 1 or more */
  quantity: number | null;
  /** the entry as it appeared in the link */
  text: string;
}

export interface ParsedParts {
  parts: RequestedPart[];
  /** entries past the maximum */
  ignored: number;
}

/**
 * `parts` holds entries separated by commas (or semicolons); each is PART or PART:QTY (PART*QTY is accepted too).
 * A part named twice is merged: quantities add up.
 */
export function parseDigitalOrderParts(value: string | null | undefined): ParsedParts {
  const entries = (value ?? '')
    .split(/[,;]/)
    .map((e) => e.trim())
    .filter(Boolean);
  const byPart = new Map<string, RequestedPart>();
  for (const text of entries) {
    const [rawPart = '', rawQuantity, ...rest] = text.split(/[:*]/).map((t) => t.trim());
    if (!rawPart) continue;
    const quantity =
      rawQuantity === undefined || rawQuantity === ''
        ? 1
        : /^\d{1,5}$/.test(rawQuantity) && rest.length === 0 && Number(rawQuantity) >= 1
          ? Number(rawQuantity)
          : null;
    const key = rawPart.toUpperCase();
    const seen = byPart.get(key);
    if (seen) seen.quantity = seen.quantity === null || quantity === null ? null : seen.quantity + quantity;
    else byPart.set(key, { partNumber: rawPart, quantity, text });
  }
  const all = [...byPart.values()];
  return {
    parts: all.slice(0, MAX_DIGITAL_ORDER_PARTS),
    ignored: Math.max(0, all.length - MAX_DIGITAL_ORDER_PARTS),
  };
}

export const UNKNOWN_PART = 'We could not find this part number.';
export const BAD_QUANTITY = 'The link does not give a quantity of 1 or more for this part.';
export const NOT_SHOWN_ONLINE = 'This part is not available online.';
export const NOT_PRICED = 'This part has no online price and cannot be purchased online.';
export const NO_ORDERING_PRIVILEGE = 'Your account cannot order parts online.';

/** Spec 5 'Not orderable': domestic users call; international (locale en) users write to the sales address. */
export function notOrderableMessage(locale: Locale): string {
  return isWorldwideLocale(locale)
    ? `This item cannot be ordered online but please email us at ${brand.internationalSalesEmail} to place an order.`
    : `This item cannot be ordered online but please call us at 1-877-GO-${brand.product}, Option 1 to place an order.`;
}

export interface DigitalOrderItem {
  showOnline: boolean;
  orderable: boolean;
  displayPrice: number | null;
}

/** Why a row cannot go in the cart, or null when it can. */
export function digitalOrderProblem(
  item: DigitalOrderItem | undefined,
  quantity: number | null,
  mayOrderParts: boolean,
  locale: Locale,
): string | null {
  if (!item) return UNKNOWN_PART;
  if (!item.showOnline) return NOT_SHOWN_ONLINE;
  if (!item.orderable) return notOrderableMessage(locale);
  const part = { price: item.displayPrice, showOnline: item.showOnline, orderable: item.orderable };
  if (!isPurchasable(part)) return NOT_PRICED;
  if (!canOrderOnline(part, mayOrderParts)) return NO_ORDERING_PRIVILEGE;
  if (quantity === null) return BAD_QUANTITY;
  return null;
}

/** Part numbers compared without punctuation or case ('100-0001' = '1000001'). */
export const comparablePartNumber = (partNumber: string) =>
  partNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
