// Replacement parts by unit: /parts/bomCheck/{id}'s answer and the units of /fleet/ngSearch, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type BomCheckResult = GatewayResponse<'/parts/bomCheck/{id}'>;
export type BomPart = BomCheckResult['content'][number];
export type UnitChoice = GatewayResponse<'/fleet/ngSearch'>['content'][number];
