// How the store shows part numbers and which currency a locale's prices are in (spec 5 'Part numbers', 9).
// Prices themselves are formatted by formatPrice in ../locale.

/** Displayed ids: hyphen removed, left-padded with zeros to 9 characters ('100-0001' → '001000001'). */
export function displayPartNumber(partNumber: string): string {
  return partNumber.replace(/-/g, '').padStart(9, '0');
}

/** The currency of a locale's prices: CAD for en_CA, USD for en and en_US. */
export function currencyForLocale(locale: 'en_US' | 'en_CA' | 'en'): 'USD' | 'CAD' {
  return locale === 'en_CA' ? 'CAD' : 'USD';
}
