// The one session store of the page. Created once at module top level; the package is a Module Federation
// singleton, so the shell and every remote import this same instance (never import it by relative path).
import { createStore } from 'zustand/vanilla';
import type { Locale, Organization, Profile, SelectedGroup } from './profile';
import { createGuestProfile } from './profile';
import type { Privilege } from '@portal/rules';

export type StoreApplication = 'supply-store' | 'training-store';

export interface ToastMessage {
  id: string;
  message: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  sticky: boolean;
}

export interface SessionState {
  /** false until the startup sequence has settled who the user is */
  initialized: boolean;
  profile: Profile;
  privileges: Privilege[];
  activeOrganizations: Organization[];
  selectedOrganization: Organization | null;
  selectedGroup: SelectedGroup | null;
  locale: Locale;
  cartCounts: Record<StoreApplication, number>;
  toasts: ToastMessage[];
}

export function createInitialSessionState(): SessionState {
  const profile = createGuestProfile();
  return {
    initialized: false,
    profile,
    privileges: [],
    activeOrganizations: [],
    selectedOrganization: null,
    selectedGroup: null,
    locale: profile.locale,
    cartCounts: { 'supply-store': 0, 'training-store': 0 },
    toasts: [],
  };
}

export const sessionStore = createStore<SessionState>()(() => createInitialSessionState());

/** A tag on the instance so tests (and the bench) can prove every area holds the same one. */
export const SESSION_STORE_INSTANCE_ID = `session-${Math.random().toString(36).slice(2, 10)}`;
