// Who may enter which route (spec sections 2 and 6), decided before any remote is fetched: the platform's rules
// (an internal associate chooses an organisation first; the start page), then what the owning area's manifest
// declares for the path — its guard steps, then the named access rule of the route (ADR 0012, ADR 0021), evaluated
// by shared-session's area-guard (a standalone remote refuses pages with it too). The shell evaluates it in each
// area's activeWhen, in the routing-event handler that redirects, and for every menu link.
import {
  ALLOW,
  decideAreaPath,
  isGuest,
  isInternalAssociate,
  profileKinds,
  routeForPath,
  subjectAllows,
  underPrefix,
} from '@portal/shared-session';
import type { AreaManifest, AreaRoute, GuardDecision, GuardSubject } from '@portal/shared-session';
import { areaForPath, loadedAreas } from '../../areas/area-registry';

// the guard evaluator is shared-session's (contract/area-guard.ts): a standalone remote refuses pages with it too
export {
  accessDeniedUrl,
  evaluateGuard,
  isInternalAssociate,
  profileKinds,
  subjectAllows,
} from '@portal/shared-session';
export type { GuardDecision, GuardSubject } from '@portal/shared-session';

const ASSOCIATE_LANDING = '/pages/associateLanding';
/** Customer support's user search: where customer-service staff start (ADR 0042). */
export const CUSTOMER_SUPPORT_START = '/pages/csr/customerSupport';
/** Where a business user without an organisation is stopped (the shell's own page says what to do). */
export const NO_ORGANIZATION_PAGE = '/pages/noOrganization';
/** Pages a stopped user may still reach: signing out or in again, help, the outage page. */
const OPEN_WITHOUT_ORGANIZATION = [NO_ORGANIZATION_PAGE, '/logout', '/login', '/pages/help', '/outage'];

/** The route of the owning area that decides a path (and so its rule), or null (the area's Page Not Found). */
export function routeDeciding(
  pathname: string,
  areas: readonly AreaManifest[] = loadedAreas(),
): AreaRoute | null {
  const area = areaForPath(pathname, areas);
  return area ? routeForPath(area.routes, pathname) : null;
}

/**
 * The platform's own rule first, then the guard the owning area's manifest gives the path.
 * @param pathname the route asked for
 * @param url the full URL (path + query) for the accessDenied link
 * @param areas the loaded area manifests (remotes.json)
 */
export function decideRoute(
  pathname: string,
  url: string,
  subject: GuardSubject,
  areas: readonly AreaManifest[] = loadedAreas(),
): GuardDecision {
  // A signed-in user with no active organisation stored may not go on until one is chosen: internal associates
  // choose on associateLanding (everyone else gets their own organisation at startup).
  if (
    !isGuest(subject.profile) &&
    isInternalAssociate(subject.profile) &&
    subject.activeOrganizationCount === 0 &&
    !underPrefix(pathname, ASSOCIATE_LANDING)
  ) {
    return { kind: 'redirect', to: ASSOCIATE_LANDING };
  }
  // Spec 4 for everyone else: a business user whose profile gave no active organisation (none of their own, no
  // secondary ones) cannot use the portal until their company links them; the page says so.
  if (
    !isGuest(subject.profile) &&
    !isInternalAssociate(subject.profile) &&
    profileKinds(subject).has('b2b') &&
    subject.activeOrganizationCount === 0 &&
    !OPEN_WITHOUT_ORGANIZATION.some((open) => underPrefix(pathname, open))
  ) {
    return { kind: 'redirect', to: NO_ORGANIZATION_PAGE };
  }
  const area = areaForPath(pathname, areas);
  return area ? decideAreaPath(area, pathname, url, subject) : ALLOW;
}

/**
 * The start page (spec section 2): where '/' sends someone. Customer-service staff (those who may open customer
 * support's user search) start there rather than at the dashboard or the store: their work is finding a caller.
 */
export function startPage(subject: GuardSubject, storedReturnUrl: string | null): string {
  if (isGuest(subject.profile)) return '/pages/store';
  if (isInternalAssociate(subject.profile)) return ASSOCIATE_LANDING;
  if (storedReturnUrl && storedReturnUrl.startsWith('/') && !storedReturnUrl.startsWith('//'))
    return storedReturnUrl;
  if (subjectAllows('csr.users-page', subject)) return CUSTOMER_SUPPORT_START;
  if (subjectAllows('dashboard.home', subject)) return '/pages/dashboard';
  return '/pages/store';
}
