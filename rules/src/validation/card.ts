// The rules of a new payment card (spec sections 3 and 7), shared by the checkout's new-card form and the API's
// addNewCreditCard so both apply one set of rules with one wording. The API checks again: the form's checks only
// spare the user a round trip. Pure functions and constants: no browser, Node or React APIs.

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required.',
  numberInvalid: 'Card number is not valid.',
  brandUnsupported: 'We accept Visa, Mastercard, American Express and Discover cards.',
  monthInvalid: 'Expiration month must be between 1 and 12.',
  yearInvalid: 'Expiration year is not valid.',
  expired: 'The card has expired.',
  codeRequired: 'Security code is required.',
  codeInvalid: 'Security code must be 3 digits (4 for American Express).',
  nameRequired: 'Cardholder name is required.',
  nameTooLong: 'Cardholder name must be at most 100 characters.',
  nameInvalid: 'Cardholder name may contain only letters, spaces, apostrophes, periods and hyphens.',
} as const;

export const CARDHOLDER_NAME_MAX_LENGTH = 100;
/** Letters (any script, with accents), spaces, apostrophes, periods and hyphens; a letter first. */
export const CARDHOLDER_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** The code's shape before the brand is known; its exact length follows the brand (securityCodeLength). */
export const SECURITY_CODE_PATTERN = /^\d{3,4}$/;
/** Expiry years accepted: from this one up to this many years after the current year. */
export const EXPIRY_YEAR_MIN = 2000;
export const EXPIRY_YEARS_AHEAD = 20;

/** Spaces and hyphens people type between digit groups are ignored. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits that pass the Luhn check (`digits` already stripped by cardDigits). */
export function cardNumberValid(digits: string): boolean {
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

/** The card brand from its number's prefix and length (IIN ranges), or null when we do not accept it. */
export function cardBrand(digits: string): CardBrand | null {
  const n = digits.length;
  const prefix = (k: number) => Number(digits.slice(0, k));
  if (/^3[47]/.test(digits) && n === 15) return 'American Express';
  if (digits.startsWith('4') && (n === 13 || n === 16 || n === 19)) return 'Visa';
  if (n === 16 && ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)))
    return 'Mastercard';
  if (
    n >= 16 &&
    n <= 19 &&
    (digits.startsWith('6011') ||
      digits.startsWith('65') ||
      (prefix(3) >= 644 && prefix(3) <= 649) ||
      (prefix(6) >= 622126 && prefix(6) <= 622925))
  )
    return 'Discover';
  return null;
}

/** American Express prints a 4-digit code, the other brands 3. */
export function securityCodeLength(brand: CardBrand): 3 | 4 {
  return brand === 'American Express' ? 4 : 3;
}

/** A card may be used until the end of its expiry month (months and years as printed, compared in UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** A whole month 1-12. */
export function expiryMonthValid(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

/** A whole year from EXPIRY_YEAR_MIN to EXPIRY_YEARS_AHEAD years after the current one. */
export function expiryYearValid(year: number, now: Date): boolean {
  return (
    Number.isInteger(year) && year >= EXPIRY_YEAR_MIN && year <= now.getUTCFullYear() + EXPIRY_YEARS_AHEAD
  );
}
