// /pages/csr/customerSupport/roleManagement (CSR_Role_Management; spec 7): global roles and one company's roles
// (account id in the URL), create and delete roles (delete is confirmed), the company's default role; each role's
// privileges are edited on the role editor.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import type { RoleRowFragment } from '../../gql/graphql';
import { CompanyDefaultRoleForm } from './components/company-default-role-form';
import { CreateRoleForm } from './components/create-role-form';
import {
  allPrivilegesOptions,
  companyDefaultRoleChoicesOptions,
  companyRolesOptions,
  globalRolesOptions,
  roleCommands,
  roleKeys,
} from './api/role-editor';
import '../../shared/csr-pages.css';

const ROLE_EDITOR = '/pages/csr/customerSupport/roleEditor';
type Notice = { kind: 'success' | 'danger'; text: string };

interface RoleTableProps {
  caption: string;
  roles: RoleRowFragment[] | undefined;
  loading: boolean;
  error: boolean;
  loadingLabel: string;
  errorMessage: string;
  onDelete: (role: RoleRowFragment) => void;
}

function RoleTable({ roles, onDelete, ...states }: RoleTableProps) {
  const columns: DataColumn<RoleRowFragment>[] = [
    { field: 'roleName', label: 'Role', cell: (role) => role.roleName },
    {
      field: 'actions',
      label: 'Actions',
      cell: (role) => (
        <div className="csr-toolbar">
          <Link to={`${ROLE_EDITOR}?roleId=${encodeURIComponent(role.roleId)}`}>
            Privileges<span className="visually-hidden"> of {role.roleName}</span>
          </Link>
          <Button variant="link" aria-label={`Delete ${role.roleName}`} onClick={() => onDelete(role)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable {...states} columns={columns} rows={roles} rowKey={(role) => role.roleId} />;
}

export default function RoleManagementPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const accountId = params.get('accountId') ?? '';
  const [draft, setDraft] = useState(accountId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<RoleRowFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const globalRoles = useQuery({ ...globalRolesOptions(), enabled: initialized });
  const companyRoles = useQuery({
    ...companyRolesOptions(accountId),
    enabled: initialized && accountId !== '',
  });
  const defaultChoices = useQuery({
    ...companyDefaultRoleChoicesOptions(accountId),
    enabled: initialized && accountId !== '',
  });
  const privileges = useQuery({ ...allPrivilegesOptions(), enabled: initialized });
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });

  const act = async (run: () => Promise<unknown>, text: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice({ kind: 'success', text });
      await refresh();
    } catch (e) {
      setNotice({ kind: 'danger', text: userMessageOf(e, 'Something went wrong.') });
    } finally {
      setBusy(false);
    }
  };
  const showCompany = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? new URLSearchParams({ accountId: draft.trim() }) : new URLSearchParams());
  };

  const company = companyRoles.data;

  return (
    <section className="csr-page" aria-labelledby="csr-roles-title">
      <h1 id="csr-roles-title">Role Management</h1>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <section className="csr-card" aria-labelledby="csr-global-roles">
        <h2 id="csr-global-roles">Global Roles</h2>
        <RoleTable
          caption="Global roles"
          roles={globalRoles.data}
          loading={globalRoles.isPending}
          error={globalRoles.isError}
          loadingLabel="Loading global roles"
          errorMessage="The global roles could not be loaded."
          onDelete={setDeleting}
        />
      </section>

      <section className="csr-card" aria-labelledby="csr-company-roles">
        <h2 id="csr-company-roles">Company Roles</h2>
        <form className="csr-search" role="search" aria-label="Company" onSubmit={showCompany}>
          <label>
            Company account ID
            <input value={draft} onChange={(e) => setDraft(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary">
            Show Roles
          </Button>
        </form>
        {accountId === '' ? null : companyRoles.isPending ? (
          <Spinner label="Loading company roles" />
        ) : companyRoles.isError || !company ? (
          <Alert kind="danger">The company's roles could not be loaded.</Alert>
        ) : (
          <>
            <RoleTable
              caption="Company roles"
              roles={company.organizationalRoles}
              // the company has come (above): its default role's form needs it too
              loading={false}
              error={false}
              loadingLabel="Loading company roles"
              errorMessage="The company's roles could not be loaded."
              onDelete={setDeleting}
            />
            <CompanyDefaultRoleForm
              current={company.defaultRoleName}
              choices={defaultChoices.data ?? []}
              busy={busy}
              onSave={(roleName) =>
                act(
                  () => roleCommands.setCompanyDefault(accountId, roleName),
                  `${roleName} is now the company's default role.`,
                )
              }
            />
          </>
        )}
      </section>

      <section className="csr-card" aria-labelledby="csr-new-role">
        <h2 id="csr-new-role">New Role</h2>
        {privileges.data ? (
          <CreateRoleForm
            privileges={privileges.data}
            accountId={accountId}
            onCreated={(name) => {
              setNotice({ kind: 'success', text: `The role ${name} was created.` });
              void refresh();
            }}
          />
        ) : privileges.isError ? (
          <Alert kind="danger">The privileges could not be loaded.</Alert>
        ) : (
          <Spinner label="Loading privileges" />
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete role"
        message={deleting ? `Delete the role ${deleting.roleName}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        loading={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const role = deleting;
          if (!role) return;
          void act(() => roleCommands.remove(role.roleId), `The role ${role.roleName} was deleted.`).then(
            () => setDeleting(null),
          );
        }}
      />
    </section>
  );
}
