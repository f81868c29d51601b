// Evaluates what an area manifest declares for a path (ADR 0012, ADR 0021): the owning area's guard steps (where a
// kind of user is sent instead), then the named access rule of the route. The shell decides each route with it
// (shell/src/features/auth/route-guards.ts, after the platform's own rules), and a remote running standalone refuses
// a guarded page with it exactly as the portal would.
import { allows } from '@portal/rules';
import type { AccessRuleName } from '@portal/rules';
import { isGuest } from '../session/profile';
import type { Profile } from '../session/profile';
import type { SessionState } from '../session/session-store';
import { isViewingChildCompany } from '../company/company-context';
import { routeForPath, underPrefix } from './area-manifest';
import type { AreaGuard, AreaManifest, GuardOutcome, ProfileKind } from './area-manifest';

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

export const ALLOW: GuardDecision = { kind: 'allow' };

export function accessDeniedUrl(originalUrl: string): string {
  return `/pages/store/accessDenied?originalURL=${encodeURIComponent(originalUrl)}`;
}

export function isInternalAssociate(profile: GuardSubject['profile']): boolean {
  return profile.isInternalAssociate || profile.authProfile?.internalProperties != null;
}

/** The guard's view of a session: the store's state when a route is decided, or what a component rendered with. */
export function guardSubjectOf(
  state: Pick<SessionState, 'profile' | 'privileges' | 'activeOrganizations' | 'selectedOrganization'>,
): GuardSubject {
  return {
    profile: state.profile,
    privileges: state.privileges,
    activeOrganizationCount: state.activeOrganizations.length,
    viewingChildCompany: isViewingChildCompany({
      profile: state.profile,
      privileges: state.privileges,
      activeOrganizations: state.activeOrganizations,
      selectedOrganization: state.selectedOrganization,
    }),
  };
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

/** Of one area's guards, the one with the longest prefix matching the path, if any. */
export function guardOfPath(guards: readonly AreaGuard[], pathname: string): AreaGuard | null {
  let chosen: AreaGuard | null = null;
  for (const guard of guards) {
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

/** What the owning area declares for a path: its longest-prefix guard, then the rule of the route that serves it. */
export function decideAreaPath(
  area: AreaManifest,
  pathname: string,
  url: string,
  subject: GuardSubject,
): GuardDecision {
  return evaluateGuard(
    guardOfPath(area.guards, pathname),
    routeForPath(area.routes, pathname)?.rule ?? null,
    url,
    subject,
  );
}
