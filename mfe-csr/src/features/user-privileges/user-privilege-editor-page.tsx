// /pages/csr/customerSupport/userPrivilegeEditor?email=… (spec 7): revoke or restore one user's privileges. The
// list is what the user's roles grant plus anything already revoked; a revoked privilege is removed from the
// user's permissions on every request.
import { useState, type FormEvent } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { privilegeCommands, privilegeTargetOptions, rolePrivilegesOptions } from './api/queries';
import '../../shared/csr-pages.css';

export default function UserPrivilegeEditorPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [draft, setDraft] = useState(email);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const target = useQuery({ ...privilegeTargetOptions(email), enabled: initialized && email !== '' });
  const user = target.data ?? null;
  const granted = useQueries({
    queries: (user?.roles ?? []).map((role) => rolePrivilegesOptions(role.roleId)),
  });

  const find = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? new URLSearchParams({ email: draft.trim() }) : new URLSearchParams());
  };
  const toggle = async (privilege: string, revoke: boolean) => {
    if (!user) return;
    setBusy(true);
    setNotice(null);
    try {
      const revoked = revoke
        ? await privilegeCommands.revoke(user.userId, privilege)
        : await privilegeCommands.restore(user.userId, privilege);
      const changed: typeof user = { ...user, revokedPrivileges: revoked.revokedPrivileges };
      queryClient.setQueryData(privilegeTargetOptions(email).queryKey, changed);
      setNotice({ kind: 'success', text: `${privilege} was ${revoke ? 'revoked' : 'restored'}.` });
    } catch (e) {
      setNotice({
        kind: 'danger',
        text: userMessageOf(e, 'The privilege could not be changed.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const fromRoles = granted.flatMap((q) => q.data ?? []);
  const privileges = [...new Set([...fromRoles, ...(user?.revokedPrivileges ?? [])])];

  return (
    <section className="csr-page" aria-labelledby="csr-user-privileges-title">
      <h1 id="csr-user-privileges-title">User Privilege Editor</h1>
      <form className="csr-search" role="search" aria-label="Find the user" onSubmit={find}>
        <label>
          User email
          <input type="email" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <Button type="submit">Find</Button>
      </form>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {email === '' ? null : target.isPending ? (
        <Spinner label="Loading the user" />
      ) : target.isError ? (
        <Alert kind="danger">The user could not be loaded. Please try again.</Alert>
      ) : !user ? (
        <p>No Results Found</p>
      ) : (
        <>
          <h2>
            {user.firstName} {user.lastName}
          </h2>
          {granted.some((q) => q.isError) && (
            <Alert kind="warning">The privileges of the user's roles could not be loaded.</Alert>
          )}
          {granted.some((q) => q.isPending) ? (
            <Spinner label="Loading privileges" />
          ) : privileges.length === 0 ? (
            <p>No Results Found</p>
          ) : (
            <div className="pui-table-scroll">
              <table className="pui-table">
                <caption className="visually-hidden">Privileges</caption>
                <thead>
                  <tr>
                    <th scope="col">Privilege</th>
                    <th scope="col">State</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {privileges.map((privilege) => {
                    const revoked = user.revokedPrivileges.includes(privilege);
                    return (
                      <tr key={privilege}>
                        <td>{privilege}</td>
                        <td>{revoked ? 'Revoked' : 'Granted'}</td>
                        <td>
                          <Button
                            variant="link"
                            disabled={busy}
                            aria-label={`${revoked ? 'Restore' : 'Revoke'} ${privilege}`}
                            onClick={() => void toggle(privilege, !revoked)}
                          >
                            {revoked ? 'Restore' : 'Revoke'}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
