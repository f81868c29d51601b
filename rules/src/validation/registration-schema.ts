// The self-registration form's rules (spec sections 2, 3 and 5), used by the form (Formik) and re-checked by the
// API on submit, so both validate the same way.
import * as yup from 'yup';
import { REGISTRATION_MESSAGES as M, tooLong } from './messages';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password';
import { DEFAULT_COUNTRY, isCaProvince, isCountryCode, isUsState } from './reference-data';

export type RegistrationType = 'B2B' | 'B2C';

export interface RegistrationFormValues {
  type: RegistrationType;
  firstName: string;
  lastName: string;
  businessName: string;
  taxExempt: boolean;
  phoneNumber: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  remoteSupport: boolean;
  receiveInfo: boolean;
  acceptTerms: boolean;
  /** fast track (business only): the customer account number and a recent invoice number of it, or both empty */
  accountNumber: string;
  invoiceNumber: string;
  /** the ALTCHA solution payload (base64 JSON); empty until the captcha is solved */
  captcha: string;
}

export const FIELD_LIMITS = {
  name: 50,
  businessName: 100,
  phoneNumber: 20,
  address: 100,
  city: 60,
  state: 60,
  zip: 10,
  county: 60,
  email: 254,
  accountNumber: 20,
  invoiceNumber: 30,
  captcha: 2000,
} as const;

/** Initial values (spec 3: remoteSupport and receiveInfo default true; country defaults to US). */
export function initialRegistrationValues(type: RegistrationType): RegistrationFormValues {
  return {
    type,
    firstName: '',
    lastName: '',
    businessName: '',
    taxExempt: false,
    phoneNumber: '',
    country: DEFAULT_COUNTRY,
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    county: '',
    email: '',
    confirmEmail: '',
    password: '',
    confirmPassword: '',
    remoteSupport: true,
    receiveInfo: true,
    acceptTerms: false,
    accountNumber: '',
    invoiceNumber: '',
    captcha: '',
  };
}

/** A string that must arrive as a string (a number or object is refused, not converted); trimmed. */
export const text = (label: string, max: number) =>
  yup
    .string()
    .typeError(`${label} must be a string.`)
    .test('is-string', `${label} must be a string.`, function isString() {
      const original: unknown = this.originalValue;
      return original === null || original === undefined || typeof original === 'string';
    })
    .trim()
    .max(max, tooLong(label, max));

/** A boolean that must arrive as a boolean. */
const flag = (label: string) =>
  yup
    .boolean()
    .typeError(`${label} must be true or false.`)
    .test('is-boolean', `${label} must be true or false.`, function isBoolean() {
      const original: unknown = this.originalValue;
      return original === null || original === undefined || typeof original === 'boolean';
    });

export const PHONE_DIGITS = 10;

/** An account or invoice number as printed on an invoice: letters, digits and dashes. */
const fastTrackNumber = (label: string, max: number) =>
  text(label, max)
    .optional()
    .matches(/^[A-Za-z0-9-]*$/, { message: M.fastTrackFormat, excludeEmptyString: true });

/** Digits of a phone number, then the mask (000) 000-0000 over as many as there are (at most 10). */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
const OTHER_POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function isValidPostalCode(country: string, zip: string): boolean {
  if (country === 'US') return US_ZIP.test(zip);
  if (country === 'CA') return CA_POSTAL.test(zip);
  return OTHER_POSTAL.test(zip);
}

/** An e-mail address with a dotted domain (a registrant's address is a real, routable one). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const registrationEmail = () =>
  text('Email address', FIELD_LIMITS.email)
    .required(M.emailRequired)
    .matches(EMAIL_PATTERN, { message: M.emailFormat, excludeEmptyString: true });

export const registrationSchema = yup.object({
  type: yup.mixed<RegistrationType>().oneOf(['B2B', 'B2C'], M.typeRequired).required(M.typeRequired),
  firstName: text('First name', FIELD_LIMITS.name).required(M.firstNameRequired),
  lastName: text('Last name', FIELD_LIMITS.name).required(M.lastNameRequired),
  businessName: text('Business name', FIELD_LIMITS.businessName).when('type', {
    is: 'B2B',
    then: (s) => s.required(M.businessNameRequired),
    otherwise: (s) => s.optional(),
  }),
  taxExempt: flag('Tax exempt').optional(),
  phoneNumber: text('Phone number', FIELD_LIMITS.phoneNumber)
    .required(M.phoneRequired)
    .test('phone', M.phoneFormat, (v) => !v || /^[\d\s()+.-]+$/.test(v))
    .test('phone-digits', M.phoneFormat, (v) => !v || v.replace(/\D/g, '').length === PHONE_DIGITS),
  country: text('Country', 2)
    .required(M.countryRequired)
    .test('country', M.countryUnknown, (v) => !v || isCountryCode(v))
    .when('type', {
      is: 'B2C',
      then: (s) => s.oneOf(['US', 'CA'], M.personalCountry),
    }),
  address1: text('Address', FIELD_LIMITS.address).required(M.addressRequired),
  address2: text('Address line 2', FIELD_LIMITS.address).optional(),
  city: text('City', FIELD_LIMITS.city).required(M.cityRequired),
  state: text('State/Province/Region', FIELD_LIMITS.state)
    .required(M.stateRequired)
    .test('state', M.stateUnknown, function region(v) {
      const country: unknown = this.parent?.country;
      if (!v) return true;
      if (country === 'US') return isUsState(v);
      if (country === 'CA') return isCaProvince(v);
      return true;
    }),
  zip: text('Zip/Postal Code', FIELD_LIMITS.zip)
    .required(M.zipRequired)
    .test('zip', M.zipFormat, function postal(v) {
      const country: unknown = this.parent?.country;
      return !v || typeof country !== 'string' || isValidPostalCode(country, v);
    }),
  county: text('County', FIELD_LIMITS.county).optional(),
  email: registrationEmail(),
  confirmEmail: text('Email address', FIELD_LIMITS.email)
    .required(M.emailRequired)
    .test('match', M.emailMatch, function sameEmail(v) {
      const email: unknown = this.parent?.email;
      return !v || typeof email !== 'string' || v.toLowerCase() === email.trim().toLowerCase();
    }),
  password: yup
    .string()
    .typeError(M.passwordRules)
    .required(M.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, M.passwordRules)
    .test('rules', M.passwordRules, (v) => !v || isStrongPassword(v)),
  confirmPassword: yup
    .string()
    .typeError(M.passwordMatch)
    .required(M.passwordRequired)
    .test('match', M.passwordMatch, function samePassword(v) {
      return !v || v === this.parent?.password;
    }),
  remoteSupport: flag('Remote support').optional(),
  receiveInfo: flag('Receive offers').optional(),
  acceptTerms: flag('Accept terms').oneOf([true], M.termsRequired).required(M.termsRequired),
  // fast track (spec 3, 7 validateInvoices): both or neither; a personal registrant's are ignored
  accountNumber: fastTrackNumber('Account number', FIELD_LIMITS.accountNumber).test(
    'pair',
    M.fastTrackAccountRequired,
    function withInvoice(v) {
      const invoice: unknown = this.parent?.invoiceNumber;
      return this.parent?.type !== 'B2B' || !!v || !(typeof invoice === 'string' && invoice.trim() !== '');
    },
  ),
  invoiceNumber: fastTrackNumber('Invoice number', FIELD_LIMITS.invoiceNumber).test(
    'pair',
    M.fastTrackInvoiceRequired,
    function withAccount(v) {
      const account: unknown = this.parent?.accountNumber;
      return this.parent?.type !== 'B2B' || !!v || !(typeof account === 'string' && account.trim() !== '');
    },
  ),
  captcha: text('Captcha', FIELD_LIMITS.captcha).required(M.captchaRequired),
});

export type RegistrationInput = yup.InferType<typeof registrationSchema>;
