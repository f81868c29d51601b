import {
  CA_PROVINCES,
  COUNTRIES,
  DELEGATED_MESSAGES as D,
  INITIAL_DELEGATED_VALUES,
  PASSWORD_CHECKLIST,
  PERSONAL_COUNTRIES,
  REGISTRATION_MESSAGES as M,
  RESEND_MESSAGES as R,
  US_STATES,
  delegatedCompletionRequestSchema,
  delegatedCompletionSchema,
  formatPhoneNumber,
  initialRegistrationValues,
  isStrongPassword,
  localeForCountry,
  regionOptions,
  registrationSchema,
  resendSchema,
} from './index';
import type { RegistrationFormValues } from './index';
import { ValidationError } from 'yup';

const valid = (over: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  ...initialRegistrationValues('B2B'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  businessName: 'Analytical Engines',
  phoneNumber: '(512) 555-0100',
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  password: 'Portal!2345',
  confirmPassword: 'Portal!2345',
  acceptTerms: true,
  captcha: 'payload',
  ...over,
});

function errorsOf(values: unknown): Record<string, string[]> {
  try {
    registrationSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string[]> = {};
    for (const inner of e.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe('reference data', () => {
  it('has about 200 countries with unique codes, US first and the default', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES[0]).toEqual({ code: 'US', name: 'United States' });
    expect(initialRegistrationValues('B2C').country).toBe('US');
  });
  it('has 51 US entries (states and DC) and 13 Canadian provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.some((s) => s.code === 'DC')).toBe(true);
    expect(CA_PROVINCES).toHaveLength(13);
    expect(regionOptions('US')).toBe(US_STATES);
    expect(regionOptions('CA')).toBe(CA_PROVINCES);
    expect(regionOptions('DE')).toBeNull();
  });
  it('limits personal registrants to US and CA and derives the locale from the country', () => {
    expect(PERSONAL_COUNTRIES.map((c) => c.code)).toEqual(['US', 'CA']);
    expect([localeForCountry('US'), localeForCountry('CA'), localeForCountry('MX')]).toEqual([
      'en_US',
      'en_CA',
      'en',
    ]);
  });
});

describe('registration schema', () => {
  it('accepts a complete business form and defaults remote support and offers to on', () => {
    expect(errorsOf(valid())).toEqual({});
    const init = initialRegistrationValues('B2B');
    expect([init.remoteSupport, init.receiveInfo, init.acceptTerms]).toEqual([true, true, false]);
  });

  it('gives every required-field message of spec 5 on an empty business form', () => {
    const errors = errorsOf({ ...initialRegistrationValues('B2B'), country: '' });
    expect(errors).toMatchObject({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      businessName: [M.businessNameRequired],
      phoneNumber: [M.phoneRequired],
      country: [M.countryRequired],
      address1: [M.addressRequired],
      city: [M.cityRequired],
      state: [M.stateRequired],
      zip: [M.zipRequired],
      email: [M.emailRequired],
      confirmEmail: [M.emailRequired],
      password: [M.passwordRequired],
      confirmPassword: [M.passwordRequired],
      acceptTerms: [M.termsRequired],
      captcha: [M.captchaRequired],
    });
    expect(M.captchaRequired).toBe("You must check I'm not a robot to register.");
  });

  it('asks for a business name only from business registrants', () => {
    expect(errorsOf(valid({ type: 'B2C', businessName: '' }))).toEqual({});
    expect(errorsOf(valid({ businessName: '  ' })).businessName).toEqual([M.businessNameRequired]);
  });

  it('leaves address line 2, county, tax exempt, remote support and offers optional', () => {
    expect(
      errorsOf(
        valid({ address2: '', county: '', taxExempt: false, remoteSupport: false, receiveInfo: false }),
      ),
    ).toEqual({});
  });

  it('checks the email format and the confirmation', () => {
    expect(errorsOf(valid({ email: 'nope', confirmEmail: 'nope' })).email).toEqual([M.emailFormat]);
    expect(errorsOf(valid({ email: 'a@localhost', confirmEmail: 'a@localhost' })).email).toEqual([
      M.emailFormat,
    ]);
    expect(errorsOf(valid({ confirmEmail: 'other@example.com' })).confirmEmail).toEqual([M.emailMatch]);
    expect(errorsOf(valid({ confirmEmail: 'ADA@example.com' }))).toEqual({});
  });

  it('checks the password ruleset and its confirmation', () => {
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'Has Space1'])
      expect(errorsOf(valid({ password: weak, confirmPassword: weak })).password).toEqual([M.passwordRules]);
    expect(M.passwordRules).toBe('Password must match ruleset below');
    expect(errorsOf(valid({ password: 'Abcdefg!', confirmPassword: 'Abcdefg!' }))).toEqual({});
    expect(errorsOf(valid({ confirmPassword: 'Portal!2346' })).confirmPassword).toEqual([M.passwordMatch]);
  });

  it('requires the terms and the captcha', () => {
    expect(errorsOf(valid({ acceptTerms: false })).acceptTerms).toEqual([M.termsRequired]);
    expect(errorsOf(valid({ captcha: '' })).captcha).toEqual([M.captchaRequired]);
  });

  it('applies the country and state rules', () => {
    expect(errorsOf(valid({ state: 'Texas' })).state).toEqual([M.stateUnknown]);
    expect(errorsOf(valid({ country: 'CA', state: 'ON', zip: 'K1P 1J1' }))).toEqual({});
    expect(errorsOf(valid({ country: 'CA', state: 'TX', zip: 'K1P 1J1' })).state).toEqual([M.stateUnknown]);
    // free text elsewhere
    expect(errorsOf(valid({ country: 'DE', state: 'Bavaria', zip: '80331' }))).toEqual({});
    expect(errorsOf(valid({ country: 'XX' })).country).toEqual([M.countryUnknown]);
    // personal: US or CA only
    expect(errorsOf(valid({ type: 'B2C', country: 'DE', state: 'Bavaria', zip: '80331' })).country).toEqual([
      M.personalCountry,
    ]);
  });

  it('checks ZIP and postal code formats by country', () => {
    expect(errorsOf(valid({ zip: '7870' })).zip).toEqual([M.zipFormat]);
    expect(errorsOf(valid({ zip: '78701-1234' }))).toEqual({});
    expect(errorsOf(valid({ country: 'CA', state: 'ON', zip: '12345' })).zip).toEqual([M.zipFormat]);
  });

  it('checks the phone number has ten digits and masks it as (000) 000-0000', () => {
    expect(errorsOf(valid({ phoneNumber: '555-0100' })).phoneNumber).toEqual([M.phoneFormat]);
    expect(errorsOf(valid({ phoneNumber: '5125550100' }))).toEqual({});
    expect(formatPhoneNumber('5125550100')).toBe('(512) 555-0100');
    expect(formatPhoneNumber('51255')).toBe('(512) 55');
    expect(formatPhoneNumber('512a555b0100999')).toBe('(512) 555-0100');
    expect(formatPhoneNumber('')).toBe('');
  });

  it('refuses oversized and wrongly typed input with clear messages', () => {
    expect(errorsOf(valid({ firstName: 'x'.repeat(51) })).firstName).toEqual([
      'First name must be at most 50 characters.',
    ]);
    expect(errorsOf({ ...valid(), lastName: 42 }).lastName).toEqual(['Last name must be a string.']);
    expect(errorsOf({ ...valid(), acceptTerms: 'yes' }).acceptTerms?.[0]).toBe(
      'Accept terms must be true or false.',
    );
    expect(errorsOf({ ...valid(), type: 'ADMIN' }).type).toEqual([M.typeRequired]);
  });
});

describe('password checklist', () => {
  it('turns items green one by one', () => {
    const met = (p: string) => PASSWORD_CHECKLIST.filter((r) => r.test(p)).map((r) => r.id);
    expect(met('')).toEqual([]);
    expect(met('abcdefgh')).toEqual(['length']);
    expect(met('abcdefgH')).toEqual(['length', 'case']);
    expect(met('abcdefH1')).toEqual(['length', 'case', 'digitOrSpecial']);
    expect(met('Ab!')).toEqual(['case', 'digitOrSpecial']);
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcd efg1')).toBe(false);
  });
});

describe('delegated completion schema', () => {
  const ok = {
    ...INITIAL_DELEGATED_VALUES,
    password: 'Portal!2345',
    confirmPassword: 'Portal!2345',
    termsAccepted: true,
  };
  const msgs = (v: unknown) => {
    try {
      delegatedCompletionSchema.validateSync(v, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as ValidationError).errors;
    }
  };
  it('defaults allowHelpDesk and receiveInfo on, terms off', () => {
    expect(INITIAL_DELEGATED_VALUES).toEqual({
      password: '',
      confirmPassword: '',
      allowHelpDesk: true,
      receiveInfo: true,
      termsAccepted: false,
    });
  });
  it('gives the spec messages', () => {
    expect(msgs(ok)).toEqual([]);
    expect(msgs(INITIAL_DELEGATED_VALUES)).toEqual([D.passwordRequired, D.confirmRequired, D.termsRequired]);
    expect(msgs({ ...ok, password: 'weak', confirmPassword: 'weak' })).toEqual([D.passwordRules]);
    expect(msgs({ ...ok, confirmPassword: 'Portal!2346' })).toEqual([D.confirmMatch]);
    expect(D.passwordRules).toBe("Password doesn't meet requirements.");
    expect(D.termsRequired).toBe('You must accept our terms and conditions to register.');
  });
  it('requires the user id and activation token in the request', () => {
    expect(() =>
      delegatedCompletionRequestSchema.validateSync({ ...ok, userId: '', activationToken: 'x' }),
    ).toThrow(D.missingIds);
    expect(() => delegatedCompletionRequestSchema.validateSync({ ...ok, userId: 'u' })).toThrow(D.missingIds);
  });
});

describe('resend schema', () => {
  it('requires a valid email', () => {
    expect(() => resendSchema.validateSync({ email: '' })).toThrow(R.emailRequired);
    expect(() => resendSchema.validateSync({ email: 'nope' })).toThrow(R.emailInvalid);
    expect(resendSchema.validateSync({ email: ' a@b.example ' })).toEqual({ email: 'a@b.example' });
  });
});

describe('fast-track fields of the business registration', () => {
  it('are optional: both empty is a plain registration', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('accept an account number with an invoice number', () => {
    expect(errorsOf(valid({ accountNumber: '880230', invoiceNumber: 'INV-1001' }))).toEqual({});
  });

  it('ask for the other number when only one is given', () => {
    expect(errorsOf(valid({ accountNumber: '880230' }))).toEqual({
      invoiceNumber: [M.fastTrackInvoiceRequired],
    });
    expect(errorsOf(valid({ invoiceNumber: '1001' }))).toEqual({
      accountNumber: [M.fastTrackAccountRequired],
    });
  });

  it('refuse characters an invoice never prints', () => {
    expect(errorsOf(valid({ accountNumber: "88'; --", invoiceNumber: '1' }))).toEqual({
      accountNumber: [M.fastTrackFormat],
    });
  });
});
