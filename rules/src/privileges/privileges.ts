// Privileges of spec section 6 and their one / any / all / not rules. The rules are evaluated in one place,
// access/evaluate.ts, for the shell, the remotes and the API; access/access-rules.ts names every rule of spec 6.
import { evaluateAccessRule, memberOf } from '../access/evaluate';
import type { PrivilegeForm } from '../access/evaluate';

export const PRIVILEGES = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_Warranty_View',
  'B2B_Warranty_Submit',
  'Demo_Only_Warranty_Submit',
  'B2B_View_APNs',
  'B2B_Report_APNs',
  'B2B_View_SRs',
  'B2B_View_Orders',
  'B2B_View_All_Invoices',
  'B2B_View_Default_Invoices',
  'B2B_View_Replacement_Parts',
  'B2B_Order_Replacement_Parts',
  'B2B_See_Replacement_Parts_Pricing',
  'B2B_Delegated_Customer_Admin',
  'B2B_View_Organization_Groups',
  'B2B_Update_Organization_Groups',
  'B2B_JEMS_Dashboard',
  'B2B_Reporting',
  'B2B_View_Load_Monitoring_Dashboard',
  'B2B_View_Analytics_Summary',
  'B2B_View_Parent_Holding',
  'B2B_Disallow_Order_Supply',
  'CSR',
  'CSR_Role_Management',
  'CSR_User_Management',
  'CSR_Registration',
  'Product_Owner_Admin',
  'Developer_Admin',
  'Wireframe_Admin',
  'Demo_Only_Training_Store',
  'Demo_Only_Organization_Of_Fleet_Update',
] as const;

export type Privilege = (typeof PRIVILEGES)[number];

export const isPrivilege = memberOf(PRIVILEGES);

/** A rule over held privileges: the access rules' privilege forms (access/evaluate.ts) and `and` of such rules. */
export type PrivilegeRule = PrivilegeForm | { and: readonly PrivilegeRule[] };

/** Whether held privileges meet a privilege rule: the access rules' one evaluator (access/evaluate.ts). */
export function satisfies(held: readonly string[] | ReadonlySet<string>, rule: PrivilegeRule): boolean {
  return evaluateAccessRule(rule, { privileges: held });
}

/** Display names: spec section 6. */
export function privilegeDisplayName(privilege: string): string {
  if (privilege === 'B2B_Delegated_Customer_Admin') return 'User Management';
  if (privilege === 'B2B_View_SRs') return 'View Service Jobs';
  return privilege.replace(/_/g, ' ');
}
export { ASSOCIATE_ACTIONS, type AssociateAction } from './associate-actions';
