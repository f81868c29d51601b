import { graphqlRequest } from '@portal/shared-session';
import type { PunchoutCartReturn } from '../utils/oci-form';

export async function fetchPunchoutCartReturn(): Promise<PunchoutCartReturn> {
  const data = await graphqlRequest<{ punchoutCartReturn: PunchoutCartReturn }>(
    '{ punchoutCartReturn { hookUrl charset target fields { name value } } }',
  );
  return data.punchoutCartReturn;
}
