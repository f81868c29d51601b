// Who the catalogue calls are made for (guest or signed in, and the locale), from the session.
import { useMemo } from 'react';
import { isGuest, useLocale, useProfile, useSession } from '@portal/shared-session';
import type { TrainingCaller } from '../api/course-api';

export interface TrainingCallerState {
  caller: TrainingCaller;
  /** the shell has settled who the user is; queries wait so a guest call is never made for a user */
  ready: boolean;
  /** the query-key part that changes with the caller */
  key: readonly [string, string];
}

export function useTrainingCaller(): TrainingCallerState {
  const profile = useProfile();
  const locale = useLocale();
  const ready = useSession((s) => s.initialized);
  return useMemo(() => {
    const signedIn = !isGuest(profile) && !!profile.email;
    return {
      caller: { signedIn, locale },
      ready,
      key: [signedIn ? `user:${profile.email ?? ''}` : 'guest', locale] as const,
    };
  }, [profile, locale, ready]);
}
