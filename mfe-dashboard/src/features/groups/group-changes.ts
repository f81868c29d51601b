// Who may change fleet groups on the page, as the API decides (issue 34, api/src/services/groups): creating,
// renaming and adding or removing units need B2B_Update_Organization_Groups (spec 6 names it for changes); a demo
// account (Demo_Only_Organization_Of_Fleet_Update) opens Create Group only to be told 'Submit is Disabled'.
import { satisfies } from '@portal/rules';

export const GROUP_CHANGES = { one: 'B2B_Update_Organization_Groups' } as const;
const DEMO = { one: 'Demo_Only_Organization_Of_Fleet_Update' } as const;

/** The page offers changes (Add Units, Remove) only to those the API lets change groups. */
export function mayChangeGroups(privileges: readonly string[]): boolean {
  return satisfies(privileges, GROUP_CHANGES) && !satisfies(privileges, DEMO);
}

/** Create Group is shown to those who may create, and to a demo account (its submit then disabled). */
export function showsCreateGroup(privileges: readonly string[]): boolean {
  return mayChangeGroups(privileges) || satisfies(privileges, DEMO);
}
