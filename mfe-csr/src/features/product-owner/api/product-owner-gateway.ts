// The product-owner tools' gateway endpoints (spec 7): CsrActor's AC-flag batches and ProfileActor's SSO heartbeat.
import { gateway, type GatewayResponse } from '@portal/api-client';
import { brand } from '@portal/rules/brand';

const CSR_ACTOR = `/rest/model/${brand.product}/csr/CsrActor` as const;
const PROFILE_ACTOR = '/rest/model/atg/userprofiling/ProfileActor';

export type AcFlagBatch = GatewayResponse<`${typeof CSR_ACTOR}/updateB2BContactsWithACFlag`>;

export async function getNumActiveB2BUsers(signal?: AbortSignal): Promise<number> {
  const answer = await gateway(`${CSR_ACTOR}/getNumActiveB2BUsers`, {}, { signal });
  return answer.result;
}

export function updateB2BContactsWithACFlag(body: {
  startNum: number;
  howMany: number;
  isACUser: boolean;
}): Promise<AcFlagBatch> {
  return gateway(`${CSR_ACTOR}/updateB2BContactsWithACFlag`, body);
}

export async function getLastSSOHeartbeat(signal?: AbortSignal): Promise<string | null> {
  const answer = await gateway(`${PROFILE_ACTOR}/getLastSSOHeartbeat`, {}, { signal });
  return answer.lastSSOHeartbeat;
}

export async function updateLastSSOHeartbeat(): Promise<string> {
  const answer = await gateway(`${PROFILE_ACTOR}/updateLastSSOHeartbeat`, {});
  return answer.lastSSOHeartbeat;
}
