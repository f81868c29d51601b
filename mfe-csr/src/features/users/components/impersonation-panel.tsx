// Impersonate (spec 6): offered only when impersonationAllowed says so (only customers may be impersonated),
// else the API's reason is shown. Confirming gets one-time credentials (setupImpersonationUser); the agent is then
// signed out and signs in as the user with the one-time password on the provider's page.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import { CsrImpersonationAllowedDocument, CsrSetupImpersonationDocument } from '../../../gql/graphql';

interface Credentials {
  email: string;
  oneTimePassword: string;
}

export interface ImpersonationPanelProps {
  userId: string;
  userName: string;
  /** leaves the portal for the sign-out page; a prop so tests need not navigate */
  signOut?: () => void;
}

const goToSignOut = () => window.location.assign('/logout');

export function ImpersonationPanel({ userId, userName, signOut = goToSignOut }: ImpersonationPanelProps) {
  const check = useQuery({
    queryKey: ['csr', 'impersonation-allowed', userId],
    queryFn: ({ signal }) => runGraphQL(CsrImpersonationAllowedDocument, { userId }, { signal }),
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { setupImpersonationUser } = await runGraphQL(CsrSetupImpersonationDocument, { userId });
      setCredentials(setupImpersonationUser);
      setConfirming(false);
    } catch (e) {
      setError(userMessageOf(e, 'Impersonation could not be set up.'));
    } finally {
      setBusy(false);
    }
  };

  if (check.isPending) return <Spinner label="Checking whether this user can be impersonated" />;
  if (check.isError)
    return <Alert kind="danger">Whether this user can be impersonated could not be checked.</Alert>;
  const { allowed, reason } = check.data.impersonationAllowed;
  if (!allowed) return <p>Impersonation is not available: {reason ?? 'this user cannot be impersonated.'}</p>;

  return (
    <>
      <Button onClick={() => setConfirming(true)}>Impersonate</Button>
      {error && <Alert kind="danger">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="Impersonate user"
        message={`You will be signed out and signed in as ${userName}. Everything you do is recorded in the audit log.`}
        confirmLabel="Impersonate"
        confirmVariant="primary"
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void start()}
      />
      <Modal
        open={credentials !== null}
        title="Sign in as the user"
        onClose={() => setCredentials(null)}
        footer={<Button onClick={signOut}>Sign out and sign in as {userName}</Button>}
      >
        {credentials && (
          <>
            <p>Sign in with these credentials. The one-time password works once and expires soon.</p>
            <dl className="csr-details">
              <dt>Email</dt>
              <dd>{credentials.email}</dd>
              <dt>One-time password</dt>
              <dd>
                <code>{credentials.oneTimePassword}</code>
              </dd>
            </dl>
          </>
        )}
      </Modal>
    </>
  );
}
