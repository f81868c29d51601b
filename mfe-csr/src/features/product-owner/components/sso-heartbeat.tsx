// The signed-in user's last SSO heartbeat (ProfileActor getLastSSOHeartbeat / updateLastSSOHeartbeat, spec 7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, formatDateTime } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { getLastSSOHeartbeat, updateLastSSOHeartbeat } from '../api/product-owner-gateway';
import { csrKeys } from '../../../shared/csr-keys';

const KEY = csrKeys('sso-heartbeat').of();

export function SsoHeartbeat() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const heartbeat = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getLastSSOHeartbeat(signal),
    enabled: initialized,
  });
  const update = useMutation({
    mutationFn: updateLastSSOHeartbeat,
    onSuccess: (at) => queryClient.setQueryData(KEY, at),
  });
  return (
    <section className="csr-card" aria-labelledby="csr-sso-heartbeat">
      <h2 id="csr-sso-heartbeat">SSO heartbeat</h2>
      {heartbeat.isPending ? (
        <Spinner label="Loading the last SSO heartbeat" />
      ) : heartbeat.isError ? (
        <Alert kind="danger">The last SSO heartbeat could not be read. Please try again.</Alert>
      ) : (
        <p>Last SSO heartbeat: {heartbeat.data ? formatDateTime(heartbeat.data) : 'Never'}</p>
      )}
      {update.isError && (
        <Alert kind="danger">The SSO heartbeat could not be updated. Please try again.</Alert>
      )}
      <div className="csr-toolbar">
        <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate()}>
          Update Heartbeat
        </Button>
      </div>
    </section>
  );
}
