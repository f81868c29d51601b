// Who may change fleet groups on the page, by the named rules the API enforces (issue 34, @portal/rules' access
// rules): creating, renaming and adding or removing units need 'groups.update' (B2B_Update_Organization_Groups, as
// spec 6 names it for changes); a demo account ('groups.demo-update') opens Create Group only to be told
// 'Submit is Disabled'.
import { allowsPrivileges } from '@portal/rules';

/** The page offers changes (Add Units, Remove) only to those the API lets change groups. */
export function mayChangeGroups(privileges: readonly string[]): boolean {
  return allowsPrivileges('groups.update', privileges) && !allowsPrivileges('groups.demo-update', privileges);
}

/** Create Group is shown to those who may create, and to a demo account (its submit then disabled). */
export function showsCreateGroup(privileges: readonly string[]): boolean {
  return mayChangeGroups(privileges) || allowsPrivileges('groups.demo-update', privileges);
}
