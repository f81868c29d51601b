// The fleet-services pages' error state: a missing privilege reads differently from a failure worth retrying.
import { PortalApiError } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';

export function QueryFailure({ error, what }: { error: unknown; what: string }) {
  if (error instanceof PortalApiError && error.status === 403)
    return <Alert kind="warning">Your account does not have access to {what}.</Alert>;
  return <Alert kind="danger">{`The ${what} could not be loaded. Please try again.`}</Alert>;
}
