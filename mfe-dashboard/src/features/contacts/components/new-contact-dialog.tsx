// Create a contact who is not a portal user (createContact, spec 7 'Contacts and users'): names, optional e-mail,
// phone and job title; no role and no invitation.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import {
  INITIAL_NEW_CONTACT_VALUES,
  newContactFormSchema,
  type NewContactFormValues,
} from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { TextField } from '@portal/shared-ui/form-field';
import { CreateContactDocument } from '../../../gql/graphql';

export interface NewContactDialogProps {
  open: boolean;
  accountId: string;
  onClose: () => void;
  onCreated: (name: string) => void;
}

export function NewContactDialog({ open, accountId, onClose, onCreated }: NewContactDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: NewContactFormValues) => {
    setFailure(null);
    try {
      const form = newContactFormSchema.cast(values);
      await runGraphQL(CreateContactDocument, {
        contact: {
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email || null,
          accountId,
          phoneNumber: form.phoneNumber || null,
          jobTitle: form.jobTitle || null,
        },
      });
      onCreated(`${form.firstName} ${form.lastName}`);
    } catch (error) {
      setFailure(userMessageOf(error, 'The contact could not be created.'));
    }
  };
  return (
    <Modal open={open} title="New Contact" onClose={onClose}>
      <Formik
        initialValues={INITIAL_NEW_CONTACT_VALUES}
        validationSchema={newContactFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="dash-form" noValidate aria-label="New contact">
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" />
            <TextField name="jobTitle" label="Job Title" autoComplete="off" />
            {failure && <Alert kind="danger">{failure}</Alert>}
            <div className="dash-toolbar">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Create Contact
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
