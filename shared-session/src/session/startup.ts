// The startup sequence of spec section 4, in order. Every outside effect comes in through `StartupDeps`, so each
// rule is unit-tested; the shell (features/auth/session-controller.ts) and a standalone remote supply the real ones.
import { createGuestProfile } from './profile';
import type { Organization, Profile } from './profile';
import type { ClientStorage } from './client-storage';

/** The profile as getDetailedProfile returns it: the session profile plus the privileges the API computed. */
export type DetailedProfile = Profile & { userId: string | null; privileges: string[] };

export interface StartupDeps {
  pathname: string;
  checkHealth(): Promise<'UP' | 'DOWN'>;
  /** resolves a token, or rejects with the SDK's error (`{ error: 'login_required' }` when not signed in) */
  getTokenSilently(): Promise<string>;
  /** tokens a punchout launch left in cookies, if any */
  punchoutAccessToken(): string | null;
  fetchProfile(accessToken: string): Promise<DetailedProfile>;
  storage: ClientStorage;
}

export type StartupResult =
  | { kind: 'outage' }
  | { kind: 'aborted'; error: unknown }
  | { kind: 'guest'; profile: Profile }
  | {
      kind: 'user';
      accessToken: string;
      viaPunchout: boolean;
      profile: Profile;
      privileges: string[];
      activeOrganizations: Organization[];
      selectedOrganization: Organization | null;
    };

function errorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string')
    return error.error;
  return null;
}

/** A parent-holding user's children, or an associate's allowed organisations, as organisations. */
export function organizationsFromSecondaryOrgs(profile: Profile): Organization[] {
  return profile.brandSecondaryOrgs.map((org) => ({
    accountId: org.custAccountId,
    accountNumber: org.custPartyNumber || org.accountNumber,
    partyId: org.custPartyId,
    name: org.accountName,
  }));
}

/**
 * The organisation the user belongs to: the API joins it to the user's account, which every path that links a user
 * to a company sets (approval, an accepted e-mail domain, an invitation, a bulk upload), so it is read whole from
 * there rather than pieced together from the profile's own fields.
 */
function ownOrganization(profile: Profile): Organization | null {
  return profile.parentOrganization;
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  // 1. Outage check.
  try {
    if ((await deps.checkHealth()) === 'DOWN') return { kind: 'outage' };
  } catch {
    return { kind: 'outage' };
  }

  // 2. A silent token, except on the login and logout pages; only 'login_required' is expected.
  let accessToken: string | null = null;
  const onAuthPage = deps.pathname === '/login' || deps.pathname === '/logout';
  if (!onAuthPage) {
    try {
      accessToken = await deps.getTokenSilently();
    } catch (error) {
      if (errorCode(error) !== 'login_required') return { kind: 'aborted', error };
    }
  }

  // 3. Not signed in, but a punchout launch left tokens: sign in silently with those.
  let viaPunchout = false;
  if (!accessToken) {
    accessToken = deps.punchoutAccessToken();
    viaPunchout = accessToken !== null;
  }

  // No user: a guest profile (en_US, GUEST).
  if (!accessToken) return { kind: 'guest', profile: createGuestProfile() };

  // 4. Privileges and user.
  const detailed = await deps.fetchProfile(accessToken);
  const { privileges, userId, ...profile } = detailed;
  // a choice stored by someone else who signed in on this browser is not this user's (journey 1, issue 35)
  deps.storage.keepOrganizationChoiceOf(userId ?? profile.email ?? '');
  const internal = profile.isInternalAssociate || profile.authProfile?.internalProperties != null;

  // 5. Internal associates without an initially selected org start over: stored selection and active orgs go.
  if (internal && !deps.storage.initiallySelectedOrg()) {
    deps.storage.clearOrganizationChoice();
  }

  // 6. Active organisations: an associate's are stored server-side; others come from secondary orgs or are the
  //    single own organisation. A stored choice stands while it is still within what the user may see.
  let activeOrganizations: Organization[];
  if (internal) {
    activeOrganizations = deps.storage.initiallySelectedOrg() ? profile.activeOrganizations : [];
  } else {
    const visible = organizationsFromSecondaryOrgs(profile);
    const own = ownOrganization(profile);
    const allowed = visible.length > 0 ? visible : own ? [own] : [];
    const stored = deps.storage.activeOrganizations();
    const storedStillVisible =
      stored !== null &&
      stored.length > 0 &&
      stored.every((s) => allowed.some((a) => a.accountId === s.accountId));
    activeOrganizations = storedStillVisible ? stored : allowed;
  }
  deps.storage.setActiveOrganizations(activeOrganizations);

  // 7. Exactly one active organisation is selected and becomes the profile's account; several or none leave the
  //    profile on the parent organisation with none selected (unless the user chose one of them before).
  let selectedOrganization: Organization | null = null;
  let sessionProfile: Profile = { ...profile, activeOrganizations };
  if (activeOrganizations.length === 1) {
    const [only] = activeOrganizations as [Organization];
    selectedOrganization = only;
    sessionProfile = {
      ...sessionProfile,
      accountId: only.accountId,
      accountNumber: only.accountNumber,
      partyId: only.partyId,
    };
  } else if (activeOrganizations.length > 1) {
    const chosen = deps.storage.selectedOrganization();
    if (chosen && activeOrganizations.some((o) => o.accountId === chosen.accountId))
      selectedOrganization = chosen;
  }
  deps.storage.setSelectedOrganization(selectedOrganization);
  sessionProfile = { ...sessionProfile, userSelectedOrganization: selectedOrganization };

  return {
    kind: 'user',
    accessToken,
    viaPunchout,
    profile: sessionProfile,
    privileges,
    activeOrganizations,
    selectedOrganization,
  };
}
