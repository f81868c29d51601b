// Change a contact's primary e-mail (/contact/updateContactPrimaryEmail): for a portal user it is also the sign-in
// e-mail. The API refuses an e-mail another user has ('A user with this email address already exists.').
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { primaryEmailFormSchema } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { TextField } from '@portal/shared-ui/form-field';
import type { ContactRowFragment } from '../../../gql/graphql';
import { updateContactPrimaryEmail } from '../api/primary-email';

export interface PrimaryEmailDialogProps {
  contact: ContactRowFragment;
  onClose: () => void;
  onSaved: (email: string) => void;
}

export function PrimaryEmailDialog({ contact, onClose, onSaved }: PrimaryEmailDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal open title={`Change email of ${contact.firstName} ${contact.lastName}`} onClose={onClose}>
      <Formik
        initialValues={{ email: contact.email ?? '' }}
        validationSchema={primaryEmailFormSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const { email } = primaryEmailFormSchema.cast(values);
            await updateContactPrimaryEmail(contact.contactId, email);
            onSaved(email);
          } catch (error) {
            setFailure(userMessageOf(error, 'The email address could not be changed.'));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form className="dash-form" noValidate aria-label="Change email">
            <TextField name="email" label="Email" type="email" autoComplete="off" required />
            {contact.authProfile && <p>This is also the address the user signs in with.</p>}
            {failure && <Alert kind="danger">{failure}</Alert>}
            <div className="dash-toolbar">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                Save
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
