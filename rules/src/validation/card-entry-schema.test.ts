import { CARD_MESSAGES } from './card';
import { cardEntrySchema, expiryYearOptions } from './card-entry-schema';
import { fieldErrors } from './field-errors';

const now = new Date(Date.UTC(2026, 5, 15)); // June 2026
// as the form holds it: the selects' strings
const good = {
  cardNumber: '4111 1111 1111 1111',
  expMonth: '6',
  expYear: '2026',
  cardholderName: "Pat O'Morgan-Smith",
  securityCode: '123',
  makeDefault: false,
};
const check = (changes: Record<string, unknown>) =>
  fieldErrors(cardEntrySchema(now), { ...good, ...changes });

describe('the new-card schema (form and API)', () => {
  it('accepts a complete, current Visa card (spaces ignored, usable to the end of its month)', () => {
    expect(check({})).toEqual({});
  });

  it('casts what the API receives: numbers for the expiry, the name and code trimmed', () => {
    expect(
      cardEntrySchema(now).validateSync({
        ...good,
        expMonth: 12,
        expYear: 2027,
        cardholderName: ' Pat ',
        securityCode: ' 123 ',
      }),
    ).toMatchObject({ expMonth: 12, expYear: 2027, cardholderName: 'Pat', securityCode: '123' });
  });

  it('rejects missing, malformed, non-Luhn and unsupported numbers, one message each', () => {
    expect(check({ cardNumber: '' })).toEqual({ cardNumber: CARD_MESSAGES.numberRequired });
    expect(check({ cardNumber: '4111 1111 1111 1112' })).toEqual({ cardNumber: CARD_MESSAGES.numberInvalid });
    expect(check({ cardNumber: '4111-abc' })).toEqual({ cardNumber: CARD_MESSAGES.numberInvalid });
    expect(check({ cardNumber: '411111111111' })).toEqual({ cardNumber: CARD_MESSAGES.numberInvalid });
    expect(check({ cardNumber: '3530111333300000' })).toEqual({ cardNumber: CARD_MESSAGES.brandUnsupported });
  });

  it('rejects an expired card, a month outside 1-12 and years out of range', () => {
    expect(check({ expMonth: '5' })).toEqual({ expMonth: CARD_MESSAGES.expired });
    expect(check({ expYear: '2025', expMonth: '12' })).toEqual({ expMonth: CARD_MESSAGES.expired });
    expect(check({ expYear: '2047' })).toEqual({ expYear: CARD_MESSAGES.yearInvalid });
    expect(check({ expYear: '2046', expMonth: '1' })).toEqual({});
    expect(check({ expMonth: '' })).toEqual({ expMonth: CARD_MESSAGES.monthInvalid });
    expect(check({ expYear: '' })).toEqual({ expYear: CARD_MESSAGES.yearInvalid });
    expect(check({ expMonth: '13' })).toEqual({ expMonth: CARD_MESSAGES.monthInvalid });
    expect(check({ expMonth: 0 })).toEqual({ expMonth: CARD_MESSAGES.monthInvalid });
  });

  it('judges expiry against the clock it is given', () => {
    const card = { ...good, expMonth: '6', expYear: '2026' };
    expect(fieldErrors(cardEntrySchema(new Date(Date.UTC(2026, 6, 1))), card)).toEqual({
      expMonth: CARD_MESSAGES.expired,
    });
    expect(fieldErrors(cardEntrySchema(new Date(Date.UTC(2026, 5, 30, 23))), card)).toEqual({});
  });

  it('wants a 3-digit code, 4 for American Express', () => {
    expect(check({ securityCode: '' })).toEqual({ securityCode: CARD_MESSAGES.codeRequired });
    expect(check({ securityCode: '1234' })).toEqual({ securityCode: CARD_MESSAGES.codeInvalid });
    expect(check({ securityCode: '12a' })).toEqual({ securityCode: CARD_MESSAGES.codeInvalid });
    const amex = { cardNumber: '3782 822463 10005' };
    expect(check({ ...amex, securityCode: '123' })).toEqual({ securityCode: CARD_MESSAGES.codeInvalid });
    expect(check({ ...amex, securityCode: '1234' })).toEqual({});
  });

  it('wants a cardholder name of letters', () => {
    expect(check({ cardholderName: '  ' })).toEqual({ cardholderName: CARD_MESSAGES.nameRequired });
    expect(check({ cardholderName: 'R2-D2' })).toEqual({ cardholderName: CARD_MESSAGES.nameInvalid });
    expect(check({ cardholderName: 'A'.repeat(101) })).toEqual({ cardholderName: CARD_MESSAGES.nameTooLong });
    expect(check({ cardholderName: 'Claire Trembláy' })).toEqual({});
  });

  it('names every field of an empty form', () => {
    expect(
      fieldErrors(cardEntrySchema(now), {
        cardNumber: '',
        expMonth: '',
        expYear: '',
        cardholderName: '',
        securityCode: '',
      }),
    ).toEqual({
      cardNumber: CARD_MESSAGES.numberRequired,
      expMonth: CARD_MESSAGES.monthInvalid,
      expYear: CARD_MESSAGES.yearInvalid,
      cardholderName: CARD_MESSAGES.nameRequired,
      securityCode: CARD_MESSAGES.codeRequired,
    });
  });

  it('never repeats the number or code in a message', () => {
    const errors = check({ cardNumber: '4111 1111 1111 1112', securityCode: '98x' });
    expect(Object.values(errors).join(' ')).not.toMatch(/4111|98x/);
  });

  it('offers this year and the next 20 in the expiry select', () => {
    const years = expiryYearOptions(now);
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(2046);
  });
});
