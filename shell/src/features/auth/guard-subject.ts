// The guard's view of the session: read from the store at the moment a route is decided, or from the session a
// component rendered with (the menus).
import { isViewingChildCompany, sessionStore } from '@portal/shared-session';
import type { SessionState } from '@portal/shared-session';
import type { GuardSubject } from './route-guards';

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

export function currentGuardSubject(): GuardSubject {
  return guardSubjectOf(sessionStore.getState());
}
