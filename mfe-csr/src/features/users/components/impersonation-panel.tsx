// Impersonate (spec 6, issue 35): offered only when impersonationAllowed says so (only customers may be
// impersonated), else the API's reason is shown. Confirming gets a one-time credential (setupImpersonationUser) and
// hands it straight to the shell, which exchanges it at the identity provider: this tab continues as the customer,
// nothing is typed or shown, and "End impersonation" comes back to this page as the agent (ADR 0025).
import { useState } from 'react';
import { userMessageOf } from '@portal/api-client';
import { requestImpersonation } from '@portal/shared-session';
import { useLocation } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { customerActions, useCustomerImpersonationAllowed } from '../api/customer-screen';

export interface ImpersonationPanelProps {
  userId: string;
  userName: string;
}

export function ImpersonationPanel({ userId, userName }: ImpersonationPanelProps) {
  const check = useCustomerImpersonationAllowed(userId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const setupImpersonationUser = await customerActions.setupImpersonation(userId);
      // the page leaves for the customer's session; ending it comes back here
      await requestImpersonation({
        oneTimePassword: setupImpersonationUser.oneTimePassword,
        returnTo: `${location.pathname}${location.search}`,
      });
    } catch (e) {
      setError(userMessageOf(e, 'Impersonation could not be started.'));
      setConfirming(false);
      setBusy(false);
    }
  };

  if (check.isPending) return <Spinner label="Checking whether this user can be impersonated" />;
  if (check.isError)
    return <Alert kind="danger">Whether this user can be impersonated could not be checked.</Alert>;
  const { allowed, reason } = check.data;
  if (!allowed) return <p>Impersonation is not available: {reason ?? 'this user cannot be impersonated.'}</p>;

  return (
    <>
      <Button onClick={() => setConfirming(true)}>Impersonate</Button>
      {error && <Alert kind="danger">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="Impersonate user"
        message={`This tab continues as ${userName} until you end the impersonation or its time limit does; then you are back here as yourself. Everything you do is recorded in the audit log.`}
        confirmLabel="Impersonate"
        confirmVariant="primary"
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void start()}
      />
    </>
  );
}
