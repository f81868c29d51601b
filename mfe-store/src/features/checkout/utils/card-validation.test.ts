import { CARD_MESSAGES } from '@portal/rules/validation';
import { expiryYears, validateCard } from './card-validation';

const now = new Date(Date.UTC(2026, 5, 15)); // June 2026
const good = {
  cardNumber: '4111 1111 1111 1111',
  expMonth: '6',
  expYear: '2026',
  cardholderName: "Pat O'Morgan-Smith",
  securityCode: '123',
};

describe('new card checks', () => {
  it('accepts a complete, current Visa card (spaces ignored, usable to the end of its month)', () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it('rejects missing, malformed, non-Luhn and unsupported numbers', () => {
    expect(validateCard({ ...good, cardNumber: '' }, now).cardNumber).toBe(CARD_MESSAGES.numberRequired);
    expect(validateCard({ ...good, cardNumber: '4111 1111 1111 1112' }, now).cardNumber).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(validateCard({ ...good, cardNumber: '4111-abc' }, now).cardNumber).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(validateCard({ ...good, cardNumber: '3530111333300000' }, now).cardNumber).toBe(
      CARD_MESSAGES.brandUnsupported,
    );
  });

  it('rejects an expired card and years out of range', () => {
    expect(validateCard({ ...good, expMonth: '5' }, now).expMonth).toBe(CARD_MESSAGES.expired);
    expect(validateCard({ ...good, expYear: '2025', expMonth: '12' }, now).expMonth).toBe(
      CARD_MESSAGES.expired,
    );
    expect(validateCard({ ...good, expYear: '2047' }, now).expYear).toBe(CARD_MESSAGES.yearInvalid);
    expect(validateCard({ ...good, expMonth: '' }, now).expMonth).toBe(CARD_MESSAGES.monthInvalid);
    expect(validateCard({ ...good, expMonth: '13' }, now).expMonth).toBe(CARD_MESSAGES.monthInvalid);
  });

  it('wants a 3-digit code, 4 for American Express', () => {
    expect(validateCard({ ...good, securityCode: '' }, now).securityCode).toBe(CARD_MESSAGES.codeRequired);
    expect(validateCard({ ...good, securityCode: '1234' }, now).securityCode).toBe(CARD_MESSAGES.codeInvalid);
    const amex = { ...good, cardNumber: '3782 822463 10005' };
    expect(validateCard({ ...amex, securityCode: '123' }, now).securityCode).toBe(CARD_MESSAGES.codeInvalid);
    expect(validateCard({ ...amex, securityCode: '1234' }, now)).toEqual({});
  });

  it('wants a cardholder name of letters', () => {
    expect(validateCard({ ...good, cardholderName: '  ' }, now).cardholderName).toBe(
      CARD_MESSAGES.nameRequired,
    );
    expect(validateCard({ ...good, cardholderName: 'R2-D2' }, now).cardholderName).toBe(
      CARD_MESSAGES.nameInvalid,
    );
    expect(validateCard({ ...good, cardholderName: 'A'.repeat(101) }, now).cardholderName).toBe(
      CARD_MESSAGES.nameTooLong,
    );
    expect(validateCard({ ...good, cardholderName: 'Claire Trembláy' }, now)).toEqual({});
  });

  it('offers this year and the next 20', () => {
    const years = expiryYears(now);
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(2046);
  });
});
