// Adds a phone number to a contact (/cns/addPhoneNumber, spec 7 'Notifications'); a text-enabled number makes the
// Text notification modes possible. Validated by the shared rules the API checks too.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import {
  addPhoneFormSchema,
  INITIAL_ADD_PHONE_VALUES,
  type AddPhoneFormValues,
} from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { CheckboxField, TextField } from '@portal/shared-ui/form-field';
import { addPhoneNumber } from '../api/notification-contact';
import type { NotificationContact } from '../types/notification-contact';

export interface AddPhoneFormProps {
  contactId: string;
  onAdded: (contact: NotificationContact) => void;
}

export function AddPhoneForm({ contactId, onAdded }: AddPhoneFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={INITIAL_ADD_PHONE_VALUES}
      validationSchema={addPhoneFormSchema}
      onSubmit={async (values: AddPhoneFormValues, { resetForm }) => {
        setFailure(null);
        try {
          const form = addPhoneFormSchema.cast(values);
          onAdded(await addPhoneNumber(contactId, form.phoneNumber, form.textEnabled));
          resetForm();
        } catch (error) {
          setFailure(userMessageOf(error, 'The phone number could not be added.'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="dash-form" noValidate aria-label="Add phone number">
          <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" required />
          <CheckboxField name="textEnabled" label="Can receive text messages" />
          {failure && <Alert kind="danger">{failure}</Alert>}
          <div className="dash-toolbar">
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              Add Phone Number
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
