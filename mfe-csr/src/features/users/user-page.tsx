// /pages/csr/customerSupport/user?email=… (spec 7 'Customer service'): one user — edit name and e-mail, change
// status, reset password, set role, resend the delegated-admin invite, default and favourite addresses,
// Impersonate, the agent's notes, assign organisation, and the user's audit log. A status change and an
// organisation change are confirmed first.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { useSession, formatDate } from '@portal/shared-session';
import { Link, useNavigate, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  CsrChangeStatusDocument,
  CsrChangeUserOrgDocument,
  CsrResendDelegatedAdminInviteDocument,
  CsrResetPasswordDocument,
  CsrSetUserRoleDocument,
  CsrUserRolesDocument,
  SearchAdminUsersDocument,
  type AdminUserRowFragment,
  type UserStatus,
} from '../../gql/graphql';
import { AssignOrganization } from './components/assign-organization';
import { CustomerNotes } from './components/customer-notes';
import { EditUserForm } from './components/edit-user-form';
import { ImpersonationPanel } from './components/impersonation-panel';
import { UserAddresses } from './components/user-addresses';
import { UserAuditLog } from './components/user-audit-log';
import { userPageHref } from './user-page-href';
import { RESET_PASSWORD_FAILED, USER_STATUSES, isB2CUser, statusLabel } from './user-rules';
import '../../shared/csr-pages.css';

const SEARCH_PAGE = '/pages/csr/customerSupport';
/** GUEST is a session-only status: the API does not store it */
const SETTABLE_STATUSES = USER_STATUSES.filter((s) => s !== 'GUEST');

type Notice = { kind: 'success' | 'danger'; text: string };

export default function UserPage() {
  const initialized = useSession((s) => s.initialized);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [auditKey, setAuditKey] = useState(0);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [confirmingStatus, setConfirmingStatus] = useState(false);
  const [roleId, setRoleId] = useState('');

  const lookup = useQuery({
    queryKey: ['csr', 'user', email],
    queryFn: async ({ signal }) => {
      const { searchUsers } = await runGraphQL(
        SearchAdminUsersDocument,
        { query: email, page: 0, pageSize: 10 },
        { signal },
      );
      return searchUsers.users.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
    },
    enabled: initialized && email !== '',
  });
  const user = lookup.data ?? null;
  // the picker offers exactly what setUserRole accepts for this user (staff roles only to staff)
  const roles = useQuery({
    queryKey: ['csr', 'roles', user?.userId],
    queryFn: ({ signal }) => runGraphQL(CsrUserRolesDocument, { userId: user?.userId ?? '' }, { signal }),
    enabled: initialized && user !== null,
  });

  const changed = (next: AdminUserRowFragment, text: string) => {
    queryClient.setQueryData(['csr', 'user', next.email], next);
    void queryClient.invalidateQueries({ queryKey: ['csr', 'users'] });
    setAuditKey((k) => k + 1);
    setNotice({ kind: 'success', text });
    if (next.email !== email) void navigate(userPageHref(next.email), { replace: true });
  };
  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
    } catch (e) {
      setNotice({ kind: 'danger', text: userMessageOf(e, 'Something went wrong.') });
    } finally {
      setBusy(false);
    }
  };

  // without a user to show, the page still says where the user is (its heading) and the way back
  const withoutUser = (message: ReactNode) => (
    <section className="csr-page" aria-labelledby="csr-user-title">
      <Link to={SEARCH_PAGE}>Back to the user search</Link>
      <h1 id="csr-user-title">User</h1>
      {message}
    </section>
  );
  if (!email) return withoutUser(<Alert kind="warning">No user was chosen.</Alert>);
  if (lookup.isPending) return <Spinner label="Loading the user" />;
  if (lookup.isError)
    return withoutUser(<Alert kind="danger">The user could not be loaded. Please try again.</Alert>);
  if (!user) return withoutUser(<p>No Results Found</p>);

  const name = `${user.firstName} ${user.lastName}`;
  const chosenStatus = status || user.userStatus;
  const currentRoleId = user.roles[0]?.roleId ?? '';
  const offered = roles.data?.assignableRoles ?? [];
  const chosenRole = roleId || (offered.some((r) => r.id === currentRoleId) ? currentRoleId : '');

  return (
    <section className="csr-page" aria-labelledby="csr-user-title">
      <Link to={SEARCH_PAGE}>Back to the user search</Link>
      <h1 id="csr-user-title">{name}</h1>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <dl className="csr-details">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(user.userStatus)}</dd>
        <dt>Type</dt>
        <dd>{user.isInternalAssociate ? 'Internal associate' : isB2CUser(user) ? 'B2C' : 'B2B'}</dd>
        <dt>Organization</dt>
        <dd>
          {user.parentOrganization
            ? `${user.parentOrganization.name} (${user.parentOrganization.accountNumber})`
            : (user.userEnteredBusinessName ?? 'None')}
        </dd>
        <dt>Role</dt>
        <dd>{user.roles.map((r) => r.roleName).join(', ') || 'None'}</dd>
        <dt>Registered</dt>
        <dd>{formatDate(user.registrationDate)}</dd>
      </dl>
      <Link
        to={`${SEARCH_PAGE}/userPrivilegeEditor?${new URLSearchParams({ email: user.email }).toString()}`}
      >
        Revoke or restore privileges
      </Link>

      <section className="csr-card" aria-labelledby="csr-user-edit">
        <h2 id="csr-user-edit">Name and email</h2>
        <EditUserForm user={user} onSaved={(next) => changed(next, 'The user was saved.')} />
      </section>

      <section className="csr-card" aria-labelledby="csr-user-account">
        <h2 id="csr-user-account">Account</h2>
        <div className="csr-form">
          <label>
            Status
            <select value={chosenStatus} onChange={(e) => setStatus(e.target.value as UserStatus)}>
              {SETTABLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={busy || chosenStatus === user.userStatus}
            onClick={() => setConfirmingStatus(true)}
          >
            Change Status
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingStatus}
          title="Change status"
          message={`Change ${name}'s status from ${statusLabel(user.userStatus)} to ${statusLabel(chosenStatus)}?`}
          confirmLabel="Change Status"
          confirmVariant="primary"
          loading={busy}
          onCancel={() => setConfirmingStatus(false)}
          onConfirm={() =>
            void act(async () => {
              const { changeStatus } = await runGraphQL(CsrChangeStatusDocument, {
                userId: user.userId,
                status: chosenStatus as UserStatus,
              });
              setStatus('');
              changed(changeStatus, `The status is now ${statusLabel(changeStatus.userStatus)}.`);
            }).finally(() => setConfirmingStatus(false))
          }
        />
        <div className="csr-form">
          <label>
            Role
            <select value={chosenRole} onChange={(e) => setRoleId(e.target.value)} disabled={!roles.data}>
              <option value="">Choose a role</option>
              {offered.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={busy || !chosenRole || chosenRole === currentRoleId}
            onClick={() =>
              void act(async () => {
                const { setUserRole } = await runGraphQL(CsrSetUserRoleDocument, {
                  userId: user.userId,
                  roleId: chosenRole,
                });
                setRoleId('');
                changed(setUserRole, 'The role was set.');
              })
            }
          >
            Set Role
          </Button>
        </div>
        <div className="csr-toolbar">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                const { resetPassword } = await runGraphQL(CsrResetPasswordDocument, { email: user.email });
                setNotice(
                  resetPassword
                    ? { kind: 'success', text: `A temporary password was e-mailed to ${user.email}.` }
                    : { kind: 'danger', text: RESET_PASSWORD_FAILED },
                );
              })
            }
          >
            Reset Password
          </Button>
          {user.userStatus === 'PENDING_REGISTRATION' && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await runGraphQL(CsrResendDelegatedAdminInviteDocument, { authId: user.authId });
                  setAuditKey((k) => k + 1);
                  setNotice({ kind: 'success', text: `The invitation was sent again to ${user.email}.` });
                })
              }
            >
              Resend Invite
            </Button>
          )}
        </div>
      </section>

      <section className="csr-card" aria-labelledby="csr-user-addresses">
        <h2 id="csr-user-addresses">Addresses</h2>
        <UserAddresses
          user={user}
          busy={busy}
          onCommand={(command, successText) =>
            act(async () => {
              changed(await command(), successText);
            })
          }
        />
      </section>

      <section className="csr-card" aria-labelledby="csr-user-notes">
        <h2 id="csr-user-notes">Notes</h2>
        <CustomerNotes userId={user.userId} onAdded={() => setAuditKey((k) => k + 1)} />
      </section>

      <section className="csr-card" aria-labelledby="csr-user-organization">
        <h2 id="csr-user-organization">Assign Organization</h2>
        <AssignOrganization
          userName={name}
          busy={busy}
          onAssign={(accountId) =>
            act(async () => {
              const { changeUserOrg } = await runGraphQL(CsrChangeUserOrgDocument, {
                userId: user.userId,
                accountId,
              });
              const org = changeUserOrg.parentOrganization;
              changed(
                changeUserOrg,
                `${name} now belongs to ${org ? `${org.name} (${org.accountNumber})` : 'no organization'}.`,
              );
            })
          }
        />
      </section>

      <section className="csr-card" aria-labelledby="csr-user-impersonate">
        <h2 id="csr-user-impersonate">Impersonation</h2>
        <ImpersonationPanel userId={user.userId} userName={name} />
      </section>

      <section className="csr-card" aria-labelledby="csr-user-audit">
        <h2 id="csr-user-audit">Audit Log</h2>
        <UserAuditLog userId={user.userId} refreshKey={auditKey} />
      </section>
    </section>
  );
}
