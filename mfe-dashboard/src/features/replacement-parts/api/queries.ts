// Replacement parts' queries (ADR 0030): keys that name the viewed organisation, whose units the parts are for.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { bomCheck, findUnits } from './parts';

export const partsKeys = queryKeys('replacement-parts');

export const partsUnitOptions = (scope: OrganizationScope, unitQuery: string | null) =>
  queryOptions({
    queryKey: [...partsKeys.scoped(scope), 'units', unitQuery] as const,
    queryFn: ({ signal }) => findUnits(unitQuery ?? '', signal),
  });

export const bomPartsOptions = (scope: OrganizationScope, serial: string, query: string, page: number) =>
  queryOptions({
    queryKey: partsKeys.list(scope, { serial, query, page }),
    queryFn: ({ signal }) => bomCheck(serial, query, page, signal),
  });
