// The facts about the user that menus decide on, read from the session.
import { useMemo } from 'react';
import { isGuest, useFlagValues, useSession } from '@portal/shared-session';
import type { SessionState } from '@portal/shared-session';
import type { MenuContext } from './menus';

let routeCheck: ((to: string) => boolean) | null = null;

/**
 * The app layer hands the router's guard decision to the menus at start, so a menu shows a link exactly when
 * the router would open its page (one decision for both).
 */
export function setMenuRouteCheck(check: ((to: string) => boolean) | null): void {
  routeCheck = check;
}

export function menuContextFrom(state: Pick<SessionState, 'profile' | 'privileges'>): MenuContext {
  const { profile, privileges } = state;
  const signedIn = !isGuest(profile);
  return {
    privileges,
    signedIn,
    isB2B: profile.registrationType === 'B2B' || profile.isValidatedB2BUser,
    isInternal: profile.isInternalAssociate || profile.authProfile?.internalProperties != null,
    isPunchout: profile.isPunchout,
    ...(routeCheck && { allowsRoute: routeCheck }),
  };
}

export function useMenuContext(): MenuContext {
  const profile = useSession((s) => s.profile);
  const privileges = useSession((s) => s.privileges);
  const flags = useFlagValues();
  // the guards also read the organisations (an associate who has chosen none is sent to choose one)
  const activeOrganizations = useSession((s) => s.activeOrganizations);
  const selectedOrganization = useSession((s) => s.selectedOrganization);
  return useMemo(
    () => ({ ...menuContextFrom({ profile, privileges }), flags }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the organisations change what allowsRoute answers
    [profile, privileges, flags, activeOrganizations, selectedOrganization],
  );
}
