// A locale change (spec 4): update the profile, keep a guest's choice, and reload the route without the
// search pages' `page` parameter. The reload itself is the shell's same-URL navigation.
import type { Locale } from '../session/profile';
import { isGuest } from '../session/profile';
import { setLocale } from '../session/session-actions';
import { sessionStore } from '../session/session-store';
import { portalNavigator } from '../remote/portal-location';
import { storeGuestLocale, urlAfterLocaleChange } from './locale';

/** Fired on window after a locale change, so the shell reloads the route (a same-URL navigation). */
export const ROUTE_RELOAD_EVENT = 'portal:reload-route';

export function requestRouteReload(): void {
  window.dispatchEvent(new CustomEvent(ROUTE_RELOAD_EVENT));
}

export function changeLocale(locale: Locale): void {
  const { profile } = sessionStore.getState();
  setLocale(locale);
  if (isGuest(profile)) storeGuestLocale(locale);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const next = urlAfterLocaleChange(current);
  if (next !== current) portalNavigator.replace(next);
  requestRouteReload();
}
