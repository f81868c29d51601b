// The admin user search's queries (ADR 0030). Customer service works across companies: the scope in the key is
// the one the staff member views as, which the API ignores for these queries but the kit's keys always carry.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { SearchAdminUsersDocument, type SearchAdminUsersQueryVariables } from '../../../gql/graphql';

export const adminUserKeys = queryKeys('csr-users');

export const adminUserSearchOptions = (scope: OrganizationScope, variables: SearchAdminUsersQueryVariables) =>
  queryOptions({
    queryKey: adminUserKeys.list(scope, variables),
    queryFn: ({ signal }) => runGraphQL(SearchAdminUsersDocument, variables, { signal }),
  });
