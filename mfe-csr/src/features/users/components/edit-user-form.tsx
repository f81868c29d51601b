// Editing a user's name and e-mail (spec 7): a changed e-mail is checked with checkEmailExists first
// (easily-missed 'Customer service'), so the agent sees the clash before anything is saved.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { userMessageOf } from '@portal/api-client';
import { newUserFormSchema } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { TextField } from '@portal/shared-ui/form-field';
import type { AdminUserRowFragment } from '../../../gql/graphql';
import { customerCommands, emailExists } from '../api/customer-screen';

export const EMAIL_TAKEN = 'A user with this email address already exists.';

const editUserSchema = newUserFormSchema.pick(['firstName', 'lastName', 'email']);

export interface EditUserFormProps {
  user: AdminUserRowFragment;
  onSaved: (user: AdminUserRowFragment) => void;
}

export function EditUserForm({ user, onSaved }: EditUserFormProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
      validationSchema={editUserSchema}
      enableReinitialize
      onSubmit={async (values) => {
        setError(null);
        const input = editUserSchema.cast(values);
        try {
          if (input.email.toLowerCase() !== user.email.toLowerCase()) {
            if (await emailExists(input.email)) {
              setError(EMAIL_TAKEN);
              return;
            }
          }
          onSaved(await customerCommands.edit({ userId: user.userId, ...input }));
        } catch (e) {
          setError(userMessageOf(e, 'The user could not be saved.'));
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form className="csr-form" aria-label="Edit user" noValidate>
          <TextField name="firstName" label="First Name" autoComplete="off" required />
          <TextField name="lastName" label="Last Name" autoComplete="off" required />
          <TextField name="email" label="Email" type="email" autoComplete="off" required />
          <Button type="submit" disabled={isSubmitting || !dirty}>
            Save
          </Button>
          {error && <Alert kind="danger">{error}</Alert>}
        </Form>
      )}
    </Formik>
  );
}
