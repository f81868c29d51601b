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
