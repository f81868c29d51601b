// /pages/csr/customerSupport/internalUserMgmt (CSR + Product_Owner_Admin or Developer_Admin; spec 7): internal
// associates (search by name or e-mail, in the URL) with their allowed organisations and actions; Edit Access
// replaces both (updateInternalAssociateAccess).
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import type { InternalAssociateRowFragment } from '../../gql/graphql';
import { associateKeys, internalAssociatesOptions, updateAssociateAccess } from './api/queries';
import { AssociateAccessDialog, type AssociateAccess } from './components/associate-access-dialog';
import { actionLabel } from './components/associate-actions';
import '../../shared/csr-pages.css';

const NO_FILTER = {};

export default function InternalUserMgmtPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [state, update] = useListState(NO_FILTER);
  const [draft, setDraft] = useUrlDraft(state, (s) => s.query);
  const [editing, setEditing] = useState<InternalAssociateRowFragment | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const associates = useQuery({
    ...internalAssociatesOptions(state.query),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.trim(), page: 1 });
  };
  const save = async (associate: InternalAssociateRowFragment, access: AssociateAccess) => {
    setSaving(true);
    setSaveError(null);
    try {
      await updateAssociateAccess({ userId: associate.userId, ...access });
      await queryClient.invalidateQueries({ queryKey: associateKeys.all });
      setEditing(null);
      setNotice(`The access of ${associate.firstName} ${associate.lastName} was saved.`);
    } catch (e) {
      setSaveError(userMessageOf(e, 'Something went wrong. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  const columns: DataColumn<InternalAssociateRowFragment>[] = [
    { field: 'name', label: 'Name', cell: (a) => `${a.firstName} ${a.lastName}` },
    { field: 'email', label: 'Email', cell: (a) => a.email },
    { field: 'department', label: 'Department', cell: (a) => a.department ?? '' },
    { field: 'organizations', label: 'Allowed organizations', cell: (a) => a.allowedAccountIds.length },
    {
      field: 'allowedActions',
      label: 'Allowed actions',
      cell: (a) => a.allowedActions.map(actionLabel).join(', ') || 'None',
    },
    {
      field: 'actions',
      label: 'Actions',
      cell: (associate) => (
        <Button
          variant="link"
          onClick={() => {
            setSaveError(null);
            setEditing(associate);
          }}
        >
          {/* the visible words start the name (WCAG 2.5.3): voice control answers to 'Edit Access' */}
          Edit Access<span className="visually-hidden"> of {associate.email}</span>
        </Button>
      ),
    },
  ];

  return (
    <section className="csr-page" aria-labelledby="csr-internal-users-title">
      <h1 id="csr-internal-users-title">Internal User Management</h1>
      {notice && (
        <Alert kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <form className="csr-search" role="search" aria-label="Search internal associates" onSubmit={submit}>
        <label>
          Search
          <input
            type="search"
            value={draft}
            placeholder="Name or email"
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Internal associates"
        columns={columns}
        rows={associates.data}
        rowKey={(associate) => associate.userId}
        loading={associates.isPending}
        error={associates.isError}
        loadingLabel="Loading the internal associates"
        errorMessage="The internal associates could not be loaded. Please try again."
      />
      {editing && (
        <AssociateAccessDialog
          associate={editing}
          busy={saving}
          error={saveError}
          onSave={(access) => void save(editing, access)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
