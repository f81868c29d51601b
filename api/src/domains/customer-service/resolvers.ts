// Resolvers of the customer-service fields (schema.graphql). Thin: each service authorises
// (CSR + the page's privilege) and validates.
import { createBanner, deleteBanner, updateBanner } from '../banners/index.js';
import { auditLogCsv, getUserAuditLog, searchAuditLog } from '../../audit/audit-log.js';
import {
  customerCarts,
  customerCourseOrders,
  customerOrders,
  customerPrivileges,
  customerServiceRequests,
  customerSignIns,
  customerStatusHistory,
} from './customer-screen.js';
import { searchAwaitingApproval, searchUsers } from './admin-users.js';
import { addCustomerNote, listCustomerNotes } from './customer-notes.js';
import {
  approveRegistration,
  customerSecondaryOrgs,
  rejectRegistration,
  searchCustomers,
} from './approval.js';
import { addEmail, deleteEmail, getEmails, updateEmail } from './email-domain-rules.js';
import {
  internalAssociates,
  migrateIdentityProfiles,
  updateInternalAssociateAccess,
  usersWithoutIdentityAccount,
} from './product-owner-tools.js';
import {
  createRole,
  deleteRole,
  getAllPrivileges,
  getCompanyDefaultRole,
  getCompanyRoles,
  getGlobalRoles,
  getPrivilegesByRole,
  getRoles,
  setCompanyDefaultRole,
  setRolePrivileges,
} from './roles.js';
import {
  changeStatus,
  changeUserOrg,
  checkEmailExists,
  csrAddToFavorites,
  csrRemoveFromFavorites,
  csrUpdateDefaultBillingAddress,
  csrUpdateDefaultShippingAddress,
  csrUserAddresses,
  editUser,
  resendDelegatedAdminInvite,
  resetPassword,
  restoreUserPrivilege,
  revokeUserPrivilege,
  setUserRole,
} from './user-admin.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

type CustomerServiceQueryFields =
  | 'searchUsers'
  | 'customerNotes'
  | 'searchAwaitingApproval'
  | 'searchCustomers'
  | 'customerSecondaryOrgs'
  | 'checkEmailExists'
  | 'getRoles'
  | 'getAllPrivileges'
  | 'getCompanyRoles'
  | 'getGlobalRoles'
  | 'getCompanyDefaultRole'
  | 'getPrivilegesByRole'
  | 'getEmails'
  | 'userAuditLog'
  | 'auditLog'
  | 'auditLogCsv'
  | 'customerOrders'
  | 'customerCourseOrders'
  | 'customerCarts'
  | 'customerServiceRequests'
  | 'customerSignIns'
  | 'customerStatusHistory'
  | 'customerPrivileges'
  | 'csrUserAddresses'
  | 'internalAssociates'
  | 'usersWithoutIdentityAccount';
type CustomerServiceMutationFields =
  | 'addCustomerNote'
  | 'editUser'
  | 'changeStatus'
  | 'changeUserOrg'
  | 'resetPassword'
  | 'setUserRole'
  | 'csrUpdateDefaultBillingAddress'
  | 'csrUpdateDefaultShippingAddress'
  | 'csrAddToFavorites'
  | 'csrRemoveFromFavorites'
  | 'resendDelegatedAdminInvite'
  | 'revokeUserPrivilege'
  | 'restoreUserPrivilege'
  | 'createRole'
  | 'deleteRole'
  | 'setRolePrivileges'
  | 'setCompanyDefaultRole'
  | 'approveRegistration'
  | 'rejectRegistration'
  | 'createBanner'
  | 'updateBanner'
  | 'deleteBanner'
  | 'addEmail'
  | 'updateEmail'
  | 'deleteEmail'
  | 'updateInternalAssociateAccess'
  | 'migrateIdentityProfiles';

export const CustomerServiceQuery: Pick<QueryResolvers<GraphQLContext>, CustomerServiceQueryFields> = {
  searchUsers: (_, args, { ctx }) => searchUsers(ctx, args),
  customerNotes: (_, args, { ctx }) => listCustomerNotes(ctx, args),
  searchAwaitingApproval: (_, args, { ctx }) => searchAwaitingApproval(ctx, args),
  searchCustomers: (_, args, { ctx }) => searchCustomers(ctx, args),
  customerSecondaryOrgs: (_, args, { ctx }) => customerSecondaryOrgs(ctx, args),
  checkEmailExists: (_, args, { ctx }) => checkEmailExists(ctx, args),
  getRoles: (_, __, { ctx }) => getRoles(ctx),
  getAllPrivileges: (_, args, { ctx }) => getAllPrivileges(ctx, args),
  getCompanyRoles: (_, args, { ctx }) => getCompanyRoles(ctx, args),
  getGlobalRoles: (_, __, { ctx }) => getGlobalRoles(ctx),
  getCompanyDefaultRole: (_, args, { ctx }) => getCompanyDefaultRole(ctx, args),
  getPrivilegesByRole: (_, args, { ctx }) => getPrivilegesByRole(ctx, args),
  getEmails: (_, __, { ctx }) => getEmails(ctx),
  userAuditLog: (_, args, { ctx }) => getUserAuditLog(ctx, args),
  auditLog: (_, args, { ctx }) => searchAuditLog(ctx, args),
  auditLogCsv: (_, args, { ctx }) => auditLogCsv(ctx, args),
  customerOrders: (_, args, { ctx }) => customerOrders(ctx, args),
  customerCourseOrders: (_, args, { ctx }) => customerCourseOrders(ctx, args),
  customerCarts: (_, args, { ctx }) => customerCarts(ctx, args),
  customerServiceRequests: (_, args, { ctx }) => customerServiceRequests(ctx, args),
  customerSignIns: (_, args, { ctx }) => customerSignIns(ctx, args),
  customerStatusHistory: (_, args, { ctx }) => customerStatusHistory(ctx, args),
  customerPrivileges: (_, args, { ctx }) => customerPrivileges(ctx, args),
  csrUserAddresses: (_, args, { ctx }) => csrUserAddresses(ctx, args),
  internalAssociates: (_, args, { ctx }) => internalAssociates(ctx, args),
  usersWithoutIdentityAccount: (_, args, { ctx }) => usersWithoutIdentityAccount(ctx, args),
};

export const CustomerServiceMutation: Pick<
  MutationResolvers<GraphQLContext>,
  CustomerServiceMutationFields
> = {
  addCustomerNote: (_, args, { ctx }) => addCustomerNote(ctx, args),
  editUser: (_, args, { ctx }) => editUser(ctx, args),
  changeStatus: (_, args, { ctx }) => changeStatus(ctx, args),
  changeUserOrg: (_, args, { ctx }) => changeUserOrg(ctx, args),
  resetPassword: (_, args, { ctx }) => resetPassword(ctx, args),
  setUserRole: (_, args, { ctx }) => setUserRole(ctx, args),
  csrUpdateDefaultBillingAddress: (_, args, { ctx }) => csrUpdateDefaultBillingAddress(ctx, args),
  csrUpdateDefaultShippingAddress: (_, args, { ctx }) => csrUpdateDefaultShippingAddress(ctx, args),
  csrAddToFavorites: (_, args, { ctx }) => csrAddToFavorites(ctx, args),
  csrRemoveFromFavorites: (_, args, { ctx }) => csrRemoveFromFavorites(ctx, args),
  resendDelegatedAdminInvite: (_, args, { ctx }) => resendDelegatedAdminInvite(ctx, args),
  revokeUserPrivilege: (_, args, { ctx }) => revokeUserPrivilege(ctx, args),
  restoreUserPrivilege: (_, args, { ctx }) => restoreUserPrivilege(ctx, args),
  createRole: (_, args, { ctx }) => createRole(ctx, args),
  deleteRole: (_, args, { ctx }) => deleteRole(ctx, args),
  setRolePrivileges: (_, args, { ctx }) => setRolePrivileges(ctx, args),
  setCompanyDefaultRole: (_, args, { ctx }) => setCompanyDefaultRole(ctx, args),
  approveRegistration: (_, args, { ctx }) => approveRegistration(ctx, args),
  rejectRegistration: (_, args, { ctx }) => rejectRegistration(ctx, args),
  createBanner: (_, args, { ctx }) => createBanner(ctx, args),
  updateBanner: (_, args, { ctx }) => updateBanner(ctx, args),
  deleteBanner: (_, args, { ctx }) => deleteBanner(ctx, args),
  addEmail: (_, args, { ctx }) => addEmail(ctx, args),
  updateEmail: (_, args, { ctx }) => updateEmail(ctx, args),
  deleteEmail: (_, args, { ctx }) => deleteEmail(ctx, args),
  updateInternalAssociateAccess: (_, args, { ctx }) => updateInternalAssociateAccess(ctx, args),
  migrateIdentityProfiles: (_, args, { ctx }) => migrateIdentityProfiles(ctx, args),
};
