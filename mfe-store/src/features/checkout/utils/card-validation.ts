// Client-side checks of a new card, mirroring the API's (api/src/services/commerce/payment-service.ts): digits,
// length and Luhn; accepted brands by number prefix; month 1-12; not expired (usable to the end of its month) and
// at most 20 years ahead; security code 3 digits, 4 for American Express; a cardholder name of letters. The API
// checks again: these only spare the user a round trip. Same messages as the API so the user sees one wording.

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
  nameInvalid: 'Cardholder name may contain only letters, spaces, apostrophes, periods and hyphens.',
} as const;

export interface CardFormValues {
  cardNumber: string;
  /** '' until chosen */
  expMonth: string;
  expYear: string;
  cardholderName: string;
  securityCode: string;
}

export type CardErrors = Partial<Record<keyof CardFormValues, string>>;

/** Spaces and hyphens people type between digit groups are ignored. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

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

const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Every problem of the form, by field; empty when the card may be sent. */
export function validateCard(values: CardFormValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(values.cardNumber);
  let brand: CardBrand | null = null;
  if (!digits) errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = CARD_MESSAGES.numberInvalid;
  else {
    brand = cardBrand(digits);
    if (!brand) errors.cardNumber = CARD_MESSAGES.brandUnsupported;
  }

  const month = Number(values.expMonth);
  const year = Number(values.expYear);
  const monthOk = values.expMonth !== '' && Number.isInteger(month) && month >= 1 && month <= 12;
  const thisYear = now.getUTCFullYear();
  const yearOk = values.expYear !== '' && Number.isInteger(year) && year >= 2000 && year <= thisYear + 20;
  if (!monthOk) errors.expMonth = CARD_MESSAGES.monthInvalid;
  if (!yearOk) errors.expYear = CARD_MESSAGES.yearInvalid;
  if (monthOk && yearOk && (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)))
    errors.expMonth = CARD_MESSAGES.expired;

  const name = values.cardholderName.trim();
  if (!name) errors.cardholderName = CARD_MESSAGES.nameRequired;
  else if (name.length > 100) errors.cardholderName = 'Cardholder name must be at most 100 characters.';
  else if (!NAME.test(name)) errors.cardholderName = CARD_MESSAGES.nameInvalid;

  const code = values.securityCode.trim();
  if (!code) errors.securityCode = CARD_MESSAGES.codeRequired;
  else if (!/^\d{3,4}$/.test(code) || (brand && code.length !== (brand === 'American Express' ? 4 : 3)))
    errors.securityCode = CARD_MESSAGES.codeInvalid;
  return errors;
}

/** The years offered in the expiry select: this year and the next 20 (what the API accepts). */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: 21 }, (_, i) => first + i);
}
