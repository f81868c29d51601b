// Who may enter which route (spec sections 2 and 6), decided before any remote is fetched: the platform's rules
// (an internal associate chooses an organisation first; the start page), then the owning area's guard steps (where
// a kind of user is sent instead), then the named access rule the route declares (ADR 0012, ADR 0021). The shell
// evaluates it in each area's activeWhen, in the routing-event handler that redirects, and for every menu link.
import { isGuest, routeForPath, underPrefix } from '@portal/shared-session';
import { allows } from '@portal/rules';
import type { AccessRuleName } from '@portal/rules';
import type {
  AreaGuard,
  AreaManifest,
  AreaRoute,
  GuardOutcome,
  ProfileKind,
  Profile,
} from '@portal/shared-session';
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

/** The guard steps of the owning area with the longest prefix matching the path, if any. */
function guardFor(pathname: string, area: AreaManifest | null): AreaGuard | null {
  let chosen: AreaGuard | null = null;
  for (const guard of area?.guards ?? []) {
    if (underPrefix(pathname, guard.prefix) && guard.prefix.length > (chosen?.prefix.length ?? -1))
      chosen = guard;
  }
  return chosen;
}

/** The route of the owning area that decides a path (and so its rule), or null (the area's Page Not Found). */
export function routeDeciding(
  pathname: string,
  areas: readonly AreaManifest[] = loadedAreas(),
): AreaRoute | null {
  const area = areaForPath(pathname, areas);
  return area ? routeForPath(area.routes, pathname) : null;
}

function outcome(then: GuardOutcome, url: string): GuardDecision {
  if (then === 'login') return { kind: 'login' };
  if (then === 'access-denied') return { kind: 'redirect', to: accessDeniedUrl(url) };
  if (then === 'change-company') return { kind: 'changeCompany', to: url };
  return { kind: 'redirect', to: then.redirect };
}

/** Whether the subject meets a named rule (the one evaluator of @portal/rules, with the subject's kinds). */
export function subjectAllows(rule: AccessRuleName, subject: GuardSubject): boolean {
  return allows(rule, { privileges: subject.privileges, kinds: profileKinds(subject) });
}

/**
 * A guard's steps (the first matching `when` decides where the user goes), then the route's rule: a user it does
 * not admit signs in if a guest, else goes to accessDenied. No step stopping and the rule met (or no route): allowed.
 */
export function evaluateGuard(
  guard: AreaGuard | null,
  rule: AccessRuleName | null,
  url: string,
  subject: GuardSubject,
): GuardDecision {
  const kinds = profileKinds(subject);
  for (const step of guard?.steps ?? []) {
    const matches = typeof step.when === 'string' ? kinds.has(step.when) : !kinds.has(step.when.not);
    if (matches) return outcome(step.then, url);
  }
  if (rule && !subjectAllows(rule, subject))
    return outcome(kinds.has('guest') ? 'login' : 'access-denied', url);
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
  const area = areaForPath(pathname, areas);
  if (!area) return ALLOW;
  return evaluateGuard(
    guardFor(pathname, area),
    routeForPath(area.routes, pathname)?.rule ?? null,
    url,
    subject,
  );
}

/** The start page (spec section 2): where '/' sends someone. */
export function startPage(subject: GuardSubject, storedReturnUrl: string | null): string {
  if (isGuest(subject.profile)) return '/pages/store';
  if (isInternalAssociate(subject.profile)) return ASSOCIATE_LANDING;
  if (storedReturnUrl && storedReturnUrl.startsWith('/') && !storedReturnUrl.startsWith('//'))
    return storedReturnUrl;
  if (subjectAllows('dashboard.home', subject)) return '/pages/dashboard';
  return '/pages/store';
}
