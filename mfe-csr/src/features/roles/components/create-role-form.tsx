// A new role: GLOBAL, or a company (ORGANIZATION) role of the chosen account, with its first privileges.
import { useState, type FormEvent } from 'react';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { CreateRoleDocument, type AllPrivilegesQuery } from '../../../gql/graphql';
import { PrivilegeChecklist } from './privilege-checklist';

export interface CreateRoleFormProps {
  privileges: AllPrivilegesQuery['getAllPrivileges'];
  /** the company shown on the page; empty creates a global role only */
  accountId: string;
  onCreated: (roleName: string) => void;
}

export function CreateRoleForm({ privileges, accountId, onCreated }: CreateRoleFormProps) {
  const [roleName, setRoleName] = useState('');
  const [scope, setScope] = useState<'GLOBAL' | 'ORGANIZATION'>('GLOBAL');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = roleName.trim();
    if (!name) {
      setError('Role name is required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await runGraphQL(CreateRoleDocument, {
        roleName: name,
        privileges: chosen,
        accountId: scope === 'ORGANIZATION' ? accountId : null,
      });
      setRoleName('');
      setChosen([]);
      onCreated(name);
    } catch (e) {
      setError(userMessageOf(e, 'The role could not be created.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="Create role" onSubmit={(e) => void submit(e)} noValidate>
      <div className="csr-form">
        <label>
          Role name
          <input value={roleName} maxLength={100} required onChange={(e) => setRoleName(e.target.value)} />
        </label>
        <label>
          Scope
          <select value={scope} onChange={(e) => setScope(e.target.value as 'GLOBAL' | 'ORGANIZATION')}>
            <option value="GLOBAL">Global</option>
            <option value="ORGANIZATION" disabled={!accountId}>
              This company
            </option>
          </select>
        </label>
      </div>
      <PrivilegeChecklist legend="Privileges" privileges={privileges} chosen={chosen} onChange={setChosen} />
      <Button type="submit" disabled={busy}>
        Create Role
      </Button>
      {error && <Alert kind="danger">{error}</Alert>}
    </form>
  );
}
