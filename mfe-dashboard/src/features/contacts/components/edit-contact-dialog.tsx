// Edit a contact: names, job title and, for a contact with a portal login, its role.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { contactEditFormSchema } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { UpdateContactDocument, type ContactRowFragment } from '../../../gql/graphql';
import { assignableRolesOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';

export interface EditContactDialogProps {
  contact: ContactRowFragment;
  onClose: () => void;
  onSaved: () => void;
}

export function EditContactDialog({ contact, onClose, onSaved }: EditContactDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const isUser = contact.authProfile !== null && contact.authProfile !== undefined;
  const roles = useQuery({
    ...assignableRolesOptions(useOrganizationScope(), contact.customer.accountId),
    enabled: isUser,
  });
  const currentRole = contact.authProfile?.roles[0]?.id ?? '';
  const initialValues = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    jobTitle: contact.jobTitle ?? '',
    roleId: currentRole,
  };
  return (
    <Modal open title={`Edit ${contact.firstName} ${contact.lastName}`} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        validationSchema={contactEditFormSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const form = contactEditFormSchema.cast(values);
            await runGraphQL(UpdateContactDocument, {
              contact: {
                contactId: contact.contactId,
                firstName: form.firstName,
                lastName: form.lastName,
                jobTitle: form.jobTitle ?? '',
                roleId: isUser && form.roleId && form.roleId !== currentRole ? form.roleId : null,
              },
            });
            onSaved();
          } catch (error) {
            setFailure(userMessageOf(error, 'The contact could not be saved.'));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form className="dash-form" noValidate aria-label="Edit contact">
            <TextField name="firstName" label="First Name" required />
            <TextField name="lastName" label="Last Name" required />
            <TextField name="jobTitle" label="Job Title" />
            {isUser && (
              <SelectField
                name="roleId"
                label="Role"
                options={(roles.data?.assignableRoles ?? contact.authProfile?.roles ?? []).map((r) => ({
                  code: r.id,
                  name: r.name,
                }))}
              />
            )}
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
