// How the store shows part numbers and which currency a locale's prices are in (spec 5 'Part numbers', 9).
// Prices themselves are formatted by formatPrice in ../locale.

/** Displayed ids: hyphen removed, left-padded with zeros to 9 characters ('100-0001' → '001000001'). */
export function displayPartNumber(partNumber: string): string {
  return partNumber.replace(/-/g, '').padStart(9, '0');
}

/**
 * The one part-number parser: the key a part is found by, whatever form it was typed in — the catalogue's
 * '928-7092', the displayed '009287092', '9287092', lower case, spaces — letters and digits only, upper case, no
 * leading zeros. The API stores and looks parts up by it; quick order, parts quick order and search read typed part
 * numbers with it.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+(?=.)/, '');
}

/** Whether two part numbers, in any of their forms, name the same part. */
export function samePartNumber(a: string, b: string): boolean {
  return partNumberKey(a) === partNumberKey(b);
}

/** The currency of a locale's prices: CAD for en_CA, USD for en and en_US. */
export function currencyForLocale(locale: 'en_US' | 'en_CA' | 'en'): 'USD' | 'CAD' {
  return locale === 'en_CA' ? 'CAD' : 'USD';
}
