// Address validation over offline postal data (spec 4 "Address validation (shared)", spec 5 for the request's
// shape). The rules, documented in docs/decisions/0005-registration.md:
//  United States
//   - the ZIP must be 5 digits (optionally ZIP+4), its 3-digit prefix must be allocated and belong to the
//     state entered — otherwise INVALID;
//   - the street line must start with a house number (or be a PO Box) — otherwise AMBIGUOUS;
//   - the ZIP must be one the dataset knows — otherwise AMBIGUOUS ("does not recognize this address");
//   - the city must be the ZIP's city — otherwise AMBIGUOUS with the ZIP's city as the suggested address;
//   - otherwise VALID, with normalised capitalisation and the dataset's city name.
//  Canada
//   - the postal code must have the A1A 1A1 shape and its first letter must belong to the province — otherwise
//     INVALID; the street-number rule gives AMBIGUOUS; otherwise VALID, postal code as "A1A 1A1".
//  Elsewhere: no postal data, so a complete address is VALID as entered (trimmed).
import { isCaProvince, isCountryCode, isUsState } from '@portal/rules/validation';
import type { PostalDataSource } from './postal-data.js';

export type AddressValidationStatus = 'VALID' | 'INVALID' | 'AMBIGUOUS';

export interface AddressToValidate {
  address1: string;
  address2?: string | null;
  city: string;
  /** US: the state; CA: the province; elsewhere the country (spec 5) */
  state?: string | null;
  postalCode: string;
  country: string;
}

export interface ValidatedAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface AddressValidationResponse {
  validationResult: AddressValidationStatus;
  address: ValidatedAddress;
  suggestedAddress: ValidatedAddress | null;
  /** why the result is not VALID (for logs and tests; the UI shows the spec's messages) */
  reason: string | null;
}

const DIRECTIONALS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const UPPER_WORDS = new Set(['PO', 'US', 'FM', 'RR', 'HC', 'II', 'III', 'IV']);

function capitaliseWord(word: string): string {
  const upper = word.toUpperCase();
  const bare = upper.replace(/\./g, '');
  if (DIRECTIONALS.has(bare) || UPPER_WORDS.has(bare)) return upper;
  if (/^\d/.test(word)) {
    // 1st, 2nd, 3rd, 10th stay lower-case; unit letters (12B) upper-case
    return /^\d+(st|nd|rd|th)$/i.test(word) ? word.toLowerCase() : upper;
  }
  return word
    .toLowerCase()
    .replace(/(^|[-'’])([a-z])/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
}

/** Normalised capitalisation of a street or city line; runs of spaces collapse to one. */
export function capitalise(line: string): string {
  return line.trim().split(/\s+/).filter(Boolean).map(capitaliseWord).join(' ');
}

const HOUSE_NUMBER = /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?\s+\S/;
const PO_BOX = /^(p\.?\s*o\.?\s*box|post office box)\s*\d+/i;

export function hasHouseNumber(address1: string): boolean {
  const line = address1.trim();
  return HOUSE_NUMBER.test(line) || PO_BOX.test(line);
}

/** City names compared loosely: case, punctuation, spacing and Saint/St, Fort/Ft, Mount/Mt. */
export function sameCity(a: string, b: string): boolean {
  const key = (s: string) =>
    s
      .toUpperCase()
      .replace(/[.'’,-]/g, ' ')
      .replace(/\bST\b/g, 'SAINT')
      .replace(/\bFT\b/g, 'FORT')
      .replace(/\bMT\b/g, 'MOUNT')
      .replace(/\s+/g, ' ')
      .trim();
  return key(a) === key(b);
}

/** First letter of a Canadian postal code → the provinces and territories it serves. */
const CA_POSTAL_PREFIX: Record<string, readonly string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export function validateAddress(data: PostalDataSource, input: AddressToValidate): AddressValidationResponse {
  const country = input.country.trim().toUpperCase();
  const entered: ValidatedAddress = {
    address1: input.address1.trim().replace(/\s+/g, ' '),
    address2: (input.address2 ?? '').trim().replace(/\s+/g, ' '),
    city: input.city.trim().replace(/\s+/g, ' '),
    state: (input.state ?? '').trim(),
    postalCode: input.postalCode.trim(),
    country,
  };
  const result = (
    validationResult: AddressValidationStatus,
    reason: string | null,
    address: ValidatedAddress = entered,
    suggestedAddress: ValidatedAddress | null = null,
  ): AddressValidationResponse => ({ validationResult, address, suggestedAddress, reason });

  if (!entered.address1 || !entered.city || !entered.postalCode)
    return result('INVALID', 'incomplete address');
  if (!isCountryCode(country)) return result('INVALID', 'unknown country');

  const normalised: ValidatedAddress = {
    ...entered,
    address1: capitalise(entered.address1),
    address2: capitalise(entered.address2),
    city: capitalise(entered.city),
  };

  if (country === 'US') {
    const state = entered.state.toUpperCase();
    const zip = entered.postalCode;
    if (!/^\d{5}(-?\d{4})?$/.test(zip)) return result('INVALID', 'ZIP code format');
    if (!isUsState(state)) return result('INVALID', 'unknown state');
    const zip5 = zip.slice(0, 5);
    const zipState = data.stateForZip(zip5);
    if (!zipState) return result('INVALID', 'ZIP code does not exist');
    if (zipState !== state) return result('INVALID', `ZIP code belongs to ${zipState}`);
    const postalCode = zip.length > 5 ? `${zip5}-${zip.slice(-4)}` : zip5;
    const us = { ...normalised, state, postalCode };
    if (!hasHouseNumber(entered.address1))
      return result('AMBIGUOUS', 'street line without a house number', us);
    const record = data.lookupZip(zip5);
    if (!record) return result('AMBIGUOUS', 'ZIP code not in the postal data', us);
    if (!sameCity(record.city, entered.city))
      return result('AMBIGUOUS', `the ZIP code's city is ${record.city}`, us, { ...us, city: record.city });
    return result('VALID', null, { ...us, city: record.city });
  }

  if (country === 'CA') {
    const province = entered.state.toUpperCase();
    const compact = entered.postalCode.toUpperCase().replace(/[\s-]/g, '');
    if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return result('INVALID', 'postal code format');
    if (!isCaProvince(province)) return result('INVALID', 'unknown province');
    const provinces = CA_POSTAL_PREFIX[compact.charAt(0)];
    if (!provinces) return result('INVALID', 'postal code does not exist');
    if (!provinces.includes(province))
      return result('INVALID', `postal code belongs to ${provinces.join('/')}`);
    const ca = { ...normalised, state: province, postalCode: `${compact.slice(0, 3)} ${compact.slice(3)}` };
    if (!hasHouseNumber(entered.address1))
      return result('AMBIGUOUS', 'street line without a house number', ca);
    return result('VALID', null, ca);
  }

  return result('VALID', null, entered);
}
