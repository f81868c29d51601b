// The facts about the user that menus decide on, read from the session.
import { useMemo } from 'react';
import { isGuest, useFlagValues, useSession } from '@portal/shared-session';
import type { SessionState } from '@portal/shared-session';
import type { MenuContext } from './menus';

export function menuContextFrom(state: Pick<SessionState, 'profile' | 'privileges'>): MenuContext {
  const { profile, privileges } = state;
  const signedIn = !isGuest(profile);
  return {
    privileges,
    signedIn,
    isB2B: profile.registrationType === 'B2B' || profile.isValidatedB2BUser,
    isInternal: profile.isInternalAssociate || profile.authProfile?.internalProperties != null,
    isPunchout: profile.isPunchout,
  };
}

export function useMenuContext(): MenuContext {
  const profile = useSession((s) => s.profile);
  const privileges = useSession((s) => s.privileges);
  const flags = useFlagValues();
  return useMemo(
    () => ({ ...menuContextFrom({ profile, privileges }), flags }),
    [profile, privileges, flags],
  );
}
