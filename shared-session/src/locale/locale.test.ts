import { createInitialSessionState, sessionStore } from '../session/session-store';
import { changeLocale, ROUTE_RELOAD_EVENT } from './change-locale';
import {
  formatPrice,
  GUEST_LOCALE_STORAGE_KEY,
  integrationLocale,
  readStoredGuestLocale,
  urlAfterLocaleChange,
} from './locale';

describe('formatPrice', () => {
  it('shows USD for en_US and en', () => {
    expect(formatPrice(1234.5, 'en_US')).toBe('$1,234.50');
    expect(formatPrice(19, 'en')).toBe('$19.00');
  });
  it('prefixes CAD$ for en_CA', () => {
    expect(formatPrice(1234.5, 'en_CA')).toBe('CAD$1,234.50');
    expect(formatPrice('7.1', 'en_CA')).toBe('CAD$7.10');
  });
  it('writes every amount as Intl.NumberFormat does (USD for en_US, two decimals after CAD$ for en_CA)', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // ties (x.xx5), values whose double lies just below or above a tie, grouping edges, negatives, zeros
    const amounts = [
      0, -0, 0.005, 0.015, 0.125, 1.005, 1.015, 2.675, 10.235, 999.995, 999.994, 1000, 1234567.891,
    ];
    amounts.push(123456789012.345, 1e20, 99999.999, 0.001, -0.001, -1234.5, -0.005);
    let seed = 18;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const cents = seed % 100_000_000;
      amounts.push(cents / 1000, -cents / 100, (seed % 1000) + 0.005);
    }
    for (const amount of amounts) {
      expect(formatPrice(amount, 'en_US')).toBe(usd.format(amount));
      expect(formatPrice(String(amount), 'en')).toBe(usd.format(Number(String(amount))));
      expect(formatPrice(amount, 'en_CA')).toBe(
        `${amount < 0 ? '-' : ''}CAD$${plain.format(Math.abs(amount))}`,
      );
    }
  });
  it('shows nothing without a price', () => {
    expect(formatPrice(null, 'en_US')).toBe('');
    expect(formatPrice('abc', 'en_US')).toBe('');
  });
});

describe('integration locale', () => {
  it('maps en_US, en_CA and en', () => {
    expect(integrationLocale('en_US')).toBe('UNITED_STATES');
    expect(integrationLocale('en_CA')).toBe('CANADA');
    expect(integrationLocale('en')).toBe('AWW');
  });
});

describe('urlAfterLocaleChange', () => {
  it('drops page from search URLs only', () => {
    expect(urlAfterLocaleChange('/pages/store/search?q=hose&page=3&brand=X')).toBe(
      '/pages/store/search?q=hose&brand=X',
    );
    expect(urlAfterLocaleChange('/pages/training-store/search?page=2')).toBe('/pages/training-store/search');
    expect(urlAfterLocaleChange('/pages/dashboard/equipment/fleet?page=2')).toBe(
      '/pages/dashboard/equipment/fleet?page=2',
    );
  });
});

describe('changeLocale', () => {
  beforeEach(() => {
    sessionStore.setState(createInitialSessionState(), true);
    window.localStorage.clear();
    window.history.replaceState(null, '', '/pages/store/search?q=boom&page=4');
  });

  it("updates the profile, keeps a guest's choice and reloads the route without page", () => {
    const reload = jest.fn();
    window.addEventListener(ROUTE_RELOAD_EVENT, reload);
    changeLocale('en_CA');
    expect(sessionStore.getState().locale).toBe('en_CA');
    expect(sessionStore.getState().profile.locale).toBe('en_CA');
    expect(window.localStorage.getItem(GUEST_LOCALE_STORAGE_KEY)).toBe('en_CA');
    expect(readStoredGuestLocale()).toBe('en_CA');
    expect(window.location.pathname + window.location.search).toBe('/pages/store/search?q=boom');
    expect(reload).toHaveBeenCalledTimes(1);
    window.removeEventListener(ROUTE_RELOAD_EVENT, reload);
  });

  it('does not store a signed-in user’s locale in localStorage', () => {
    sessionStore.setState((s) => ({ profile: { ...s.profile, userStatus: 'REGISTERED' } }));
    changeLocale('en_CA');
    expect(window.localStorage.getItem(GUEST_LOCALE_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().profile.locale).toBe('en_CA');
  });
});
