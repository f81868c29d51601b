// /pages/csr/customerSupport/roleEditor?roleId=… (spec 7): one role's privileges, saved as a whole
// (setRolePrivileges replaces the list).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  RoleEditorPrivilegesDocument,
  RolePrivilegesDocument,
  SetRolePrivilegesDocument,
} from '../../gql/graphql';
import { PrivilegeChecklist } from './components/privilege-checklist';
import '../../shared/csr-pages.css';

export default function RoleEditorPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const [draft, setDraft] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const current = useQuery({
    queryKey: ['csr', 'role-privileges', roleId],
    queryFn: ({ signal }) => runGraphQL(RolePrivilegesDocument, { roleId }, { signal }),
    enabled: initialized && roleId !== '',
  });
  // only what setRolePrivileges accepts for this role: privileges of its class
  const all = useQuery({
    queryKey: ['csr', 'privileges', roleId],
    queryFn: ({ signal }) => runGraphQL(RoleEditorPrivilegesDocument, { roleId }, { signal }),
    enabled: initialized && roleId !== '',
  });

  const save = async (privileges: string[]) => {
    setBusy(true);
    setNotice(null);
    try {
      const { setRolePrivileges } = await runGraphQL(SetRolePrivilegesDocument, { roleId, privileges });
      queryClient.setQueryData(['csr', 'role-privileges', roleId], {
        getPrivilegesByRole: setRolePrivileges,
      });
      setDraft(null);
      setNotice({ kind: 'success', text: 'The privileges were saved.' });
    } catch (e) {
      setNotice({
        kind: 'danger',
        text: userMessageOf(e, 'The privileges could not be saved.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (!roleId) return <Alert kind="warning">No role was chosen.</Alert>;
    if (current.isPending || all.isPending) return <Spinner label="Loading the role's privileges" />;
    if (current.isError || all.isError)
      return <Alert kind="danger">The role's privileges could not be loaded.</Alert>;
    const chosen = draft ?? current.data.getPrivilegesByRole;
    return (
      <form
        aria-label="Role privileges"
        onSubmit={(e) => {
          e.preventDefault();
          void save(chosen);
        }}
      >
        <PrivilegeChecklist
          legend="Privileges"
          privileges={all.data.getAllPrivileges}
          chosen={chosen}
          onChange={setDraft}
        />
        <Button type="submit" disabled={busy || draft === null}>
          Save Privileges
        </Button>
      </form>
    );
  };

  return (
    <section className="csr-page" aria-labelledby="csr-role-editor-title">
      <Link to="/pages/csr/customerSupport/roleManagement">Back to Role Management</Link>
      <h1 id="csr-role-editor-title">Role Editor</h1>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {body()}
    </section>
  );
}
