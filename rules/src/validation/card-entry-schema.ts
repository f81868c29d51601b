// A new card as entered (spec sections 3 and 7): the checkout's new-card form validates it with this schema and the
// API's addNewCreditCard validates what it receives with the same one, so a rule and its wording live here once.
// The form holds the month and year as the selects' strings ('' until chosen); the API receives numbers: both cast
// to numbers here. Messages are fixed strings: yup never interpolates the value (`${value}`), so the number and
// security code are never echoed in an error.
import * as yup from 'yup';
import {
  CARD_MESSAGES,
  CARDHOLDER_NAME_MAX_LENGTH,
  CARDHOLDER_NAME_PATTERN,
  EXPIRY_YEARS_AHEAD,
  SECURITY_CODE_PATTERN,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  expiryMonthValid,
  expiryYearValid,
  securityCodeLength,
} from './card';
import type { CardBrand } from './card';

/** The new-card form's values: the selects give strings, '' until a month or year is chosen. */
export interface CardEntryValues {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cardholderName: string;
  securityCode: string;
  makeDefault: boolean;
}

export const EMPTY_CARD_ENTRY: CardEntryValues = {
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cardholderName: '',
  securityCode: '',
  makeDefault: false,
};

/** The years the expiry select offers: this one and the next EXPIRY_YEARS_AHEAD (what the schema accepts). */
export function expiryYearOptions(now: Date = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** A select's '' (nothing chosen) is a missing number, not NaN. */
const selectedNumber = (message: string) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(message)
    .required(message);

/** The accepted brand of a number that is otherwise valid; null when it is not (then no brand rule applies). */
function brandOf(cardNumber: unknown): CardBrand | null {
  if (typeof cardNumber !== 'string') return null;
  const digits = cardDigits(cardNumber);
  return cardNumberValid(digits) ? cardBrand(digits) : null;
}

/**
 * The schema of a new card, as of `now` (expiry is judged against it; the API passes its clock). One message per
 * field at most: each test passes when an earlier one of the same field already failed.
 */
export function cardEntrySchema(now: Date = new Date()) {
  return yup.object({
    cardNumber: yup
      .string()
      .typeError(CARD_MESSAGES.numberInvalid)
      .required(CARD_MESSAGES.numberRequired)
      .test('card-number', CARD_MESSAGES.numberInvalid, (v) => !v || cardNumberValid(cardDigits(v)))
      .test('card-brand', CARD_MESSAGES.brandUnsupported, (v) => {
        if (!v || !cardNumberValid(cardDigits(v))) return true;
        return cardBrand(cardDigits(v)) !== null;
      }),
    expMonth: selectedNumber(CARD_MESSAGES.monthInvalid)
      .test('expiry-month', CARD_MESSAGES.monthInvalid, (v) => v === undefined || expiryMonthValid(v))
      // usable to the end of its month; judged once the month and year are each valid
      .test('not-expired', CARD_MESSAGES.expired, function notExpired(month) {
        const year: unknown = this.parent?.expYear;
        if (month === undefined || !expiryMonthValid(month)) return true;
        if (typeof year !== 'number' || !expiryYearValid(year, now)) return true;
        return !cardExpired(month, year, now);
      }),
    expYear: selectedNumber(CARD_MESSAGES.yearInvalid).test(
      'expiry-year',
      CARD_MESSAGES.yearInvalid,
      (v) => v === undefined || expiryYearValid(v, now),
    ),
    cardholderName: yup
      .string()
      .typeError(CARD_MESSAGES.nameRequired)
      .trim()
      .required(CARD_MESSAGES.nameRequired)
      .max(CARDHOLDER_NAME_MAX_LENGTH, CARD_MESSAGES.nameTooLong)
      .test('name-letters', CARD_MESSAGES.nameInvalid, (v) => {
        if (!v || v.length > CARDHOLDER_NAME_MAX_LENGTH) return true;
        return CARDHOLDER_NAME_PATTERN.test(v);
      }),
    securityCode: yup
      .string()
      .typeError(CARD_MESSAGES.codeInvalid)
      .trim()
      .required(CARD_MESSAGES.codeRequired)
      .test('code-shape', CARD_MESSAGES.codeInvalid, function codeShape(v) {
        if (!v) return true;
        if (!SECURITY_CODE_PATTERN.test(v)) return false;
        // 3 digits, 4 for American Express: known once the number names the brand
        const brand = brandOf(this.parent?.cardNumber);
        return brand === null || v.length === securityCodeLength(brand);
      }),
    makeDefault: yup.boolean().strict().nullable().default(false),
  });
}

export type CardEntry = yup.InferType<ReturnType<typeof cardEntrySchema>>;
