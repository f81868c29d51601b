// Which company a parent-holding user is viewing as, and the rules around it (spec sections 2, 5 and 6).
import type { Organization, Profile } from '../session/profile';

export interface CompanyContext {
  profile: Pick<Profile, 'accountId'>;
  privileges: readonly string[];
  activeOrganizations: readonly Organization[];
  selectedOrganization: Organization | null;
}

export function isParentHoldingUser(privileges: readonly string[]): boolean {
  return privileges.includes('B2B_View_Parent_Holding');
}

/** Spec section 5: holds with B2B_View_Parent_Holding and more than one active org, or a first one that differs
 *  from the profile's account. */
export function isForcedParentOrg(context: CompanyContext): boolean {
  if (!isParentHoldingUser(context.privileges)) return false;
  const [first] = context.activeOrganizations;
  return (
    context.activeOrganizations.length > 1 ||
    (first !== undefined && first.accountId !== context.profile.accountId)
  );
}

/** More than one active organisation means viewing as the parent company. */
export function isViewingAsParent(context: Pick<CompanyContext, 'activeOrganizations'>): boolean {
  return context.activeOrganizations.length > 1;
}

/** A parent-holding user looking at one child company (not their own registered company). */
export function isViewingChildCompany(context: CompanyContext): boolean {
  return (
    isParentHoldingUser(context.privileges) &&
    context.selectedOrganization !== null &&
    context.selectedOrganization.accountId !== context.profile.accountId
  );
}

/** Account ids the user's requests cover: all children when viewing all, the selected one, or their own. */
export function viewedAccountIds(context: CompanyContext): string[] {
  if (context.selectedOrganization) return [context.selectedOrganization.accountId];
  if (isViewingAsParent(context)) return context.activeOrganizations.map((o) => o.accountId);
  return context.profile.accountId ? [context.profile.accountId] : [];
}
