// The facts about the user that menus decide on, read from the session and the loaded areas.
import { useMemo } from 'react';
import { isGuest, useFlagValues, useSession } from '@portal/shared-session';
import type { AreaManifest, SessionState } from '@portal/shared-session';
import { useAreas } from '../areas/area-registry';
import type { MenuContext } from './menus';

/** The part of the session the menus (and the router's guards they follow) decide on. */
export type MenuSession = Pick<
  SessionState,
  'profile' | 'privileges' | 'activeOrganizations' | 'selectedOrganization'
>;

/** Whether the router's guards would open a path for this session with these areas. */
export type MenuRouteCheck = (to: string, session: MenuSession, areas: readonly AreaManifest[]) => boolean;

let routeCheck: MenuRouteCheck | null = null;

/**
 * The app layer hands the router's guard decision to the menus at start, so a menu shows a link exactly when
 * the router would open its page (one decision for both). The menus call it with the session and areas they
 * rendered from, never with state read on the side, so they re-render whenever the answer can change.
 */
export function setMenuRouteCheck(check: MenuRouteCheck | null): void {
  routeCheck = check;
}

export function menuContextFrom(session: MenuSession, areas: readonly AreaManifest[] = []): MenuContext {
  const { profile, privileges } = session;
  const signedIn = !isGuest(profile);
  const check = routeCheck;
  return {
    privileges,
    signedIn,
    isB2B: profile.registrationType === 'B2B' || profile.isValidatedB2BUser,
    isInternal: profile.isInternalAssociate || profile.authProfile?.internalProperties != null,
    isPunchout: profile.isPunchout,
    areas,
    ...(check && { allowsRoute: (to: string) => check(to, session, areas) }),
  };
}

/** The menu context, re-evaluated when the session (profile, privileges, organisations) or the areas change. */
export function useMenuContext(): MenuContext {
  const profile = useSession((s) => s.profile);
  const privileges = useSession((s) => s.privileges);
  // the guards also read the organisations (an associate who has chosen none is sent to choose one)
  const activeOrganizations = useSession((s) => s.activeOrganizations);
  const selectedOrganization = useSession((s) => s.selectedOrganization);
  const areas = useAreas();
  const flags = useFlagValues();
  return useMemo(
    () => ({
      ...menuContextFrom({ profile, privileges, activeOrganizations, selectedOrganization }, areas),
      flags,
    }),
    [profile, privileges, activeOrganizations, selectedOrganization, areas, flags],
  );
}
