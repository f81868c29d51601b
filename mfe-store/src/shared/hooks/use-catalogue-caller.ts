// The caller the catalogue calls are made for, from the session: signed in or guest, and the locale.
import { useMemo } from 'react';
import { useLocale, useProfile, useSession } from '@portal/shared-session';
import type { CatalogueCaller } from '../api/catalogue-api';
import { catalogueCaller } from '../api/catalogue-api';

export interface CatalogueCallerState {
  caller: CatalogueCaller;
  /** the shell has settled who the user is; queries wait for it so a guest call is not made for a user */
  ready: boolean;
  /** query-key part that changes when the caller does */
  key: readonly [string, string];
}

export function useCatalogueCaller(): CatalogueCallerState {
  const profile = useProfile();
  const locale = useLocale();
  const ready = useSession((s) => s.initialized);
  return useMemo(() => {
    const caller = catalogueCaller(profile, locale);
    return {
      caller,
      ready,
      key: [caller.signedIn ? `user:${profile.email ?? ''}` : 'guest', locale] as const,
    };
  }, [profile, locale, ready]);
}
