// Locales of spec sections 1 and 9: en_US and en_CA (US and CA flags) and en (worldwide). Prices in USD for en
// and en_US, prefixed CAD$ for en_CA; the integration locale en_US → UNITED_STATES, en_CA → CANADA, en → AWW.
import type { Locale } from '../session/profile';
import { LOCALES } from '../session/profile';

export type IntegrationLocale = 'UNITED_STATES' | 'CANADA' | 'AWW';

export const INTEGRATION_LOCALES: Record<Locale, IntegrationLocale> = {
  en_US: 'UNITED_STATES',
  en_CA: 'CANADA',
  en: 'AWW',
};

export function integrationLocale(locale: Locale): IntegrationLocale {
  return INTEGRATION_LOCALES[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The switch guests see in the header: United States and Canada, with their flags. */
export const LOCALE_CHOICES = [
  { locale: 'en_US', country: 'United States', code: 'US', flag: '🇺🇸' },
  { locale: 'en_CA', country: 'Canada', code: 'CA', flag: '🇨🇦' },
] as const satisfies readonly { locale: Locale; country: string; code: string; flag: string }[];

/** AWW user: locale neither en_US nor en_CA (spec 6). */
export function isWorldwideLocale(locale: Locale): boolean {
  return locale !== 'en_US' && locale !== 'en_CA';
}

/**
 * A non-negative amount as en-US writes it with two decimals: `1,234.50`. Written out rather than with
 * Intl.NumberFormat: the page's first Intl formatter costs ~90 ms of CPU at Lighthouse's 4x slowdown (the browser
 * loads its locale data), one long task of every first load with a price (issue 18, TBT). Rounded as Intl does:
 * the number's shortest decimal form, half away from zero (0.015 is $0.02; locale.test.ts compares the two).
 */
function twoDecimals(magnitude: number): string {
  // String() writes below 1e-6 and from 1e21 in exponent notation: the first is 0.00, no price is the second
  if (magnitude >= 1e21)
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(magnitude);
  const decimal = String(magnitude);
  if (decimal.includes('e')) return '0.00';
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
}

/** `$1,234.50` for en and en_US, `CAD$1,234.50` for en_CA; an empty string when there is no price. */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  if (locale === 'en_CA') return `${value < 0 ? '-' : ''}CAD$${twoDecimals(Math.abs(value))}`;
  // as Intl's currency format: a minus before the sign, negative zero included
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}$${twoDecimals(Math.abs(value))}`;
}

/** Where a guest's choice is kept between visits. */
export const GUEST_LOCALE_STORAGE_KEY = 'portal.guestLocale';

export function readStoredGuestLocale(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): Locale | null {
  try {
    const value = storage?.getItem(GUEST_LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeGuestLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(GUEST_LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Search pages whose `page` parameter is dropped when the locale changes (spec 4). */
export function isSearchPath(pathname: string): boolean {
  return /\/search\/?$/.test(pathname);
}

/**
 * The URL to reload after a locale change: the same route, without the `page` query parameter on search pages.
 * Takes and returns path + query + hash.
 */
export function urlAfterLocaleChange(url: string): string {
  const parsed = new URL(url, 'http://portal.invalid');
  if (isSearchPath(parsed.pathname)) parsed.searchParams.delete('page');
  const search = parsed.searchParams.toString();
  return `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}`;
}
