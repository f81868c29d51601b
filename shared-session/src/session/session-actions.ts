// The only way areas change the session: small named actions over the singleton store.
import { sessionStore } from './session-store';
import type { SessionState, StoreApplication, ToastMessage } from './session-store';
import { createInitialSessionState } from './session-store';
import type { Locale, Organization, Profile, SelectedGroup } from './profile';
import type { Privilege } from '@portal/rules';
import { recordSessionAction } from './session-history';

export function setSignedInUser(profile: Profile, privileges: readonly Privilege[]): void {
  recordSessionAction('setSignedInUser');
  const revoked = new Set(profile.revokedPrivileges);
  sessionStore.setState({
    profile,
    locale: profile.locale,
    privileges: privileges.filter((p) => !revoked.has(p)),
    initialized: true,
  });
}

export function setGuest(): void {
  recordSessionAction('setGuest');
  const { cartCounts, toasts } = sessionStore.getState();
  sessionStore.setState({ ...createInitialSessionState(), cartCounts, toasts, initialized: true });
}

export function updateProfile(changes: Partial<Profile>): void {
  recordSessionAction('updateProfile');
  sessionStore.setState((state) => ({
    profile: { ...state.profile, ...changes },
    locale: changes.locale ?? state.locale,
  }));
}

export function setLocale(locale: Locale): void {
  recordSessionAction('setLocale');
  sessionStore.setState((state) => ({ locale, profile: { ...state.profile, locale } }));
}

export function setActiveOrganizations(organizations: readonly Organization[]): void {
  recordSessionAction('setActiveOrganizations');
  sessionStore.setState((state) => ({
    activeOrganizations: [...organizations],
    profile: { ...state.profile, activeOrganizations: [...organizations] },
  }));
}

export function selectOrganization(organization: Organization | null): void {
  recordSessionAction('selectOrganization');
  sessionStore.setState((state) => ({
    selectedOrganization: organization,
    profile: { ...state.profile, userSelectedOrganization: organization },
  }));
}

export function selectGroup(group: SelectedGroup | null): void {
  recordSessionAction('selectGroup');
  sessionStore.setState((state) => ({
    selectedGroup: group,
    profile: { ...state.profile, userSelectedGroup: group },
  }));
}

export function setCartCount(application: StoreApplication, count: number): void {
  recordSessionAction('setCartCount');
  sessionStore.setState((state) => ({ cartCounts: { ...state.cartCounts, [application]: count } }));
}

let toastSequence = 0;

export function showToast(toast: Omit<ToastMessage, 'id' | 'sticky'> & { sticky?: boolean }): string {
  recordSessionAction('showToast');
  toastSequence += 1;
  const id = `toast-${toastSequence}`;
  sessionStore.setState((state) => ({
    toasts: [...state.toasts, { id, sticky: false, ...toast }],
  }));
  return id;
}

export function dismissToast(id: string): void {
  recordSessionAction('dismissToast');
  sessionStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function resetSession(): void {
  recordSessionAction('resetSession');
  sessionStore.setState(createInitialSessionState(), true);
}

export type { SessionState };
