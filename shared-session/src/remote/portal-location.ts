// A router location source that follows the URL as single-spa changes it. single-spa fires a synthetic
// popstate after every pushState (the router's own included), so a POP for the place already shown is dropped:
// without this every navigation would render twice.
import { useEffect, useState } from 'react';
import type { Location, Navigator, To } from '@portal/shared-session/routing';
import { createPath } from '@portal/shared-session/routing';
import { guardedNavigation } from './leave-guard';

interface HistoryState {
  usr: unknown;
  key: string;
}

function readHistoryState(): HistoryState | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return state as HistoryState;
  return null;
}

export function readPortalLocation(): Location {
  const state = readHistoryState();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

export function isSameLocation(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;
}

/** Dispatched after the portal changes the URL itself: before single-spa patches the History API, and for a
 *  replace to the URL already shown, no popstate follows. */
export const PORTAL_LOCATION_EVENT = 'portal:location-changed';

export function notifyLocationChanged(): void {
  window.dispatchEvent(new Event(PORTAL_LOCATION_EVENT));
}

/** Replaces the current URL outside a router (startup, sign-in) and tells every router. */
export function replaceUrl(url: string): void {
  window.history.replaceState(null, '', url);
  notifyLocationChanged();
}

export function usePortalLocation(): Location {
  const [location, setLocation] = useState(readPortalLocation);
  useEffect(() => {
    const sync = () =>
      setLocation((shown) => {
        const next = readPortalLocation();
        return isSameLocation(shown, next) ? shown : next;
      });
    window.addEventListener('popstate', sync);
    window.addEventListener(PORTAL_LOCATION_EVENT, sync);
    sync();
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener(PORTAL_LOCATION_EVENT, sync);
    };
  }, []);
  return location;
}

function href(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Navigation through the (single-spa patched) History API, so every area's router and the shell follow; a page
 * holding unsaved changes is asked first (leave-guard.ts).
 */
export const portalNavigator: Navigator = {
  createHref: href,
  push(to, state) {
    guardedNavigation(href(to), () => {
      window.history.pushState({ usr: state ?? null, key: newKey() } satisfies HistoryState, '', href(to));
      notifyLocationChanged();
    });
  },
  replace(to, state) {
    guardedNavigation(href(to), () => {
      window.history.replaceState({ usr: state ?? null, key: newKey() } satisfies HistoryState, '', href(to));
      notifyLocationChanged();
    });
  },
  go(delta) {
    window.history.go(delta);
  },
};
