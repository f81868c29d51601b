// /pages/csr/customerSupport/user?email=…&tab=… (spec 7 'Customer service'; issue 41): one screen per customer in
// tabs — profile and organisation (edit name and e-mail, assign organisation, reset password, resend the
// delegated-admin invite, Impersonate), role and privileges, status with its history (a change is confirmed
// first), addresses, recent supply and training orders, current carts, service requests, sign-in history, the
// agent's notes and the audit log. The tab is in the URL, so a reload or a shared link opens the same one; each
// tab asks for its own part when opened.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession, formatDate } from '@portal/shared-session';
import { Link, useNavigate, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { Tabs } from '@portal/shared-ui/tabs';
import type { AdminUserRowFragment, UserStatus } from '../../gql/graphql';
import { adminUserKeys, customerKeys } from './api/queries';
import { customerCommands, useCustomerAssignableRoles, useCustomerByEmail } from './api/customer-screen';
import { AssignOrganization } from './components/assign-organization';
import {
  CustomerCartsTab,
  CustomerOrdersTab,
  CustomerPrivileges,
  CustomerServiceRequestsTab,
  CustomerSignInsTab,
  CustomerStatusHistory,
} from './components/customer-activity';
import { CustomerNotes } from './components/customer-notes';
import { EditUserForm } from './components/edit-user-form';
import { ImpersonationPanel } from './components/impersonation-panel';
import { UserAddresses } from './components/user-addresses';
import { UserAuditLog } from './components/user-audit-log';
import { auditPageHref, userPageHref } from './user-page-href';
import { RESET_PASSWORD_FAILED, USER_STATUSES, isB2CUser, statusLabel } from './user-rules';
import '../../shared/csr-pages.css';

const SEARCH_PAGE = '/pages/csr/customerSupport';
/** GUEST is a session-only status: the API does not store it */
const SETTABLE_STATUSES = USER_STATUSES.filter((s) => s !== 'GUEST');

/** The screen's tabs, in the order an agent works a call; the id is the URL's `tab`. */
const CUSTOMER_TABS = [
  { id: 'profile', label: 'Profile and Organization' },
  { id: 'role', label: 'Role and Privileges' },
  { id: 'status', label: 'Status' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'orders', label: 'Orders' },
  { id: 'carts', label: 'Carts' },
  { id: 'service-requests', label: 'Service Requests' },
  { id: 'sign-ins', label: 'Sign-ins' },
  { id: 'notes', label: 'Notes' },
  { id: 'audit', label: 'Audit Log' },
] as const;
type CustomerTab = (typeof CUSTOMER_TABS)[number]['id'];
const DEFAULT_TAB: CustomerTab = 'profile';

type Notice = { kind: 'success' | 'danger'; text: string };

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="csr-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function UserPage() {
  const initialized = useSession((s) => s.initialized);
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const tab = (CUSTOMER_TABS.find((t) => t.id === params.get('tab'))?.id ?? DEFAULT_TAB) as CustomerTab;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [confirmingStatus, setConfirmingStatus] = useState(false);
  const [roleId, setRoleId] = useState('');

  const lookup = useCustomerByEmail(email, initialized && email !== '');
  const user = lookup.data ?? null;
  const roles = useCustomerAssignableRoles(initialized && user ? user.userId : undefined);

  const chooseTab = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === DEFAULT_TAB) search.delete('tab');
    else search.set('tab', next);
    setNotice(null);
    setParams(search, { replace: true });
  };
  const changed = (next: AdminUserRowFragment, text: string) => {
    // the change answers the profile; every other open part (status history, audit log…) and the search's rows
    // are asked again
    queryClient.setQueryData(customerKeys.detail(next.email, 'profile'), next);
    void queryClient.invalidateQueries({
      queryKey: customerKeys.all,
      predicate: (query) => customerKeys.isPartBesidesProfile(query.queryKey),
    });
    void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    setNotice({ kind: 'success', text });
    if (next.email !== email) {
      const href = userPageHref(next.email);
      void navigate(tab === DEFAULT_TAB ? href : `${href}&tab=${tab}`, { replace: true });
    }
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
  const offered = roles.data ?? [];
  const chosenRole = roleId || (offered.some((r) => r.id === currentRoleId) ? currentRoleId : '');
  const organization = user.parentOrganization
    ? `${user.parentOrganization.name} (${user.parentOrganization.accountNumber})`
    : (user.userEnteredBusinessName ?? 'None');

  const panels: Record<CustomerTab, () => ReactNode> = {
    profile: () => (
      <>
        <dl className="csr-details">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Status</dt>
          <dd>{statusLabel(user.userStatus)}</dd>
          <dt>Type</dt>
          <dd>{user.isInternalAssociate ? 'Internal associate' : isB2CUser(user) ? 'B2C' : 'B2B'}</dd>
          <dt>Organization</dt>
          <dd>{organization}</dd>
          <dt>Role</dt>
          <dd>{user.roles.map((r) => r.roleName).join(', ') || 'None'}</dd>
          <dt>Registered</dt>
          <dd>{formatDate(user.registrationDate)}</dd>
        </dl>
        <Card id="csr-user-edit" title="Name and email">
          <EditUserForm user={user} onSaved={(next) => changed(next, 'The user was saved.')} />
        </Card>
        <Card id="csr-user-organization" title="Assign Organization">
          <AssignOrganization
            userName={name}
            busy={busy}
            onAssign={(accountId) =>
              act(async () => {
                const next = await customerCommands.changeOrganization(user.userId, accountId);
                const org = next.parentOrganization;
                changed(
                  next,
                  `${name} now belongs to ${org ? `${org.name} (${org.accountNumber})` : 'no organization'}.`,
                );
              })
            }
          />
        </Card>
        <Card id="csr-user-account" title="Account">
          <div className="csr-toolbar">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const sent = await customerCommands.resetPassword(user.email);
                  setNotice(
                    sent
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
                    await customerCommands.resendInvite(user.authId);
                    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
                    setNotice({ kind: 'success', text: `The invitation was sent again to ${user.email}.` });
                  })
                }
              >
                Resend Invite
              </Button>
            )}
          </div>
        </Card>
        <Card id="csr-user-impersonate" title="Impersonation">
          <ImpersonationPanel userId={user.userId} userName={name} />
        </Card>
      </>
    ),
    role: () => (
      <>
        <Card id="csr-user-role" title="Role">
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
                  const next = await customerCommands.setRole(user.userId, chosenRole);
                  setRoleId('');
                  changed(next, 'The role was set.');
                })
              }
            >
              Set Role
            </Button>
          </div>
          <Link
            to={`${SEARCH_PAGE}/userPrivilegeEditor?${new URLSearchParams({ email: user.email }).toString()}`}
          >
            Revoke or restore privileges
          </Link>
        </Card>
        <CustomerPrivileges userId={user.userId} />
      </>
    ),
    status: () => (
      <>
        <Card id="csr-user-status" title="Change Status">
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
                const next = await customerCommands.changeStatus(user.userId, chosenStatus as UserStatus);
                setStatus('');
                changed(next, `The status is now ${statusLabel(next.userStatus)}.`);
              }).finally(() => setConfirmingStatus(false))
            }
          />
        </Card>
        <CustomerStatusHistory userId={user.userId} />
      </>
    ),
    addresses: () => (
      <Card id="csr-user-addresses" title="Addresses">
        <UserAddresses
          user={user}
          busy={busy}
          onCommand={(command, successText) =>
            act(async () => {
              changed(await command(), successText);
            })
          }
        />
      </Card>
    ),
    orders: () => <CustomerOrdersTab userId={user.userId} />,
    carts: () => <CustomerCartsTab userId={user.userId} />,
    'service-requests': () => <CustomerServiceRequestsTab userId={user.userId} />,
    'sign-ins': () => <CustomerSignInsTab userId={user.userId} />,
    notes: () => (
      <Card id="csr-user-notes" title="Notes">
        <CustomerNotes
          userId={user.userId}
          onAdded={() => void queryClient.invalidateQueries({ queryKey: customerKeys.all })}
        />
      </Card>
    ),
    audit: () => (
      <Card id="csr-user-audit" title="Audit Log">
        <UserAuditLog userId={user.userId} />
        <Link to={auditPageHref(user.email)}>Everything done to {name} on the audit page</Link>
      </Card>
    ),
  };

  return (
    <section className="csr-page" aria-labelledby="csr-user-title">
      <Link to={SEARCH_PAGE}>Back to the user search</Link>
      <h1 id="csr-user-title">{name}</h1>
      <p className="csr-subtitle">
        {user.email} · {statusLabel(user.userStatus)} · {organization}
      </p>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Tabs label={`${name}'s account`} tabs={CUSTOMER_TABS} selected={tab} onSelect={chooseTab}>
        {panels[tab]()}
      </Tabs>
    </section>
  );
}
