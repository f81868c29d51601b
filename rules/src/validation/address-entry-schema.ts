// A new address as entered (checkout's 'Add a New Address' for personal users, spec sections 4 and 7): the form
// validates it with this schema and the API's addAddress validates what it receives with the same one. The
// address validator (spec 4 'Address validation (shared)') runs after it, on the API; its INVALID answer is the
// spec 8 message (shared-ui's addressValidationErrorMessage), not a field error.
import * as yup from 'yup';
import { REGISTRATION_MESSAGES } from './messages';
import { isCaProvince, isCountryCode, isUsState } from './reference-data';
import { isValidPostalCode, text } from './registration-schema';

export const ADDRESS_ENTRY_MESSAGES = {
  // the checkout form's own wording, after its labels
  address1Required: 'Street Address Line 1 is required.',
  stateRequired: 'State/Province is required.',
  // spec 5's wording where the checkout form and registration ask the same thing
  cityRequired: REGISTRATION_MESSAGES.cityRequired,
  zipRequired: REGISTRATION_MESSAGES.zipRequired,
  zipFormat: REGISTRATION_MESSAGES.zipFormat,
  countryRequired: REGISTRATION_MESSAGES.countryRequired,
  // a state or province code that is not one of the country's: only an API caller can send one (the form offers a
  // list); spec 5's region message, which is what the API has always answered
  stateUnknown: REGISTRATION_MESSAGES.stateRequired,
} as const;

/** Longest value of each field (the addresses table's limits). */
export const ADDRESS_ENTRY_LIMITS = {
  addressName: 60,
  address: 100,
  city: 60,
  state: 60,
  postalCode: 10,
  county: 60,
} as const;

export interface AddressEntryValues {
  addressName: string;
  address1: string;
  address2: string;
  city: string;
  /** a US state or Canadian province code (the API also takes a free region elsewhere) */
  state: string;
  postalCode: string;
  country: string;
}

export const EMPTY_ADDRESS_ENTRY: AddressEntryValues = {
  addressName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

const M = ADDRESS_ENTRY_MESSAGES;
const L = ADDRESS_ENTRY_LIMITS;

/** The country as sent, upper-cased: states and provinces are checked against the list of that country. */
const countryOf = (parent: unknown): string => {
  const country: unknown = (parent as { country?: unknown } | undefined)?.country;
  return typeof country === 'string' ? country.trim().toUpperCase() : '';
};

export const addressEntrySchema = yup.object({
  addressName: text('Address name', L.addressName).nullable().optional(),
  address1: text('Address', L.address).required(M.address1Required),
  address2: text('Address line 2', L.address).nullable().optional(),
  city: text('City', L.city).required(M.cityRequired),
  // required where the country has a list (US states, Canadian provinces); elsewhere optional free text
  state: text('State', L.state)
    .nullable()
    .optional()
    .test('state-required', M.stateRequired, function stateRequired(v) {
      const country = countryOf(this.parent);
      return !!v || (country !== 'US' && country !== 'CA');
    })
    .test('state-known', M.stateUnknown, function stateKnown(v) {
      if (!v) return true;
      const country = countryOf(this.parent);
      if (country === 'US') return isUsState(v.toUpperCase());
      if (country === 'CA') return isCaProvince(v.toUpperCase());
      return true;
    }),
  postalCode: text('Zip/Postal Code', L.postalCode)
    .required(M.zipRequired)
    .test('postal-format', M.zipFormat, function postalFormat(v) {
      const country = countryOf(this.parent);
      return !v || !isCountryCode(country) || isValidPostalCode(country, v);
    }),
  country: text('Country', 2)
    .uppercase()
    .required(M.countryRequired)
    .test('country-known', M.countryRequired, (v) => !v || isCountryCode(v)),
});

export type AddressEntry = yup.InferType<typeof addressEntrySchema>;
