// Feature flags in the shell (issue 22, ADR 0016): once the first screen is up, the shell sets the page's one
// OpenFeature provider (OFREP, where portal-config.json points it; the portal API by default) with the session's
// evaluation context, has the flags the areas' menus name evaluated, and moves the context along with the session
// (sign-in, sign-out, company switch) so the provider evaluates again.
import {
  flagContextFrom,
  getAccessToken,
  sessionStore,
  setFlagContext,
  startFeatureFlags,
  watchFlags,
} from '@portal/shared-session';
import type { AreaManifest } from '@portal/shared-session';
import { menuFlags } from '../../shared/menus';

/** The flags the areas' side menus and account-menu entries name. */
export function areaMenuFlags(areas: readonly AreaManifest[]): Record<string, boolean> {
  return Object.assign(
    {},
    ...areas.map((area) => ({ ...menuFlags(area.menu?.items ?? []), ...menuFlags(area.accountMenu ?? []) })),
  ) as Record<string, boolean>;
}

/**
 * Runs `start` once the first screen is up (ADR 0016): after single-spa's first routing has finished — the routed
 * area mounted (or failed), or the URL is the shell's own — and then when the browser is next idle, so the code
 * it fetches never competes with the first screen's scripts and data. Call it before or after single-spa's start().
 */
export function afterFirstScreen(start: () => void, target: Window = window): void {
  target.addEventListener(
    'single-spa:routing-event',
    () => {
      if (typeof target.requestIdleCallback === 'function')
        target.requestIdleCallback(start, { timeout: 2000 });
      else target.setTimeout(start, 0);
    },
    { once: true },
  );
}

export function startPortalFeatureFlags(areas: readonly AreaManifest[]): void {
  watchFlags(areaMenuFlags(areas));
  startFeatureFlags(flagContextFrom(sessionStore.getState()), getAccessToken).catch((error: unknown) => {
    // flags stay unevaluated (gated entries hidden); the page itself works
    console.warn('feature flags could not start', error);
  });
  sessionStore.subscribe((state) => void setFlagContext(flagContextFrom(state)));
}
