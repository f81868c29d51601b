// The account pages' queries, on My Account's key factory.
import { queryOptions } from '@tanstack/react-query';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';
import { fetchAccountInfo, fetchOverview } from './account';

export const overviewOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, 'overview'),
    queryFn: ({ signal }) => fetchOverview(signal),
  });

export const accountInfoOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, 'account-info'),
    queryFn: ({ signal }) => fetchAccountInfo(signal),
  });
