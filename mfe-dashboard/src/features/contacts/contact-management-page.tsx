// /pages/dashboard/admin/contactManagement (spec 2 'Administration', spec 7 'Contacts and users'): the delegated
// admin's users and contacts — search (state in the URL), create a user (who completes registration from the
// e-mailed link) or a contact without a login, edit, change the primary e-mail, deactivate (confirmed), resend the
// invite, CSV export, and each contact's notifications and phone numbers.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { useProfile, useSelectedOrganization } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import { downloadPageHref } from '../../shared/format';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList } from '@portal/shared-session/server-list';
import { DeactivateUserDocument, ResendUserInviteDocument, type ContactRowFragment } from '../../gql/graphql';
import { contactKeys, contactSearchOptions } from './api/queries';
import { EditContactDialog } from './components/edit-contact-dialog';
import { NewContactDialog } from './components/new-contact-dialog';
import { NewUserDialog } from './components/new-user-dialog';
import { NotificationDialog } from './components/notification-dialog';
import { PrimaryEmailDialog } from './components/primary-email-dialog';
import '../../shared/dashboard-pages.css';

const PAGE_SIZE = 10;
const CONTACT_CSV_ENDPOINT = '/contact/csvSearch';
const NO_FILTER: Record<string, never> = {};

const contactQueryParams = (state: ListState<typeof NO_FILTER>) => ({
  query: state.query || null,
  page: state.page - 1,
  size: PAGE_SIZE,
  sortOptions: state.sort ? { field: state.sort.field, direction: state.sort.direction } : null,
});

const fullName = (c: ContactRowFragment) => `${c.firstName} ${c.lastName}`;
const STATUS_LABELS: Record<string, string> = {
  PENDING_REGISTRATION: 'Invited',
  REGISTERED: 'Active',
  DELEGATED_REGISTERED: 'Active',
  DEACTIVATED: 'Deactivated',
};
const statusOf = (c: ContactRowFragment) =>
  c.authProfile ? (STATUS_LABELS[c.authProfile.userStatus] ?? c.authProfile.userStatus) : 'Contact';

type Dialog =
  | { kind: 'new' }
  | { kind: 'newContact' }
  | { kind: 'edit'; contact: ContactRowFragment }
  | { kind: 'email'; contact: ContactRowFragment }
  | { kind: 'deactivate'; contact: ContactRowFragment }
  | { kind: 'notifications'; contact: ContactRowFragment };

export default function ContactManagementPage() {
  const profile = useProfile();
  const selected = useSelectedOrganization();
  const accountId = selected?.accountId ?? profile.accountId ?? '';
  const queryClient = useQueryClient();
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: contactQueryParams,
    query: contactSearchOptions,
    total: (answer) => answer.searchContacts.totalRecords,
  });
  const { state, draft, setDraft, results } = list;
  const queryParams = list.request;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactKeys.all });

  const act = async (run: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice({ kind: 'success', text: success });
      await refresh();
    } catch (error) {
      setNotice({ kind: 'danger', text: userMessageOf(error, 'Something went wrong.') });
    } finally {
      setBusy(false);
    }
  };
  const deactivate = async (contact: ContactRowFragment) => {
    await act(
      () => runGraphQL(DeactivateUserDocument, { contactId: contact.contactId }),
      `${fullName(contact)} was deactivated.`,
    );
    setDialog(null);
  };

  const columns: DataColumn<ContactRowFragment>[] = [
    { field: 'name', label: 'Name', cell: fullName },
    { field: 'email', label: 'Email', cell: (c) => c.email ?? '' },
    { field: 'jobTitle', label: 'Job Title', cell: (c) => c.jobTitle ?? '' },
    { field: 'customer', label: 'Customer', cell: (c) => c.customer.customerName },
    { field: 'role', label: 'Role', cell: (c) => c.authProfile?.roles.map((r) => r.name).join(', ') ?? '' },
    { field: 'status', label: 'Status', cell: statusOf },
    {
      field: 'actions',
      label: 'Actions',
      cell: (contact) => {
        const status = contact.authProfile?.userStatus;
        const name = fullName(contact);
        return (
          <div className="dash-toolbar">
            <Button
              variant="link"
              aria-label={`Edit ${name}`}
              onClick={() => setDialog({ kind: 'edit', contact })}
            >
              Edit
            </Button>
            <Button
              variant="link"
              aria-label={`Change Email of ${name}`}
              onClick={() => setDialog({ kind: 'email', contact })}
            >
              Change Email
            </Button>
            <Button
              variant="link"
              aria-label={`Notifications for ${name}`}
              onClick={() => setDialog({ kind: 'notifications', contact })}
            >
              Notifications
            </Button>
            {status === 'PENDING_REGISTRATION' && (
              <Button
                variant="link"
                aria-label={`Resend Invite to ${name}`}
                disabled={busy}
                onClick={() =>
                  void act(
                    () => runGraphQL(ResendUserInviteDocument, { contactId: contact.contactId }),
                    `The invite was sent again to ${contact.email ?? name}.`,
                  )
                }
              >
                Resend Invite
              </Button>
            )}
            {status && status !== 'DEACTIVATED' && (
              <Button
                variant="link"
                aria-label={`Deactivate ${name}`}
                onClick={() => setDialog({ kind: 'deactivate', contact })}
              >
                Deactivate
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section className="dash-page" aria-labelledby="contacts-title">
      <header className="dash-page__header">
        <h1 id="contacts-title">User Management</h1>
        <div className="dash-toolbar">
          <Button onClick={() => setDialog({ kind: 'new' })} disabled={!accountId}>
            New User
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'newContact' })} disabled={!accountId}>
            New Contact
          </Button>
          <a
            className="pui-button pui-button--secondary"
            href={downloadPageHref(CONTACT_CSV_ENDPOINT, {
              query: queryParams.query,
              sortOptions: queryParams.sortOptions,
            })}
          >
            Export CSV
          </a>
        </div>
      </header>

      <SearchForm label="Search users and contacts" onSearch={list.search}>
        <SearchBox
          value={draft.query}
          placeholder="Name, email or job title"
          onChange={(query) => setDraft({ query })}
        />
        <label>
          Sort by
          <select
            value={state.sort ? `${state.sort.field}:${state.sort.direction}` : ''}
            onChange={(e) => {
              const [field, direction] = e.target.value.split(':');
              list.setSort(field ? { field, direction: direction === 'DESC' ? 'DESC' : 'ASC' } : null);
            }}
          >
            <option value="">Default</option>
            <option value="lastName:ASC">Last name A–Z</option>
            <option value="lastName:DESC">Last name Z–A</option>
            <option value="email:ASC">Email</option>
            <option value="customerName:ASC">Customer</option>
          </select>
        </label>
      </SearchForm>

      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <DataTable
        caption="Users and contacts"
        columns={columns}
        rows={results.data?.searchContacts.contacts}
        rowKey={(contact) => contact.contactId}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading users and contacts"
        errorMessage="The users and contacts could not be loaded. Please try again."
        footer={<Pager page={state.page} pages={list.pages} label="User pages" onPage={list.setPage} />}
      />

      <NewUserDialog
        open={dialog?.kind === 'new'}
        accountId={accountId}
        onClose={() => setDialog(null)}
        onCreated={(email) => {
          setDialog(null);
          setNotice({ kind: 'success', text: `An invitation was e-mailed to ${email}.` });
          void refresh();
        }}
      />
      <NewContactDialog
        open={dialog?.kind === 'newContact'}
        accountId={accountId}
        onClose={() => setDialog(null)}
        onCreated={(name) => {
          setDialog(null);
          setNotice({ kind: 'success', text: `${name} was added as a contact.` });
          void refresh();
        }}
      />
      {dialog?.kind === 'email' && (
        <PrimaryEmailDialog
          contact={dialog.contact}
          onClose={() => setDialog(null)}
          onSaved={(email) => {
            setDialog(null);
            setNotice({ kind: 'success', text: `The email address was changed to ${email}.` });
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditContactDialog
          contact={dialog.contact}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ kind: 'success', text: 'The contact was saved.' });
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'notifications' && (
        <NotificationDialog
          contactId={dialog.contact.contactId}
          contactName={fullName(dialog.contact)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deactivate'}
        title="Deactivate user"
        message={
          dialog?.kind === 'deactivate'
            ? `${fullName(dialog.contact)} will no longer be able to sign in. Deactivate this user?`
            : ''
        }
        confirmLabel="Deactivate"
        loading={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'deactivate') void deactivate(dialog.contact);
        }}
      />
    </section>
  );
}
