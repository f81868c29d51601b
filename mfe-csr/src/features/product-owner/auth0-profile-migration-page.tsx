// /pages/csr/customerSupport/auth0ProfileMigration (CSR + Product_Owner_Admin or Developer_Admin; spec 7): the
// active users without an identity-provider account (usersWithoutIdentityAccount), and their accounts created in
// batches (migrateIdentityProfiles; each user is e-mailed a temporary password) with progress; a failed batch stops
// the run and Resume carries on with the users still without one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  migrateIdentityProfiles,
  usersWithoutIdentityKeys,
  usersWithoutIdentityOptions,
} from './api/queries';
import { BatchProgress } from './components/batch-progress';
import { useBatchRun } from './hooks/use-batch-run';
import '../../shared/csr-pages.css';

/** How many users are listed (the API's limit is 1000). */
export const MIGRATION_LIST_LIMIT = 100;
/** Users per migrateIdentityProfiles call. */
export const MIGRATION_BATCH_SIZE = 25;

export default function Auth0ProfileMigrationPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const waiting = useQuery({ ...usersWithoutIdentityOptions(MIGRATION_LIST_LIMIT), enabled: initialized });
  // users created so far in this run: the progress counts from them, as the API counts those remaining
  const created = useRef(0);
  const runBatch = useCallback(async (done: number) => {
    const batch = await migrateIdentityProfiles(MIGRATION_BATCH_SIZE);
    created.current = done + batch.created.length;
    return {
      done: created.current,
      total: created.current + batch.remaining,
      finished: batch.remaining === 0 || batch.created.length === 0,
    };
  }, []);
  const { state, start, resume } = useBatchRun(runBatch);
  const ended = state.status === 'finished' || state.status === 'stopped';
  const list = waiting.data ?? [];

  // the list follows the run once it ends
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: usersWithoutIdentityKeys.all });
  }, [ended, queryClient]);

  return (
    <section className="csr-page" aria-labelledby="csr-migration-title">
      <h1 id="csr-migration-title">Profile Migration</h1>
      <p>
        Active users without an identity-provider account cannot sign in. Creating their accounts e-mails each
        a temporary password.
      </p>
      {waiting.isPending ? (
        <Spinner label="Loading the users without an account" />
      ) : waiting.isError ? (
        <Alert kind="danger">The users could not be loaded. Please try again.</Alert>
      ) : list.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <>
          <p>
            {list.length === MIGRATION_LIST_LIMIT
              ? `The first ${MIGRATION_LIST_LIMIT} users without an account:`
              : `${list.length} users without an account:`}
          </p>
          <ul className="csr-email-list" aria-label="Users without an identity-provider account">
            {list.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </>
      )}
      <div className="csr-toolbar">
        <Button
          disabled={state.status === 'running' || list.length === 0}
          onClick={() => setConfirming(true)}
        >
          Create Accounts
        </Button>
      </div>
      <BatchProgress label="Accounts created" unit="users" state={state} onResume={resume} />
      <ConfirmDialog
        open={confirming}
        title="Create identity-provider accounts"
        message={`Every user without an account gets one, in batches of ${MIGRATION_BATCH_SIZE}, and is e-mailed a temporary password.`}
        confirmLabel="Create Accounts"
        confirmVariant="primary"
        onConfirm={() => {
          setConfirming(false);
          created.current = 0;
          start();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
