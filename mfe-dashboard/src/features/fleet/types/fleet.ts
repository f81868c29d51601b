// My Fleet's own types (the URL's facet filter); the units' shapes are the API's, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type FleetPage = GatewayResponse<'/fleet/ngSearch'>;
export type FleetUnitSummary = FleetPage['content'][number];
export type FleetFacets = NonNullable<FleetPage['facets']>;
export type FacetField = keyof FleetFacets;
/** the facets in the order the page lists them */
export const FACET_FIELDS = [
  'productLine',
  'model',
  'stateProvince',
  'warning',
  'customerName',
] as const satisfies readonly FacetField[];

/** The URL's filter JSON: the chosen values of each facet. */
export type FleetFilter = Partial<Record<FacetField, string[]>>;
export const EMPTY_FLEET_FILTER: FleetFilter = {};

export type UnitDetails = GatewayResponse<'/fleet/unitDetails'>;
