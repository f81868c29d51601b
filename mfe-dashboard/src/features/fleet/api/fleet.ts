// My Fleet through the gateway (B2B_Fleet_Search): the spec-3 search request, its CSV job and one unit's page.
import { gateway } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import { FACET_FIELDS, type FleetFilter } from '../types/fleet';

export const FLEET_PAGE_SIZE = 10;
/** the shell's download page appends 'async' (spec 7) */
export const FLEET_CSV_ENDPOINT = '/fleet/ngSearch';

/** URL state → spec 3 search request (page 1-based in the URL, 0-based on the wire). */
export function fleetSearchBody(state: ListState<FleetFilter>) {
  return {
    query: state.query || null,
    multiValueFilterOptions: FACET_FIELDS.flatMap((fieldName) => {
      const values = state.filter[fieldName] ?? [];
      return values.length > 0 ? [{ fieldName, values }] : [];
    }),
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    includeFacets: true,
    page: state.page - 1,
    size: FLEET_PAGE_SIZE,
  };
}
export type FleetSearchBody = ReturnType<typeof fleetSearchBody>;

export const searchFleet = (body: FleetSearchBody, signal?: AbortSignal) =>
  gateway('/fleet/ngSearch', body, { signal });

export const unitDetails = (instanceId: string, signal?: AbortSignal) =>
  gateway('/fleet/unitDetails', { instanceId }, { signal });
