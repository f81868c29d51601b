// What the user box says about who is signed in: name, organisation and "Viewing as" (spec 6: more than one
// active organisation means viewing as parent company; an internal associate views as the chosen customer).
import type { Organization, Profile } from '@portal/shared-session';

export interface UserSummary {
  name: string;
  organization: string | null;
  /** "Viewing as …" text, when it applies */
  viewingAs: string | null;
  /** the view-all label, when a parent-company user views all companies */
  viewAllLabel: string | null;
}

export const VIEW_ALL_LABEL = 'All Companies';

export function userSummary(
  profile: Profile,
  activeOrganizations: readonly Organization[],
  selectedOrganization: Organization | null,
): UserSummary {
  const name =
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') || (profile.email ?? 'Signed in');
  const parentName =
    profile.parentHoldingCompanyName ?? profile.parentOrganization?.name ?? profile.businessName ?? null;
  const organizationName = profile.businessName ?? profile.parentOrganization?.name ?? null;
  // a personal account is named after its owner: the name is shown once
  const organization = organizationName === name ? null : organizationName;
  if (activeOrganizations.length > 1) {
    return {
      name,
      organization,
      viewingAs: selectedOrganization ? selectedOrganization.name : parentName,
      viewAllLabel: selectedOrganization ? null : VIEW_ALL_LABEL,
    };
  }
  if (profile.isInternalAssociate && selectedOrganization) {
    return { name, organization, viewingAs: selectedOrganization.name, viewAllLabel: null };
  }
  return { name, organization, viewingAs: null, viewAllLabel: null };
}
