// Unit tests of the registration building blocks: address validation rules, county lookup, the contact-record
// request's shape, the ALTCHA captcha (single use, expiring) and the mail templates.
import { solveChallenge } from 'altcha-lib';
import { capitalise, hasHouseNumber, sameCity, validateAddress } from './address-validation.js';
import { createCaptchaService } from './captcha.js';
import { lookupCounty, normaliseCountyName, UnknownCountryError } from './county-lookup.js';
import { activationEmail, activationLink } from './mail-templates.js';
import { createPostalData, defaultPostalData } from './postal-data.js';
import { buildContactRecordRequest } from './registration-service.js';

const postal = defaultPostalData();
const us = (over: Partial<Parameters<typeof validateAddress>[1]> = {}) => ({
  address1: '100 congress ave',
  address2: 'suite 200',
  city: 'austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  ...over,
});

describe('address validation (offline postal data)', () => {
  it('VALID: a consistent US address, capitalisation normalised and the ZIP’s city used', () => {
    const r = validateAddress(postal, us());
    expect(r.validationResult).toBe('VALID');
    expect(r.address).toEqual({
      address1: '100 Congress Ave',
      address2: 'Suite 200',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    });
    expect(validateAddress(postal, us({ postalCode: '78701-1234' })).address.postalCode).toBe('78701-1234');
  });

  it('AMBIGUOUS: street without a house number, ZIP unknown to the data, or the ZIP’s city differs', () => {
    expect(validateAddress(postal, us({ address1: 'Congress Avenue' })).validationResult).toBe('AMBIGUOUS');
    expect(validateAddress(postal, us({ postalCode: '78799' })).validationResult).toBe('AMBIGUOUS');
    const city = validateAddress(postal, us({ city: 'Round Rock' }));
    expect(city.validationResult).toBe('AMBIGUOUS');
    expect(city.suggestedAddress?.city).toBe('Austin');
    expect(validateAddress(postal, us({ address1: 'PO Box 12' })).validationResult).toBe('VALID');
  });

  it('INVALID: malformed ZIP, ZIP of another state, unallocated ZIP prefix, unknown state or country', () => {
    expect(validateAddress(postal, us({ postalCode: '7870' })).validationResult).toBe('INVALID');
    expect(validateAddress(postal, us({ postalCode: '43215' })).reason).toBe('ZIP code belongs to OH');
    expect(validateAddress(postal, us({ postalCode: '00001' })).validationResult).toBe('INVALID');
    expect(validateAddress(postal, us({ state: 'XX' })).validationResult).toBe('INVALID');
    expect(validateAddress(postal, us({ country: 'ZZ' })).validationResult).toBe('INVALID');
    expect(validateAddress(postal, us({ city: '' })).validationResult).toBe('INVALID');
  });

  it('Canada: postal code shape and first letter decide; normalised as A1A 1A1', () => {
    const ok = validateAddress(postal, {
      address1: '1 wellington st',
      city: 'ottawa',
      state: 'ON',
      postalCode: 'k1a0a9',
      country: 'CA',
    });
    expect(ok.validationResult).toBe('VALID');
    expect(ok.address).toMatchObject({ address1: '1 Wellington St', city: 'Ottawa', postalCode: 'K1A 0A9' });
    expect(
      validateAddress(postal, {
        address1: '1 Main St',
        city: 'Calgary',
        state: 'AB',
        postalCode: 'K1A 0A9',
        country: 'CA',
      }).validationResult,
    ).toBe('INVALID');
    expect(
      validateAddress(postal, {
        address1: '1 Main St',
        city: 'Calgary',
        state: 'AB',
        postalCode: '12345',
        country: 'CA',
      }).validationResult,
    ).toBe('INVALID');
  });

  it('elsewhere: a complete address is accepted as entered', () => {
    const r = validateAddress(postal, {
      address1: 'Hauptstr. 1',
      city: 'München',
      state: 'DE',
      postalCode: '80331',
      country: 'DE',
    });
    expect(r.validationResult).toBe('VALID');
    expect(r.address.city).toBe('München');
  });

  it('helpers: capitalisation, house numbers, loose city comparison', () => {
    expect(capitalise('  1200 n  MAIN st  ne ')).toBe('1200 N Main St NE');
    expect(capitalise("21st street o'neil-smith 12b")).toBe("21st Street O'Neil-Smith 12B");
    expect(hasHouseNumber('12-14 Elm St')).toBe(true);
    expect(hasHouseNumber('Elm St')).toBe(false);
    expect(sameCity('St. Paul', 'Saint Paul')).toBe(true);
    expect(sameCity('Fort Worth', 'Ft Worth')).toBe(true);
    expect(sameCity('Dallas', 'Austin')).toBe(false);
  });

  it('the postal data source interface accepts another dataset', () => {
    const other = createPostalData({
      zip3: { TX: ['787'] },
      zips: { '78799': ['Testville', 'TX', 'Test County'] },
    });
    expect(validateAddress(other, us({ postalCode: '78799', city: 'testville' })).validationResult).toBe(
      'VALID',
    );
    expect(lookupCounty(other, { country: 'US', postalCode: '78799' })).toBe('TEST');
  });
});

describe('county lookup', () => {
  it('US only, upper-cased, without COUNTY or PARISH', () => {
    expect(lookupCounty(postal, { country: 'US', postalCode: '78701' })).toBe('TRAVIS');
    expect(lookupCounty(postal, { country: 'US', postalCode: '70112' })).toBe('ORLEANS');
    expect(lookupCounty(postal, { country: 'US', postalCode: '70801-1234' })).toBe('EAST BATON ROUGE');
    expect(lookupCounty(postal, { country: 'US', postalCode: '78799' })).toBe('');
    expect(lookupCounty(postal, { country: 'CA', postalCode: 'K1A 0A9' })).toBe('');
    expect(normaliseCountyName('Miami-Dade County')).toBe('MIAMI-DADE');
  });
  it('throws for a missing or unknown country code', () => {
    expect(() => lookupCounty(postal, { country: '', postalCode: '78701' })).toThrow(UnknownCountryError);
    expect(() => lookupCounty(postal, { country: 'ZZ', postalCode: '78701' })).toThrow(UnknownCountryError);
  });
});

describe('contact-record request (billing system)', () => {
  const customer = { accountId: 'A1', accountNumber: 'N1', partyId: 'P1' };
  const form = {
    email: 'a@b.example',
    firstName: 'A',
    lastName: 'B',
    phoneNumber: '(512) 555-0100',
    type: 'B2B' as const,
  };
  const address = (country: string, state: string) => ({
    address1: '1 Main St',
    address2: '',
    city: 'X',
    country,
    state,
    postalCode: '1',
    county: '',
  });
  it('US: state holds the state', () => {
    expect(buildContactRecordRequest(customer, form, address('US', 'TX')).address).toMatchObject({
      state: 'TX',
      province: null,
      integrationLocale: 'United States',
      shippingEnabled: true,
      billingEnabled: true,
    });
  });
  it('CA: province holds it; elsewhere state holds the country', () => {
    expect(buildContactRecordRequest(customer, form, address('CA', 'ON')).address).toMatchObject({
      state: null,
      province: 'ON',
      integrationLocale: 'Canada',
    });
    expect(buildContactRecordRequest(customer, form, address('DE', 'Bavaria')).address).toMatchObject({
      state: 'DE',
      province: null,
      integrationLocale: 'worldwide',
    });
  });
});

describe('ALTCHA captcha', () => {
  let t = Date.parse('2030-01-01T00:00:00Z');
  const captcha = createCaptchaService({ hmacKey: 'test-key', maxNumber: 2000, ttlMs: 60_000, now: () => t });
  async function solved() {
    const c = await captcha.issue();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution?.number,
      salt: c.salt,
      signature: c.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
  it('verifies a correct solution once', async () => {
    const payload = await solved();
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });
  it('refuses a wrong number, a forged signature, garbage and an expired challenge', async () => {
    const payload = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as Record<string, unknown>;
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
    expect(await captcha.verify(enc({ ...payload, number: (payload['number'] as number) + 1 }))).toBe(false);
    expect(await captcha.verify(enc({ ...payload, signature: 'f'.repeat(64) }))).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    t += 61_000;
    expect(await captcha.verify(enc(payload))).toBe(false);
  });
});

describe('mail templates', () => {
  it('the activation mail carries /pages/account-activation?userId&activationToken', () => {
    const link = activationLink('http://localhost:3000', 'u-1', 'tok');
    expect(link).toBe('http://localhost:3000/pages/account-activation?userId=u-1&activationToken=tok');
    const mail = activationEmail('a@b.example', '<b>Ann</b>', link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(mail.template).toBe('AccountActivationEmail');
  });
});
