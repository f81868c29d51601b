// Ordering by part number (spec sections 2 and 5): the shape of a part number, which the API applies to every
// part-number input, and a quick-order line (a part number and a digits-only quantity). Whether the part exists
// and may be ordered online is the catalogue's answer, checked after these rules.
import * as yup from 'yup';
import { text } from './registration-schema';

export const PART_NUMBER_MAX = 40;
/** A letter or digit first, then letters, digits, spaces and . _ / - */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;
/** The most of one part a cart or list line holds (and a quick-order line asks for). */
export const MAX_LINE_QUANTITY = 9999;

export const PART_NUMBER_MESSAGES = {
  required: 'Part number is required.',
  invalid: 'Part number contains invalid characters.',
} as const;

/** The most lines one bulk entry (a CSV upload or a paste into quick order) checks and adds at once. */
export const BULK_ENTRY_MAX_LINES = 500;

export const QUICK_ORDER_MESSAGES = {
  tooManyLines: `At most ${BULK_ENTRY_MAX_LINES} lines can be entered at once.`,
  quantity: 'Enter a quantity of 1 or more.',
  quantityTooLarge: `Enter a quantity of ${MAX_LINE_QUANTITY} or less.`,
} as const;

/** A part number as typed: trimmed, 1..40 characters of the allowed ones (not required by itself). */
export const partNumberRule = () =>
  text('Part number', PART_NUMBER_MAX)
    .min(1, PART_NUMBER_MESSAGES.required)
    .matches(PART_NUMBER_PATTERN, PART_NUMBER_MESSAGES.invalid);

export interface QuickOrderLine {
  partNumber: string;
  /** as typed in the digit-only input */
  quantity: string;
}

export const quickOrderLineSchema = yup.object({
  partNumber: partNumberRule().required(PART_NUMBER_MESSAGES.required),
  quantity: yup
    .string()
    .required(QUICK_ORDER_MESSAGES.quantity)
    .matches(/^\d+$/, { message: QUICK_ORDER_MESSAGES.quantity, excludeEmptyString: true })
    .test('at-least-one', QUICK_ORDER_MESSAGES.quantity, (v) => !v || !/^\d+$/.test(v) || Number(v) >= 1)
    .test(
      'at-most',
      QUICK_ORDER_MESSAGES.quantityTooLarge,
      (v) => !v || !/^\d+$/.test(v) || Number(v) <= MAX_LINE_QUANTITY,
    ),
});

/**
 * Whether a line certainly passes quickOrderLineSchema, decided without yup: a bulk entry of 500 lines checks each
 * line here first and asks the schema (for its message) only about the lines this refuses. Kept beside the schema;
 * quick-order-schema.test.ts holds the two to the same answer.
 */
export function isWellFormedQuickOrderLine(line: QuickOrderLine): boolean {
  const partNumber = line.partNumber.trim();
  const { quantity } = line;
  return (
    partNumber.length >= 1 &&
    partNumber.length <= PART_NUMBER_MAX &&
    PART_NUMBER_PATTERN.test(partNumber) &&
    /^\d+$/.test(quantity) &&
    Number(quantity) >= 1 &&
    Number(quantity) <= MAX_LINE_QUANTITY
  );
}
