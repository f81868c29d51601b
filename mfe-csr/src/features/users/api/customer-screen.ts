// The customer screen's reads (issue 41), each a fetcher, query options and a hook (as bulletproof-react lays out
// a feature's API): a tab calls its hook when opened, so each asks only for its own part.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { runGraphQL, type TypedDocument } from '@portal/api-client';
import {
  CsrAddCustomerNoteDocument,
  CsrAddToFavoritesDocument,
  CsrCheckEmailExistsDocument,
  CsrCustomerNotesDocument,
  CsrEditUserDocument,
  CsrImpersonationAllowedDocument,
  CsrRemoveFromFavoritesDocument,
  CsrSetupImpersonationDocument,
  CsrUpdateDefaultBillingAddressDocument,
  CsrUpdateDefaultShippingAddressDocument,
  CsrUserAddressesDocument,
  CsrUserAuditLogDocument,
  type CsrEditUserMutationVariables,
  CsrChangeStatusDocument,
  CsrChangeUserOrgDocument,
  CsrResendDelegatedAdminInviteDocument,
  CsrResetPasswordDocument,
  CsrSetUserRoleDocument,
  CsrUserRolesDocument,
  SearchAdminUsersDocument,
  type UserStatus,
  CsrCustomerCartsDocument,
  CsrCustomerCourseOrdersDocument,
  CsrCustomerOrdersDocument,
  CsrCustomerPrivilegesDocument,
  CsrCustomerServiceRequestsDocument,
  CsrCustomerSignInsDocument,
  CsrCustomerStatusHistoryDocument,
} from '../../../gql/graphql';
import { customerKeys } from './queries';

/** One part of a customer's screen: its fetcher and its query options, keyed by the customer and the part. */
function customerRead<Result, Field extends keyof Result>(
  part: string,
  document: TypedDocument<Result, { userId: string }>,
  field: Field,
) {
  const get = async (userId: string, signal?: AbortSignal): Promise<Result[Field]> =>
    (await runGraphQL(document, { userId }, { signal }))[field];
  const options = (userId: string) =>
    queryOptions({
      queryKey: customerKeys.detail(userId, part),
      queryFn: ({ signal }) => get(userId, signal),
    });
  return { get, options };
}

export const customerOrders = customerRead('supply-orders', CsrCustomerOrdersDocument, 'customerOrders');
export const useCustomerOrders = (userId: string) => useQuery(customerOrders.options(userId));

export const customerCourseOrders = customerRead(
  'training-orders',
  CsrCustomerCourseOrdersDocument,
  'customerCourseOrders',
);
export const useCustomerCourseOrders = (userId: string) => useQuery(customerCourseOrders.options(userId));

export const customerCarts = customerRead('carts', CsrCustomerCartsDocument, 'customerCarts');
export const useCustomerCarts = (userId: string) => useQuery(customerCarts.options(userId));

export const customerServiceRequests = customerRead(
  'service-requests',
  CsrCustomerServiceRequestsDocument,
  'customerServiceRequests',
);
export const useCustomerServiceRequests = (userId: string) =>
  useQuery(customerServiceRequests.options(userId));

export const customerSignIns = customerRead('sign-ins', CsrCustomerSignInsDocument, 'customerSignIns');
export const useCustomerSignIns = (userId: string) => useQuery(customerSignIns.options(userId));

export const customerStatusHistory = customerRead(
  'status-history',
  CsrCustomerStatusHistoryDocument,
  'customerStatusHistory',
);
export const useCustomerStatusHistory = (userId: string) => useQuery(customerStatusHistory.options(userId));

export const customerPrivileges = customerRead(
  'privileges',
  CsrCustomerPrivilegesDocument,
  'customerPrivileges',
);
export const useCustomerPrivileges = (userId: string) => useQuery(customerPrivileges.options(userId));

/** The customer's profile, found by e-mail (unique per user; searchUsers is the API's only admin-user lookup). */
export const getCustomerByEmail = async (email: string, signal?: AbortSignal) => {
  const { searchUsers } = await runGraphQL(
    SearchAdminUsersDocument,
    { query: email, page: 0, pageSize: 10 },
    { signal },
  );
  return searchUsers.users.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
};
export const customerByEmailOptions = (email: string) =>
  queryOptions({
    queryKey: customerKeys.detail(email, 'profile'),
    queryFn: ({ signal }) => getCustomerByEmail(email, signal),
  });
export const useCustomerByEmail = (email: string, enabled: boolean) =>
  useQuery({ ...customerByEmailOptions(email), enabled });

/** The roles setUserRole accepts for this user (staff roles only to staff), asked from the API (issue 34). */
export const customerAssignableRoles = customerRead(
  'assignable-roles',
  CsrUserRolesDocument,
  'assignableRoles',
);
export const useCustomerAssignableRoles = (userId: string | undefined) =>
  useQuery({ ...customerAssignableRoles.options(userId ?? ''), enabled: userId !== undefined });

/** Whether the agent may impersonate the customer, and if not the API's reason (spec 6, issue 35). */
export const customerImpersonationAllowed = customerRead(
  'impersonation-allowed',
  CsrImpersonationAllowedDocument,
  'impersonationAllowed',
);
export const useCustomerImpersonationAllowed = (userId: string) =>
  useQuery(customerImpersonationAllowed.options(userId));

/** The agents' notes on the customer, newest first (issue 41). */
export const customerNotes = customerRead('notes', CsrCustomerNotesDocument, 'customerNotes');
export const useCustomerNotes = (userId: string) => useQuery(customerNotes.options(userId));

export const AUDIT_PAGE_SIZE = 10;

/** One page of the user's audit log (its key is the customer's, so a change to them refetches it). */
export const userAuditLogOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.detail(userId, 'audit', page),
    queryFn: async ({ signal }) =>
      (await runGraphQL(CsrUserAuditLogDocument, { userId, page, size: AUDIT_PAGE_SIZE }, { signal }))
        .userAuditLog,
    placeholderData: keepPreviousData,
  });
export const useUserAuditLog = (userId: string, page: number) => useQuery(userAuditLogOptions(userId, page));

/** A page of the customer's addresses for the address picker (it asks again after each change). */
export const getCustomerAddresses = async (
  userId: string,
  request: { query: string; page: number; size: number },
) =>
  (
    await runGraphQL(CsrUserAddressesDocument, {
      userId,
      query: request.query || null,
      page: request.page,
      size: request.size,
    })
  ).csrUserAddresses;

/** The screen's changes to a customer; each answers the customer's fresh profile. */
export const customerCommands = {
  changeStatus: async (userId: string, status: UserStatus) =>
    (await runGraphQL(CsrChangeStatusDocument, { userId, status })).changeStatus,
  setRole: async (userId: string, roleId: string) =>
    (await runGraphQL(CsrSetUserRoleDocument, { userId, roleId })).setUserRole,
  changeOrganization: async (userId: string, accountId: string) =>
    (await runGraphQL(CsrChangeUserOrgDocument, { userId, accountId })).changeUserOrg,
  /** true when a temporary password was e-mailed */
  resetPassword: async (email: string) =>
    (await runGraphQL(CsrResetPasswordDocument, { email })).resetPassword,
  resendInvite: async (authId: string) =>
    (await runGraphQL(CsrResendDelegatedAdminInviteDocument, { authId })).resendDelegatedAdminInvite,
  edit: async (input: CsrEditUserMutationVariables) =>
    (await runGraphQL(CsrEditUserDocument, input)).editUser,
  setDefaultShippingAddress: async (userId: string, ebsAddressId: string) =>
    (await runGraphQL(CsrUpdateDefaultShippingAddressDocument, { userId, ebsAddressId }))
      .csrUpdateDefaultShippingAddress,
  setDefaultBillingAddress: async (userId: string, ebsAddressId: string) =>
    (await runGraphQL(CsrUpdateDefaultBillingAddressDocument, { userId, ebsAddressId }))
      .csrUpdateDefaultBillingAddress,
  addFavorite: async (userId: string, addressId: string) =>
    (await runGraphQL(CsrAddToFavoritesDocument, { userId, addressId })).csrAddToFavorites,
  removeFavorite: async (userId: string, addressId: string) =>
    (await runGraphQL(CsrRemoveFromFavoritesDocument, { userId, addressId })).csrRemoveFromFavorites,
};

/** Whether another user already has this e-mail (checked before an e-mail change is saved). */
export const emailExists = async (email: string) =>
  (await runGraphQL(CsrCheckEmailExistsDocument, { email })).checkEmailExists;

/** Agent actions on a customer that do not answer the profile. */
export const customerActions = {
  /** a one-time credential the shell exchanges for the customer's session (ADR 0025) */
  setupImpersonation: async (userId: string) =>
    (await runGraphQL(CsrSetupImpersonationDocument, { userId })).setupImpersonationUser,
  addNote: async (userId: string, text: string) =>
    (await runGraphQL(CsrAddCustomerNoteDocument, { userId, text })).addCustomerNote,
};
