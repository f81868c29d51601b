import { runGraphQL } from '@portal/api-client';
import { PunchoutCartReturnDocument } from '../../../gql/graphql';
import type { PunchoutCartReturn } from '../utils/oci-form';

export async function fetchPunchoutCartReturn(): Promise<PunchoutCartReturn> {
  const data = await runGraphQL(PunchoutCartReturnDocument, {});
  return data.punchoutCartReturn;
}
