// React hooks over the session singleton; every area reads the session through these.
import { useStore } from 'zustand';
import { sessionStore } from './session-store';
import type { SessionState } from './session-store';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useProfile = () => useSession((s) => s.profile);
export const usePrivileges = () => useSession((s) => s.privileges);
export const useLocale = () => useSession((s) => s.locale);
export const useCartCounts = () => useSession((s) => s.cartCounts);
export const useSelectedOrganization = () => useSession((s) => s.selectedOrganization);
export const useActiveOrganizations = () => useSession((s) => s.activeOrganizations);
