// The new-card form's checks, field by field, on the rules the API applies too (@portal/rules/validation:
// digits, length and Luhn; accepted brands; month 1-12; not expired and at most 20 years ahead; security code 3
// digits, 4 for American Express; a cardholder name of letters). The API checks again: these only spare the user
// a round trip.
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
} from '@portal/rules/validation';
import type { CardBrand } from '@portal/rules/validation';

export interface CardFormValues {
  cardNumber: string;
  /** '' until chosen */
  expMonth: string;
  expYear: string;
  cardholderName: string;
  securityCode: string;
}

export type CardErrors = Partial<Record<keyof CardFormValues, string>>;

/** Every problem of the form, by field; empty when the card may be sent. */
export function validateCard(values: CardFormValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(values.cardNumber);
  let brand: CardBrand | null = null;
  if (!digits) errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!cardNumberValid(digits)) errors.cardNumber = CARD_MESSAGES.numberInvalid;
  else {
    brand = cardBrand(digits);
    if (!brand) errors.cardNumber = CARD_MESSAGES.brandUnsupported;
  }

  const month = Number(values.expMonth);
  const year = Number(values.expYear);
  const monthOk = values.expMonth !== '' && expiryMonthValid(month);
  const yearOk = values.expYear !== '' && expiryYearValid(year, now);
  if (!monthOk) errors.expMonth = CARD_MESSAGES.monthInvalid;
  if (!yearOk) errors.expYear = CARD_MESSAGES.yearInvalid;
  if (monthOk && yearOk && cardExpired(month, year, now)) errors.expMonth = CARD_MESSAGES.expired;

  const name = values.cardholderName.trim();
  if (!name) errors.cardholderName = CARD_MESSAGES.nameRequired;
  else if (name.length > CARDHOLDER_NAME_MAX_LENGTH) errors.cardholderName = CARD_MESSAGES.nameTooLong;
  else if (!CARDHOLDER_NAME_PATTERN.test(name)) errors.cardholderName = CARD_MESSAGES.nameInvalid;

  const code = values.securityCode.trim();
  if (!code) errors.securityCode = CARD_MESSAGES.codeRequired;
  else if (!SECURITY_CODE_PATTERN.test(code) || (brand && code.length !== securityCodeLength(brand)))
    errors.securityCode = CARD_MESSAGES.codeInvalid;
  return errors;
}

/** The years offered in the expiry select: this year and the next 20 (what the API accepts). */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => first + i);
}
