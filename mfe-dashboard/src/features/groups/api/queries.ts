// The fleet groups' queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import {
  groupById,
  organizationGroups,
  organizationGroupsBody,
  searchGroups,
  type GroupSearchBody,
} from './groups';

export const groupKeys = queryKeys('fleet-groups');

export const groupSearchOptions = (scope: OrganizationScope, body: GroupSearchBody) =>
  queryOptions({
    queryKey: groupKeys.list(scope, body),
    queryFn: ({ signal }) => searchGroups(body, signal),
  });

export const groupDetailsOptions = (scope: OrganizationScope, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(scope, groupId),
    queryFn: ({ signal }) => groupById(groupId, signal),
  });

export const organizationGroupsOptions = (scope: OrganizationScope, accountId: string) =>
  queryOptions({
    queryKey: groupKeys.list(scope, organizationGroupsBody(accountId)),
    queryFn: ({ signal }) => organizationGroups(accountId, signal),
  });
