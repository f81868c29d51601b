// Customer Support's mock API (README "A mock API"): the user search its main page calls, answered with the codegen's
// types from the mock API's own users, so the rows are the people the other remotes' mocks sign in
// (PORTAL_MOCK_API=true npm run dev -w @portal/mfe-csr; "Sign in" is the seed's CSR administrator).
import {
  MOCK_B2B_ADMIN,
  MOCK_CSR_ADMIN,
  MOCK_PERSONAL_BUYER,
  mockGraphQL,
  startMockApi as startWorker,
} from '@portal/api-client/mock-api';
import type { MockProfile } from '@portal/api-client/mock-api';
import { SearchAdminUsersDocument } from './gql/graphql';
import type { AdminUserRowFragment, SearchAdminUsersQueryVariables } from './gql/graphql';

function row(user: MockProfile, roleName: string | null): AdminUserRowFragment {
  const organization = user.userSelectedOrganization;
  return {
    userId: user.userId ?? '',
    authId: user.auth0AccountId ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    userStatus: user.userStatus,
    isInternalAssociate: user.isInternalAssociate,
    isValidatedB2BUser: user.isValidatedB2BUser,
    isB2C: !user.isValidatedB2BUser,
    accountNumber: user.accountNumber,
    accountId: user.accountId,
    locale: user.locale,
    registrationDate: '2024-03-01T12:00:00.000Z',
    userEnteredBusinessName: user.userEnteredBusinessName,
    matchedOn: null,
    parentOrganization: organization
      ? {
          accountId: organization.accountId,
          accountNumber: organization.accountNumber,
          name: organization.name,
        }
      : null,
    roles: roleName ? [{ roleId: `mock-${roleName}`, roleName }] : [],
    defaultShippingAddress: null,
    defaultBillingAddress: null,
    favorites: [],
  };
}

const users = [
  row(MOCK_B2B_ADMIN, 'B2B Administrator'),
  row(MOCK_PERSONAL_BUYER, null),
  row(MOCK_CSR_ADMIN, 'CSR Administrator'),
];

/**
 * The users a search asks for: its text in the name, e-mail or account number (saying which), its status and
 * organisation (by account number).
 */
function search({ query, status, accountNumber, page, pageSize }: SearchAdminUsersQueryVariables) {
  const text = query?.toLowerCase() ?? '';
  const found = users.filter(
    (user) =>
      [user.firstName, user.lastName, user.email, user.accountNumber ?? ''].some((field) =>
        field.toLowerCase().includes(text),
      ) &&
      (!status || user.userStatus === status) &&
      (!accountNumber || user.accountNumber === accountNumber),
  );
  const size = pageSize ?? 20;
  const first = (page ?? 0) * size;
  const matchedOn = (user: AdminUserRowFragment) =>
    !text
      ? null
      : `${user.firstName} ${user.lastName}`.toLowerCase().includes(text)
        ? 'Matched on name'
        : user.email.toLowerCase().includes(text)
          ? 'Matched on email'
          : `Matched on account number ${user.accountNumber ?? ''}`;
  const shown = found.slice(first, first + size).map((user) => ({ ...user, matchedOn: matchedOn(user) }));
  return { searchUsers: { totalCount: found.length, users: shown } };
}

export function startMockApi(): Promise<void> {
  return startWorker([mockGraphQL(SearchAdminUsersDocument, search)], { user: MOCK_CSR_ADMIN });
}
