// The admin user search's queries (ADR 0030). Customer service works across companies: the scope in the key is
// the one the staff member views as, which the API ignores for these queries but the kit's keys always carry.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { organizationScope, queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { SearchAdminUsersDocument, type SearchAdminUsersQueryVariables } from '../../../gql/graphql';

export const adminUserKeys = queryKeys('csr-users');

export const adminUserSearchOptions = (scope: OrganizationScope, variables: SearchAdminUsersQueryVariables) =>
  queryOptions({
    queryKey: adminUserKeys.list(scope, variables),
    queryFn: ({ signal }) => runGraphQL(SearchAdminUsersDocument, variables, { signal }),
  });

const customers = queryKeys('csr-customer');
/** Customer support works across companies: a customer's answers are the same whichever company the agent views. */
const ACROSS_COMPANIES = organizationScope(null);
/**
 * The customer screen's keys: one customer's answers, each part (notes, roles…) apart, then the part's own
 * request (an audit page). A change to the customer invalidates `all`, so every open part refetches.
 */
export const customerKeys = {
  all: customers.all,
  detail: (userId: string, part: string, ...request: unknown[]) =>
    customers.detail(ACROSS_COMPANIES, [userId, part, ...request]),
  /** whether a key is one of the customer's parts other than the profile (which a change answers itself) */
  isPartBesidesProfile: (key: QueryKey) => {
    const detail = key[3];
    return Array.isArray(detail) && detail[1] !== 'profile';
  },
};
