// /pages/csr/customerSupport/roleEditor?roleId=… (spec 7): one role's privileges, saved as a whole
// (setRolePrivileges replaces the list). The heading names the role (issue 41).
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { rolePrivilegesSchema, type RolePrivilegesValues } from '@portal/rules/validation';
import { useSession } from '@portal/shared-session';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  rolePrivilegeChoicesOptions,
  roleOptions,
  rolePrivilegesOptions,
  setRolePrivileges,
} from './api/role-editor';
import { PrivilegeChecklist } from './components/privilege-checklist';
import '../../shared/csr-pages.css';

export default function RoleEditorPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const enabled = initialized && roleId !== '';
  const role = useQuery({ ...roleOptions(roleId), enabled });
  const current = useQuery({ ...rolePrivilegesOptions(roleId), enabled });
  // only what setRolePrivileges accepts for this role: privileges of its class
  const all = useQuery({ ...rolePrivilegeChoicesOptions(roleId), enabled });

  const save = async ({ privileges }: RolePrivilegesValues) => {
    setNotice(null);
    try {
      const saved = await setRolePrivileges(roleId, privileges);
      queryClient.setQueryData(rolePrivilegesOptions(roleId).queryKey, saved);
      setNotice({ kind: 'success', text: 'The privileges were saved.' });
    } catch (e) {
      setNotice({
        kind: 'danger',
        text: userMessageOf(e, 'The privileges could not be saved.'),
      });
    }
  };

  const body = () => {
    if (!roleId) return <Alert kind="warning">No role was chosen.</Alert>;
    if (current.isPending || all.isPending) return <Spinner label="Loading the role's privileges" />;
    if (current.isError || all.isError)
      return <Alert kind="danger">The role's privileges could not be loaded.</Alert>;
    return (
      // the saved privileges are the form's start; Save waits for a change
      <Formik<RolePrivilegesValues>
        initialValues={{ privileges: current.data }}
        enableReinitialize
        validationSchema={rolePrivilegesSchema}
        onSubmit={save}
      >
        {({ values, setFieldValue, dirty, isSubmitting }) => (
          <Form aria-label="Role privileges">
            <PrivilegeChecklist
              legend="Privileges"
              privileges={all.data}
              chosen={values.privileges}
              onChange={(next) => void setFieldValue('privileges', next)}
            />
            <Button type="submit" disabled={isSubmitting || !dirty}>
              Save Privileges
            </Button>
          </Form>
        )}
      </Formik>
    );
  };

  return (
    <section className="csr-page" aria-labelledby="csr-role-editor-title">
      <Link to="/pages/csr/customerSupport/roleManagement">Back to Role Management</Link>
      <h1 id="csr-role-editor-title">{role.data ? `Role Editor: ${role.data.roleName}` : 'Role Editor'}</h1>
      {role.data && (
        <p className="csr-subtitle">
          {role.data.scope === 'GLOBAL' ? 'A global role' : 'A company role'} for{' '}
          {role.data.roleClass === 'STAFF' ? 'staff' : 'customers'}
        </p>
      )}
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {body()}
    </section>
  );
}
