// Who may enter which route (spec sections 2 and 6), decided before any remote is fetched: the platform's rules
// (an internal associate chooses an organisation first; the start page) and an evaluator of the guards each area's
// manifest declares (ADR 0012). The shell evaluates it in each area's activeWhen and in the routing-event handler
// that redirects.
import { isGuest, underPrefix } from '@portal/shared-session';
import { satisfies } from '@portal/rules';
import type { AreaGuard, AreaManifest, GuardOutcome, ProfileKind, Profile } from '@portal/shared-session';
import { areaForPath, loadedAreas } from '../../areas/area-registry';

export interface GuardSubject {
  profile: Pick<
    Profile,
    | 'userStatus'
    | 'isInternalAssociate'
    | 'isPunchout'
    | 'authProfile'
    | 'registrationType'
    | 'isValidatedB2BUser'
  >;
  privileges: readonly string[];
  activeOrganizationCount: number;
  /** a parent-holding user looking at one child company, not the company they registered with */
  viewingChildCompany: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** not signed in where sign-in is required: sign in, then come back */
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  /** checkout and My Account only for the registered company: ask to change company first */
  | { kind: 'changeCompany'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };

export function accessDeniedUrl(originalUrl: string): string {
  return `/pages/store/accessDenied?originalURL=${encodeURIComponent(originalUrl)}`;
}

const ASSOCIATE_LANDING = '/pages/associateLanding';
/** Where a business user without an organisation is stopped (the shell's own page says what to do). */
export const NO_ORGANIZATION_PAGE = '/pages/noOrganization';
/** Pages a stopped user may still reach: signing out or in again, help, the outage page. */
const OPEN_WITHOUT_ORGANIZATION = [NO_ORGANIZATION_PAGE, '/logout', '/login', '/pages/help', '/outage'];

export function isInternalAssociate(profile: GuardSubject['profile']): boolean {
  return profile.isInternalAssociate || profile.authProfile?.internalProperties != null;
}

/** Which of the manifests' profile kinds the subject is. */
export function profileKinds(subject: GuardSubject): ReadonlySet<ProfileKind> {
  const { profile } = subject;
  const kinds = new Set<ProfileKind>();
  if (isGuest(profile)) {
    kinds.add('guest');
    return kinds;
  }
  kinds.add('signed-in');
  kinds.add(profile.registrationType === 'B2B' || profile.isValidatedB2BUser ? 'b2b' : 'non-b2b-user');
  if (isInternalAssociate(profile)) kinds.add('internal');
  if (profile.isPunchout) kinds.add('punchout');
  if (subject.viewingChildCompany) kinds.add('viewing-child-company');
  return kinds;
}

/** The guard of the owning area with the longest prefix matching the path, if any. */
function guardFor(pathname: string, areas: readonly AreaManifest[]): AreaGuard | null {
  const area = areaForPath(pathname, areas);
  let chosen: AreaGuard | null = null;
  for (const guard of area?.guards ?? []) {
    if (underPrefix(pathname, guard.prefix) && guard.prefix.length > (chosen?.prefix.length ?? -1))
      chosen = guard;
  }
  return chosen;
}

function outcome(then: GuardOutcome, url: string): GuardDecision {
  if (then === 'login') return { kind: 'login' };
  if (then === 'access-denied') return { kind: 'redirect', to: accessDeniedUrl(url) };
  if (then === 'change-company') return { kind: 'changeCompany', to: url };
  return { kind: 'redirect', to: then.redirect };
}

/** Runs a guard's steps: the first matching `when` decides, an unmet `require` denies, else the page is open. */
export function evaluateGuard(guard: AreaGuard, url: string, subject: GuardSubject): GuardDecision {
  const kinds = profileKinds(subject);
  for (const step of guard.steps) {
    if ('require' in step) {
      if (!satisfies(subject.privileges, step.require)) return outcome('access-denied', url);
      continue;
    }
    const matches = typeof step.when === 'string' ? kinds.has(step.when) : !kinds.has(step.when.not);
    if (matches) return outcome(step.then, url);
  }
  return ALLOW;
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
  const guard = guardFor(pathname, areas);
  return guard ? evaluateGuard(guard, url, subject) : ALLOW;
}

/** The start page (spec section 2): where '/' sends someone. */
export function startPage(subject: GuardSubject, storedReturnUrl: string | null): string {
  if (isGuest(subject.profile)) return '/pages/store';
  if (isInternalAssociate(subject.profile)) return ASSOCIATE_LANDING;
  if (storedReturnUrl && storedReturnUrl.startsWith('/') && !storedReturnUrl.startsWith('//'))
    return storedReturnUrl;
  if (satisfies(subject.privileges, { one: 'B2B_Dashboard' })) return '/pages/dashboard';
  return '/pages/store';
}
