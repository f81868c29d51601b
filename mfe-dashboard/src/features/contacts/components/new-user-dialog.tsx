// Create a user (spec 3 'New user input'): a contact of the organisation with a portal login in the chosen role;
// the API e-mails the delegated-registration link.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { INITIAL_NEW_USER_VALUES, newUserFormSchema, type NewUserFormValues } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { CreateUserDocument } from '../../../gql/graphql';
import { assignableRolesOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';

export interface NewUserDialogProps {
  open: boolean;
  accountId: string;
  onClose: () => void;
  onCreated: (email: string) => void;
}

export function NewUserDialog({ open, accountId, onClose, onCreated }: NewUserDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const roles = useQuery({
    ...assignableRolesOptions(useOrganizationScope(), accountId),
    enabled: open && accountId !== '',
  });
  const submit = async (values: NewUserFormValues) => {
    setFailure(null);
    try {
      const form = newUserFormSchema.cast(values);
      await runGraphQL(CreateUserDocument, {
        user: {
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          accountId,
          roleId: form.roleId,
          phoneNumber: form.phoneNumber || null,
          jobTitle: form.jobTitle || null,
        },
      });
      onCreated(form.email);
    } catch (error) {
      setFailure(userMessageOf(error, 'The user could not be created.'));
    }
  };
  return (
    <Modal open={open} title="New User" onClose={onClose}>
      <Formik initialValues={INITIAL_NEW_USER_VALUES} validationSchema={newUserFormSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="dash-form" noValidate aria-label="New user">
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" autoComplete="off" required />
            <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" />
            <TextField name="jobTitle" label="Job Title" autoComplete="off" />
            <SelectField
              name="roleId"
              label="Role"
              required
              placeholder={roles.isPending ? 'Loading roles' : 'Select a role'}
              options={(roles.data?.assignableRoles ?? []).map((r) => ({ code: r.id, name: r.name }))}
            />
            {roles.isError && <Alert kind="danger">The roles could not be loaded.</Alert>}
            {failure && <Alert kind="danger">{failure}</Alert>}
            <div className="dash-toolbar">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Create User
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
