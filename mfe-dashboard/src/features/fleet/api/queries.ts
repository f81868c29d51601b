// The fleet's queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { searchFleet, unitDetails, type FleetSearchBody } from './fleet';

export const fleetKeys = queryKeys('fleet');

export const fleetSearchOptions = (scope: OrganizationScope, body: FleetSearchBody) =>
  queryOptions({ queryKey: fleetKeys.list(scope, body), queryFn: ({ signal }) => searchFleet(body, signal) });

export const unitDetailsOptions = (scope: OrganizationScope, instanceId: string) =>
  queryOptions({
    queryKey: fleetKeys.detail(scope, instanceId),
    queryFn: ({ signal }) => unitDetails(instanceId, signal),
  });
