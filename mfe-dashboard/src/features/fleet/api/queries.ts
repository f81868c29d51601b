// The fleet's queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { listFleetViews, searchFleet, unitDetails, type FleetSearchBody } from './fleet';

export const fleetKeys = queryKeys('fleet');

export const fleetSearchOptions = (scope: OrganizationScope, body: FleetSearchBody) =>
  queryOptions({ queryKey: fleetKeys.list(scope, body), queryFn: ({ signal }) => searchFleet(body, signal) });

export const unitDetailsOptions = (scope: OrganizationScope, instanceId: string) =>
  queryOptions({
    queryKey: fleetKeys.detail(scope, instanceId),
    queryFn: ({ signal }) => unitDetails(instanceId, signal),
  });

/** the user's saved views of My Fleet (their own, whichever organisation is viewed) */
export const fleetViewsOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: [...fleetKeys.scoped(scope), 'views'] as const,
    queryFn: ({ signal }) => listFleetViews(signal),
  });
