// Typed access to the session keys the portal keeps in the browser (spec section 3 "Client storage").
import { STORAGE_KEYS } from './client-storage-keys';
import type { Organization, SelectedGroup } from './profile';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

export function createClientStorage(storage: KeyValueStorage) {
  /** login: "clears active orgs and group selection" */
  const clearOrganizationChoice = () => {
    storage.removeItem(STORAGE_KEYS.activeOrganizations);
    storage.removeItem(STORAGE_KEYS.userSelectedOrganization);
    storage.removeItem(STORAGE_KEYS.userSelectedGroup);
  };
  return {
    activeOrganizations: () => readJson<Organization[]>(storage, STORAGE_KEYS.activeOrganizations),
    setActiveOrganizations: (orgs: readonly Organization[]) =>
      storage.setItem(STORAGE_KEYS.activeOrganizations, JSON.stringify(orgs)),
    selectedOrganization: () => readJson<Organization>(storage, STORAGE_KEYS.userSelectedOrganization),
    setSelectedOrganization: (org: Organization | null) =>
      org
        ? storage.setItem(STORAGE_KEYS.userSelectedOrganization, JSON.stringify(org))
        : storage.removeItem(STORAGE_KEYS.userSelectedOrganization),
    initiallySelectedOrg: () =>
      readJson<Organization>(storage, STORAGE_KEYS.internalAssociateInitiallySelectedOrg),
    setInitiallySelectedOrg: (org: Organization) =>
      storage.setItem(STORAGE_KEYS.internalAssociateInitiallySelectedOrg, JSON.stringify(org)),
    selectedGroup: () => readJson<SelectedGroup>(storage, STORAGE_KEYS.userSelectedGroup),
    returnUrl: () => storage.getItem(STORAGE_KEYS.returnUrl),
    setReturnUrl: (url: string) => storage.setItem(STORAGE_KEYS.returnUrl, url),
    clearReturnUrl: () => storage.removeItem(STORAGE_KEYS.returnUrl),
    clearOrganizationChoice,
    /**
     * The stored organisation choice belongs to the user who made it: for anyone else signing in on this browser
     * (or when its owner is unknown) it is dropped, not inherited, and the choice becomes `user`'s.
     */
    keepOrganizationChoiceOf: (user: string) => {
      if (storage.getItem(STORAGE_KEYS.organizationChoiceUser) === user) return;
      clearOrganizationChoice();
      storage.removeItem(STORAGE_KEYS.internalAssociateInitiallySelectedOrg);
      storage.setItem(STORAGE_KEYS.organizationChoiceUser, user);
    },
  };
}

export type ClientStorage = ReturnType<typeof createClientStorage>;
