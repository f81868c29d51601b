// PENDING: replaced by @portal/rules' named access rules when s15-access-front is merged.
import { satisfies } from '@portal/rules/privileges';
import type { PrivilegeRule } from '@portal/rules/privileges';
import type { Caller } from '../auth/caller.js';

export interface AccessRule {
  name: string;
  privileges: PrivilegeRule;
}

const rule = (name: string, privileges: PrivilegeRule): AccessRule => ({ name, privileges });
const csr = (name: string, privileges: PrivilegeRule) => rule(name, { and: [{ one: 'CSR' }, privileges] });

export const ACCESS_RULES = {
  dashboard: rule('dashboard', { one: 'B2B_Dashboard' }),
  fleet: rule('fleet', { one: 'B2B_Fleet_Search' }),
  fleetUnitCheck: rule('fleetUnitCheck', { any: ['B2B_Fleet_Search', 'B2B_View_Organization_Groups'] }),
  groups: rule('groups', { one: 'B2B_View_Organization_Groups' }),
  groupUpdate: rule('groupUpdate', { one: 'B2B_Update_Organization_Groups' }),
  contactManagement: rule('contactManagement', { one: 'B2B_Delegated_Customer_Admin' }),
  adminArea: rule('adminArea', { any: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'] }),
  orders: rule('orders', { one: 'B2B_View_Orders' }),
  parts: rule('parts', { one: 'B2B_View_Replacement_Parts' }),
  service: rule('service', { one: 'B2B_View_SRs' }),
  apns: rule('apns', { one: 'B2B_View_APNs' }),
  apnReport: rule('apnReport', { one: 'B2B_Report_APNs' }),
  warrantyView: rule('warrantyView', { one: 'B2B_Warranty_View' }),
  warrantySubmit: rule('warrantySubmit', { any: ['B2B_Warranty_Submit', 'Demo_Only_Warranty_Submit'] }),
  warrantyFiling: rule('warrantyFiling', { one: 'B2B_Warranty_Submit' }),
  opready: rule('opready', { one: 'B2B_Reporting' }),
  invoices: rule('invoices', { any: ['B2B_View_All_Invoices', 'B2B_View_Default_Invoices'] }),
  safety: rule('safety', { one: 'B2B_JEMS_Dashboard' }),
  alms: rule('alms', { one: 'B2B_View_Load_Monitoring_Dashboard' }),
  performance: rule('performance', { one: 'B2B_View_Analytics_Summary' }),
  jemsInsights: rule('jemsInsights', { one: 'B2B_JEMS_Dashboard' }),
  telematics: rule('telematics', {
    any: ['B2B_JEMS_Dashboard', 'B2B_View_Analytics_Summary', 'B2B_View_Load_Monitoring_Dashboard'],
  }),
  jemsHistory: rule('jemsHistory', { all: ['Developer_Admin', 'B2B_Reporting'] }),
  csr: rule('csr', { one: 'CSR' }),
  csrUserManagement: csr('csrUserManagement', { one: 'CSR_User_Management' }),
  csrRoleManagement: csr('csrRoleManagement', { one: 'CSR_Role_Management' }),
  csrApproval: csr('csrApproval', { one: 'CSR_Registration' }),
  csrProductOwner: csr('csrProductOwner', { any: ['Product_Owner_Admin', 'Developer_Admin'] }),
  csrCustomerSearch: csr('csrCustomerSearch', {
    any: ['CSR_Registration', 'CSR_User_Management', 'Product_Owner_Admin', 'Developer_Admin'],
  }),
  csrEmailCheck: csr('csrEmailCheck', { any: ['CSR_User_Management', 'CSR_Registration'] }),
} as const satisfies Record<string, AccessRule>;

export function accessRuleAdmits(access: AccessRule, caller: Caller): boolean {
  return satisfies([...caller.privileges], access.privileges);
}
