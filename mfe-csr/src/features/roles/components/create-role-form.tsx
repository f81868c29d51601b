// A new role: GLOBAL, or a company (ORGANIZATION) role of the chosen account, with its first privileges. Formik
// with the shared schema (@portal/rules/validation), like every form that edits data.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { userMessageOf } from '@portal/api-client';
import { INITIAL_ROLE_FORM_VALUES, roleFormSchema, type RoleFormValues } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import type { AllPrivilegesQuery } from '../../../gql/graphql';
import { roleCommands } from '../api/role-editor';
import { PrivilegeChecklist } from './privilege-checklist';

export interface CreateRoleFormProps {
  privileges: AllPrivilegesQuery['getAllPrivileges'];
  /** the company shown on the page; empty creates a global role only */
  accountId: string;
  onCreated: (roleName: string) => void;
}

export function CreateRoleForm({ privileges, accountId, onCreated }: CreateRoleFormProps) {
  const [error, setError] = useState<string | null>(null);
  // a company role needs the company shown on the page
  const scopes = [
    { code: 'GLOBAL', name: 'Global' },
    ...(accountId ? [{ code: 'ORGANIZATION', name: 'This company' }] : []),
  ];

  const submit = async (values: RoleFormValues, reset: () => void) => {
    setError(null);
    const { roleName, scope } = roleFormSchema.cast(values);
    try {
      await roleCommands.create(roleName, values.privileges, scope === 'ORGANIZATION' ? accountId : null);
      reset();
      onCreated(roleName);
    } catch (e) {
      setError(userMessageOf(e, 'The role could not be created.'));
    }
  };

  return (
    <Formik<RoleFormValues>
      initialValues={INITIAL_ROLE_FORM_VALUES}
      validationSchema={roleFormSchema}
      onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
    >
      {({ values, setFieldValue, isSubmitting }) => (
        <Form aria-label="Create role" noValidate>
          <div className="csr-form">
            <TextField name="roleName" label="Role name" maxLength={100} required />
            <SelectField name="scope" label="Scope" options={scopes} />
          </div>
          <PrivilegeChecklist
            legend="Privileges"
            privileges={privileges}
            chosen={values.privileges}
            onChange={(next) => void setFieldValue('privileges', next)}
          />
          <Button type="submit" disabled={isSubmitting}>
            Create Role
          </Button>
          {error && <Alert kind="danger">{error}</Alert>}
        </Form>
      )}
    </Formik>
  );
}
