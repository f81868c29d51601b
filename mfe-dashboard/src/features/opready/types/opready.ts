// The readiness report's own types (the URL's filter); its rows are the API's, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type OpReadyPage = GatewayResponse<'/opready/search'>;
export type OpReadyRow = OpReadyPage['content'][number];

export type Readiness = 'ALL' | 'READY' | 'NOT_READY';

export interface OpReadyFilter {
  readiness: Readiness;
}

export const EMPTY_OPREADY_FILTER: OpReadyFilter = { readiness: 'ALL' };
