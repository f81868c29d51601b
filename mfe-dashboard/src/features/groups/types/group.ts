// Groups' own types (the URL's filter); the groups' shapes are the API's, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type GroupSummary = GatewayResponse<'/orgOfFleet/groups/search'>['content'][number];
export type Group = GatewayResponse<'/orgOfFleet/groups/byId'>;
export type GroupUnit = Group['instances'][number];
export type UnitValidation = GatewayResponse<'/fleet/validate'>['results'][number];

export interface GroupFilter {
  topLevelOnly: boolean;
}
export const EMPTY_GROUP_FILTER: GroupFilter = { topLevelOnly: false };
