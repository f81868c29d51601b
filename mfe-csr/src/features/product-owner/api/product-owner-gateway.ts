// The product-owner tools' gateway endpoints (spec 7): CsrActor's AC-flag batches and ProfileActor's SSO heartbeat.
import { integrationRequest } from '@portal/api-client';
import { brand } from '@portal/rules/brand';

const CSR_ACTOR = `/rest/model/${brand.product}/csr/CsrActor`;
const PROFILE_ACTOR = '/rest/model/atg/userprofiling/ProfileActor';

export interface AcFlagBatch {
  updated: number;
  nextStartNum: number;
  total: number;
}

export async function getNumActiveB2BUsers(signal?: AbortSignal): Promise<number> {
  const answer = await integrationRequest<{ result: number }>({
    endpoint: `${CSR_ACTOR}/getNumActiveB2BUsers`,
    body: {},
    signal,
  });
  return answer.result;
}

export function updateB2BContactsWithACFlag(body: {
  startNum: number;
  howMany: number;
  isACUser: boolean;
}): Promise<AcFlagBatch> {
  return integrationRequest<AcFlagBatch>({ endpoint: `${CSR_ACTOR}/updateB2BContactsWithACFlag`, body });
}

export async function getLastSSOHeartbeat(signal?: AbortSignal): Promise<string | null> {
  const answer = await integrationRequest<{ lastSSOHeartbeat: string | null }>({
    endpoint: `${PROFILE_ACTOR}/getLastSSOHeartbeat`,
    body: {},
    signal,
  });
  return answer.lastSSOHeartbeat;
}

export async function updateLastSSOHeartbeat(): Promise<string> {
  const answer = await integrationRequest<{ lastSSOHeartbeat: string }>({
    endpoint: `${PROFILE_ACTOR}/updateLastSSOHeartbeat`,
    body: {},
  });
  return answer.lastSSOHeartbeat;
}
