// My Fleet's own types (the URL's filters, columns and page size); the units' shapes are the API's, from the
// gateway contract.
import type { GatewayResponse } from '@portal/api-client';
import type { MyFleetColumn, MyFleetRangeFilter } from '@portal/rules/fleet';

export type FleetPage = GatewayResponse<'/fleet/ngSearch'>;
export type FleetUnitSummary = FleetPage['content'][number];
export type FleetFacets = NonNullable<FleetPage['facets']>;
export type FacetField = keyof FleetFacets;
/** the facets in the order the page lists them (the due status has its own place above them) */
export const FACET_FIELDS = [
  'productLine',
  'model',
  'stateProvince',
  'warning',
  'customerName',
] as const satisfies readonly FacetField[];

/** The chosen filter values: each facet's, and the ranges' (one value each, as text). */
export type FleetFilter = Partial<Record<FacetField | MyFleetRangeFilter, string[]>>;

/** The URL's filter JSON: the filters, and the view's columns and page size when not the defaults. */
export interface FleetUrlFilter extends FleetFilter {
  columns?: MyFleetColumn[];
  pageSize?: number;
}
export const EMPTY_FLEET_FILTER: FleetUrlFilter = {};

export type FleetSavedView = GatewayResponse<'/fleet/views'>['views'][number];

export type UnitDetails = GatewayResponse<'/fleet/unitDetails'>;
