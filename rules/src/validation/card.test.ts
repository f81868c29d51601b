import {
  CARDHOLDER_NAME_PATTERN,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  expiryMonthValid,
  expiryYearValid,
  luhnValid,
  securityCodeLength,
} from './card';

const june2026 = new Date(Date.UTC(2026, 5, 15));

describe('card rules shared by the checkout form and the API', () => {
  it('ignores spaces and hyphens between digit groups', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('knows the Luhn check', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('wants 13 to 19 digits that pass Luhn', () => {
    expect(cardNumberValid('4111111111111111')).toBe(true);
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('411111111111')).toBe(false); // 12 digits
    expect(cardNumberValid('4111abc')).toBe(false);
    expect(cardNumberValid('')).toBe(false);
  });

  it('accepts Visa, Mastercard, American Express and Discover only', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('4222222222222')).toBe('Visa');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('6445644564456445')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBeNull(); // JCB
    expect(cardBrand('37828224631000')).toBeNull(); // Amex prefix, wrong length
  });

  it('wants a 4-digit code for American Express, 3 otherwise', () => {
    expect(securityCodeLength('American Express')).toBe(4);
    expect(securityCodeLength('Visa')).toBe(3);
    expect(securityCodeLength('Discover')).toBe(3);
  });

  it('lets a card be used to the end of its expiry month', () => {
    expect(cardExpired(6, 2026, june2026)).toBe(false);
    expect(cardExpired(5, 2026, june2026)).toBe(true);
    expect(cardExpired(12, 2025, june2026)).toBe(true);
    expect(cardExpired(1, 2027, june2026)).toBe(false);
  });

  it('bounds the month to 1-12 and the year to at most 20 years ahead', () => {
    expect(expiryMonthValid(1)).toBe(true);
    expect(expiryMonthValid(12)).toBe(true);
    expect(expiryMonthValid(0)).toBe(false);
    expect(expiryMonthValid(13)).toBe(false);
    expect(expiryMonthValid(6.5)).toBe(false);
    expect(expiryYearValid(2046, june2026)).toBe(true);
    expect(expiryYearValid(2047, june2026)).toBe(false);
    expect(expiryYearValid(1999, june2026)).toBe(false);
    expect(expiryYearValid(Number.NaN, june2026)).toBe(false);
  });

  it('takes a cardholder name of letters, accents, apostrophes, periods and hyphens', () => {
    expect(CARDHOLDER_NAME_PATTERN.test("Pat O'Morgan-Smith Jr.")).toBe(true);
    expect(CARDHOLDER_NAME_PATTERN.test('Claire Trembláy')).toBe(true);
    expect(CARDHOLDER_NAME_PATTERN.test('R2-D2')).toBe(false);
    expect(CARDHOLDER_NAME_PATTERN.test("'Pat")).toBe(false);
  });
});
