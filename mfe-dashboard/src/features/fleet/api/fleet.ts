// My Fleet through the gateway (B2B_Fleet_Search): the spec-3 search request with the due, hours, utilisation and
// notice filters, its CSV job, one unit's page and the user's saved views.
import { gateway, type GatewayInput } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import {
  addDays,
  MY_FLEET_COLUMNS,
  MY_FLEET_DEFAULT_COLUMNS,
  MY_FLEET_PAGE_SIZES,
  type MyFleetColumn,
  type MyFleetPageSize,
} from '@portal/rules/fleet';
import { FACET_FIELDS, type FleetUrlFilter } from '../types/fleet';

export const FLEET_PAGE_SIZE: MyFleetPageSize = MY_FLEET_PAGE_SIZES[0];
/** the shell's download page appends 'async' (spec 7) */
export const FLEET_CSV_ENDPOINT = '/fleet/ngSearch';

/** The view's page size: the URL's when it is one the page offers. */
export function pageSizeOf(filter: FleetUrlFilter): MyFleetPageSize {
  return (MY_FLEET_PAGE_SIZES as readonly number[]).includes(filter.pageSize ?? 0)
    ? (filter.pageSize as MyFleetPageSize)
    : FLEET_PAGE_SIZE;
}

/** The view's columns: the URL's (known ones, in the table's order) or the defaults; the serial always. */
export function columnsOf(filter: FleetUrlFilter): MyFleetColumn[] {
  const chosen = MY_FLEET_COLUMNS.filter((c) => filter.columns?.includes(c));
  const columns = chosen.length > 0 ? chosen : [...MY_FLEET_DEFAULT_COLUMNS];
  return columns.includes('unitSerial') ? columns : ['unitSerial', ...columns];
}

const firstNumber = (values: string[] | undefined): number | null => {
  const n = Number(values?.[0]);
  return values?.[0] !== undefined && values[0] !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
};

/** URL state → spec 3 search request (page 1-based in the URL, 0-based on the wire). `today`: yyyy-mm-dd. */
export function fleetSearchBody(
  state: ListState<FleetUrlFilter>,
  today = new Date().toISOString().slice(0, 10),
) {
  const { filter } = state;
  const within = firstNumber(filter.inspectionWithinDays);
  const notices = filter.withOpenNotices?.[0];
  return {
    query: state.query || null,
    multiValueFilterOptions: (['dueStatus', ...FACET_FIELDS] as const).flatMap((fieldName) => {
      const values = filter[fieldName] ?? [];
      return values.length > 0 ? [{ fieldName, values }] : [];
    }),
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    nextInspectionBy: within === null ? null : addDays(today, within),
    hoursMin: firstNumber(filter.hoursMin),
    hoursMax: firstNumber(filter.hoursMax),
    utilisationMin: firstNumber(filter.utilisationMin),
    utilisationMax: firstNumber(filter.utilisationMax),
    withOpenNotices: notices === 'yes' ? true : notices === 'no' ? false : null,
    includeFacets: true,
    page: state.page - 1,
    size: pageSizeOf(filter),
  };
}
export type FleetSearchBody = ReturnType<typeof fleetSearchBody>;

export const searchFleet = (body: FleetSearchBody, signal?: AbortSignal) =>
  gateway('/fleet/ngSearch', body, { signal });

export const unitDetails = (instanceId: string, signal?: AbortSignal) =>
  gateway('/fleet/unitDetails', { instanceId }, { signal });

export const listFleetViews = (signal?: AbortSignal) => gateway('/fleet/views', {}, { signal });

export const saveFleetView = (body: GatewayInput<'/fleet/views/save'>) => gateway('/fleet/views/save', body);

export const deleteFleetView = (viewId: string) => gateway('/fleet/views/delete', { viewId });
