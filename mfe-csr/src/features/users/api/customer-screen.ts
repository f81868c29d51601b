// The customer screen's reads (issue 41), each a fetcher, query options and a hook (as bulletproof-react lays out
// a feature's API): a tab calls its hook when opened, so each asks only for its own part.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { runGraphQL, type TypedDocument } from '@portal/api-client';
import {
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
};
