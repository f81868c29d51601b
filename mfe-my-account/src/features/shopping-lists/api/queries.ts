// The shopping lists' queries, on My Account's key factory.
import { queryOptions } from '@tanstack/react-query';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';
import { fetchList, fetchLists } from './shopping-lists';

export const listsOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.list(scope, 'shopping-lists'),
    queryFn: ({ signal }) => fetchLists(signal),
  });

export const listOptions = (scope: OrganizationScope, listId: string) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, ['shopping-list', listId]),
    queryFn: ({ signal }) => fetchList(listId, signal),
  });
