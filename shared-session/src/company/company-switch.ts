// The company switch (spec section 4): internal associates set active orgs through a server call (the shell
// registers how) and then navigate; everyone else updates the profile locally and navigates.
import type { Organization } from '../session/profile';
import { sessionStore } from '../session/session-store';
import { selectOrganization } from '../session/session-actions';
import { STORAGE_KEYS } from '../session/client-storage-keys';

/** A company to view as, or 'parent' for the parent company (all of a parent-holding user's organisations). */
export type CompanyChoice = Organization | 'parent';

/** stores an associate's choice server-side, then continues to `navigateTo` with a session for it */
type AssociateSwitcher = (organization: Organization, navigateTo: string) => Promise<void>;
let associateSwitcher: AssociateSwitcher | null = null;

export function setAssociateCompanySwitcher(switcher: AssociateSwitcher): void {
  associateSwitcher = switcher;
}

export async function switchCompany(choice: CompanyChoice, navigateTo: string): Promise<void> {
  const { profile } = sessionStore.getState();
  const internal = profile.isInternalAssociate || profile.authProfile?.internalProperties != null;
  if (internal) {
    if (choice === 'parent') throw new Error('Internal associates view one organisation at a time');
    if (!associateSwitcher) throw new Error('The company switch for internal associates is not available');
    await associateSwitcher(choice, navigateTo);
    return;
  } else {
    const organization = choice === 'parent' ? null : choice;
    selectOrganization(organization);
    if (organization)
      localStorage.setItem(STORAGE_KEYS.userSelectedOrganization, JSON.stringify(organization));
    else localStorage.removeItem(STORAGE_KEYS.userSelectedOrganization);
  }
  sessionStorage.setItem(STORAGE_KEYS.parentCompanyChosen, 'true');
  window.history.pushState(null, '', navigateTo);
}
