import { initialRegistrationValues, REGISTRATION_MESSAGES as M, registrationSchema } from './index';
import type { RegistrationFormValues } from './index';
import { ValidationError } from 'yup';

const business = (over: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
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
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const inner of error.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe('fast-track fields of the business registration', () => {
  it('are optional: both empty is a plain registration', () => {
    expect(errorsOf(business())).toEqual({});
  });

  it('accept an account number with an invoice number', () => {
    expect(errorsOf(business({ accountNumber: '880230', invoiceNumber: 'INV-1001' }))).toEqual({});
  });

  it('ask for the other number when only one is given', () => {
    expect(errorsOf(business({ accountNumber: '880230' }))).toEqual({
      invoiceNumber: [M.fastTrackInvoiceRequired],
    });
    expect(errorsOf(business({ invoiceNumber: '1001' }))).toEqual({
      accountNumber: [M.fastTrackAccountRequired],
    });
  });

  it('refuse characters an invoice never prints', () => {
    expect(errorsOf(business({ accountNumber: "88'; --", invoiceNumber: '1' }))).toEqual({
      accountNumber: [M.fastTrackFormat],
    });
  });
});
