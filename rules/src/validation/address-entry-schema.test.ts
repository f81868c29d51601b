import { ADDRESS_ENTRY_MESSAGES as M, addressEntrySchema } from './address-entry-schema';
import { fieldErrors } from './field-errors';

const austin = {
  addressName: 'Office',
  address1: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};
const check = (changes: Record<string, unknown>) =>
  fieldErrors(addressEntrySchema, { ...austin, ...changes });

describe('the address-entry schema (checkout form and addAddress)', () => {
  it('accepts a US and a Canadian address, and the API optional fields left out or null', () => {
    expect(check({})).toEqual({});
    expect(check({ state: 'on', postalCode: 'm5v3l9', country: 'ca', city: 'Toronto' })).toEqual({});
    expect(check({ addressName: null, address2: null })).toEqual({});
    expect(
      fieldErrors(addressEntrySchema, {
        address1: '1 Main',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      }),
    ).toEqual({});
  });

  it("names each empty required field with the form's wording", () => {
    expect(
      fieldErrors(addressEntrySchema, { ...austin, address1: ' ', city: '', state: '', postalCode: '' }),
    ).toEqual({
      address1: M.address1Required,
      city: 'City is required.',
      state: M.stateRequired,
      postalCode: 'Zip/Postal Code is required.',
    });
    expect(M.address1Required).toBe('Street Address Line 1 is required.');
    expect(M.stateRequired).toBe('State/Province is required.');
  });

  it("refuses a state or province that is not the country's, and an unknown country", () => {
    expect(check({ state: 'XX' })).toEqual({ state: 'State/Province/Region is required.' });
    expect(check({ state: 'ON' })).toEqual({ state: 'State/Province/Region is required.' });
    expect(check({ country: 'ZZ' })).toEqual({ country: 'Country is required.' });
    expect(check({ country: '' })).toEqual({ country: 'Country is required.' });
  });

  it('wants a postal code of the country’s format; other countries take a free region', () => {
    expect(check({ postalCode: '7870' })).toEqual({
      postalCode: 'Zip/Postal Code must be a correct format.',
    });
    expect(check({ postalCode: '78701-1234' })).toEqual({});
    expect(check({ country: 'CA', state: 'ON', postalCode: '78701' })).toEqual({
      postalCode: 'Zip/Postal Code must be a correct format.',
    });
    expect(check({ country: 'MX', state: '', postalCode: '06600' })).toEqual({});
  });

  it('limits lengths with the API’s messages', () => {
    expect(check({ address1: 'x'.repeat(101) })).toEqual({
      address1: 'Address must be at most 100 characters.',
    });
    expect(check({ addressName: 'x'.repeat(61) })).toEqual({
      addressName: 'Address name must be at most 60 characters.',
    });
    expect(check({ city: 7 })).toEqual({ city: 'City must be a string.' });
  });

  it('casts: trimmed, the country upper-cased', () => {
    expect(addressEntrySchema.validateSync({ ...austin, city: ' Austin ', country: 'us' })).toMatchObject({
      city: 'Austin',
      country: 'US',
    });
  });
});
