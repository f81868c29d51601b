// Quick order's rules: reading pasted lines and checking each part before it may go in the cart (spec 2, 5).
import type { Locale } from '@portal/shared-session';
import { partNumberKey } from '@portal/rules';
import { canOrderOnline, isPurchasable, notOrderableMessage } from './price-rules';
import { QUICK_ORDER_MESSAGES, fieldErrors, quickOrderLineSchema } from '@portal/rules/validation';
import type { QuickOrderLine } from '@portal/rules/validation';

export interface PastedLine {
  partNumber: string;
  /** null when the line's quantity is not a whole number of 1 or more */
  quantity: number | null;
  /** the line as pasted, for messages */
  text: string;
}

/**
 * One part per line: 'PART, QTY', 'PART<tab>QTY' or 'PART QTY'; a line with only a part number means 1. Blank
 * lines are ignored.
 */
export function parsePastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const [partNumber = '', quantityText, ...rest] = line.split(/\s*[,;\t]\s*|\s+/).filter((t) => t !== '');
    const quantity =
      quantityText === undefined
        ? 1
        : /^\d+$/.test(quantityText) && rest.length === 0
          ? Number(quantityText)
          : null;
    lines.push({ partNumber, quantity: quantity !== null && quantity >= 1 ? quantity : null, text: line });
  }
  return lines;
}

// Why a part cannot go in the cart (spec 5), worded once for every place that orders by part number (Quick Order,
// digital order links).
export const UNKNOWN_PART = 'We could not find this part number.';
export const NOT_SHOWN_ONLINE = 'This part is not available online.';
export const NOT_PURCHASABLE = 'This part has no online price and cannot be purchased online.';
export const NO_ORDERING_PRIVILEGE = 'Your account cannot order parts online.';
export const BAD_QUANTITY = QUICK_ORDER_MESSAGES.quantity;

export interface CheckedPart {
  showOnline: boolean;
  orderable: boolean;
  displayPrice: number | null;
  /** the API withheld the price from the user: the part is priced all the same */
  priceWithheld?: boolean | null;
}

/** Why this caller cannot order the part online, whatever the quantity; null when they can. */
export function orderProblem(
  item: CheckedPart | undefined,
  canOrderParts: boolean,
  locale: Locale,
): string | null {
  if (!item) return UNKNOWN_PART;
  if (!item.showOnline) return NOT_SHOWN_ONLINE;
  if (!item.orderable) return notOrderableMessage(locale);
  const part = {
    price: item.displayPrice,
    priceWithheld: item.priceWithheld,
    showOnline: item.showOnline,
    orderable: item.orderable,
  };
  if (!isPurchasable(part)) return NOT_PURCHASABLE;
  if (!canOrderOnline(part, canOrderParts)) return NO_ORDERING_PRIVILEGE;
  return null;
}

/** The line's problems by the shared quick-order schema (part number shape, digits-only quantity): by field. */
export const lineProblems = (line: QuickOrderLine): { partNumber?: string; quantity?: string } =>
  fieldErrors(quickOrderLineSchema, line);

/**
 * null when the row may be added; otherwise the reason to show beside it: an unknown part first, then the
 * quantity's problem (`quantityProblem`, from lineProblems), then why the part cannot be ordered.
 */
export function partProblem(
  item: CheckedPart | undefined,
  quantityProblem: string | null | undefined,
  canOrderParts: boolean,
  locale: Locale,
): string | null {
  if (!item) return UNKNOWN_PART;
  if (quantityProblem) return quantityProblem;
  return orderProblem(item, canOrderParts, locale);
}

/** Part numbers compared in any displayed form ('100-0001' = '1000001' = '001000001'): @portal/rules' parser. */
export const comparablePartNumber = partNumberKey;

export interface BulkEntryLine {
  partNumber: string;
  /** as written; the API checks it line by line ('' when the line names only a part: 1) */
  quantity: string;
}

const HEADER = /^\W*part/i;

/**
 * A bulk entry's text, pasted or read from a CSV file: one part per line, the part number (or a customer part
 * number) then the quantity, separated by a comma, semicolon or tab — or spaces when the line has none of those.
 * Quotes around a field are dropped, a first line that starts with "Part" is the CSV's header, a line with only a
 * part number means 1, blank lines are ignored. Every other line is kept as written, for the API to judge.
 */
export function parseBulkEntry(text: string): BulkEntryLine[] {
  const lines: BulkEntryLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || (index === 0 && HEADER.test(line))) return;
    const fields = (/[,;\t]/.test(line) ? line.split(/[,;\t]/) : line.split(/\s+/)).map((f) =>
      f
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    const [partNumber = '', quantity = '', ...rest] = fields;
    // a third field that is not empty makes the quantity unreadable: the line is sent as written to say so
    const extra = rest.filter((f) => f !== '');
    lines.push({
      partNumber,
      quantity: extra.length > 0 ? [quantity, ...extra].join(' ') : quantity === '' ? '1' : quantity,
    });
  });
  return lines;
}
