// The guard's view of the session store, read at the moment a route is decided.
import { isViewingChildCompany, sessionStore } from '@portal/shared-session';
import type { GuardSubject } from './route-guards';

export function currentGuardSubject(): GuardSubject {
  const state = sessionStore.getState();
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
