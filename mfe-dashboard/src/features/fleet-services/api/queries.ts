// The telematics queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { fetchInsight, fetchUnitTelematics, searchEvents } from './telematics';

export const telematicsKeys = queryKeys('telematics');

export const insightOptions = (scope: OrganizationScope, body: Parameters<typeof fetchInsight>[0]) =>
  queryOptions({
    queryKey: [...telematicsKeys.scoped(scope), 'insight', body] as const,
    queryFn: ({ signal }) => fetchInsight(body, signal),
  });

export const eventSearchOptions = (scope: OrganizationScope, body: Parameters<typeof searchEvents>[0]) =>
  queryOptions({
    queryKey: telematicsKeys.list(scope, body),
    queryFn: ({ signal }) => searchEvents(body, signal),
  });

export const unitTelematicsOptions = (scope: OrganizationScope, instanceId: string) =>
  queryOptions({
    queryKey: telematicsKeys.detail(scope, instanceId),
    queryFn: ({ signal }) => fetchUnitTelematics(instanceId, signal),
  });
