// Digital order (spec 2 lists only the route /pages/digitalorder/). Our reading: the landing page of a digital order
// link — a printed parts list, a service report or a QR code on a machine carries a URL such as
// /pages/digitalorder/?parts=100-0001:2,200-0450:1 — which shows those parts with name, displayed part number,
// price (when the user may see prices) and availability, says per row what stands in the way of ordering it
// (unknown / not orderable / not priced), and adds every orderable row to the cart at once. Without parts the page
// explains itself and points to Quick Order. The per-row rules are Quick Order's (spec 5 price rules, one wording).
import type { Locale } from '@portal/shared-session';
import { orderProblem } from '../../../shared/utils/quick-order-rules';
import type { CheckedPart } from '../../../shared/utils/quick-order-rules';

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

/** The link's own wording: there is no quantity field to correct here. */
export const BAD_QUANTITY = 'The link does not give a quantity of 1 or more for this part.';

/** Why a row cannot go in the cart, or null when it can: the part's problem first, then the link's quantity. */
export function digitalOrderProblem(
  item: CheckedPart | undefined,
  quantity: number | null,
  mayOrderParts: boolean,
  locale: Locale,
): string | null {
  return orderProblem(item, mayOrderParts, locale) ?? (quantity === null ? BAD_QUANTITY : null);
}
