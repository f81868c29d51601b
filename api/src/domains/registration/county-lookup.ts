// County lookup (spec 4 "Address validation (shared)"): US only, from offline postal data instead of a maps
// geocoder; other countries give an empty county; a missing or unknown country code throws. The county text has
// ' COUNTY' or ' PARISH' removed and is upper-cased.
import { isCountryCode } from '@portal/rules/validation';
import type { PostalDataSource } from './postal-data.js';

export class UnknownCountryError extends Error {
  constructor(country: string | null | undefined) {
    super(`Unknown country code: ${country ?? '(missing)'}`);
    this.name = 'UnknownCountryError';
  }
}

export function normaliseCountyName(county: string): string {
  return county
    .toUpperCase()
    .replace(/ (COUNTY|PARISH)$/, '')
    .trim();
}

export function lookupCounty(
  data: PostalDataSource,
  address: { country: string | null | undefined; postalCode: string | null | undefined },
): string {
  const country = address.country?.trim().toUpperCase();
  if (!country || !isCountryCode(country)) throw new UnknownCountryError(address.country);
  if (country !== 'US') return '';
  const zip5 = (address.postalCode ?? '').trim().slice(0, 5);
  const record = /^\d{5}$/.test(zip5) ? data.lookupZip(zip5) : null;
  return record ? normaliseCountyName(record.county) : '';
}
