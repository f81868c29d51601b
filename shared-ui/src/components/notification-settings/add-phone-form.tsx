// Adds a phone number to a contact (/cns/addPhoneNumber, spec 7 'Notifications'); a text-enabled number makes the
// Text notification modes possible. Validated by the shared rules the API checks too. One form for the dashboard's
// contacts and My Account's own notification settings; the caller says whose contact it goes to.
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

export interface AddPhoneFormProps<Contact> {
  /** sends the number; answers the contact as it is after */
  add: (phoneNumber: string, textEnabled: boolean) => Promise<Contact>;
  onAdded: (contact: Contact) => void;
  /** the words for a refused add (the API's message, through the caller's client) */
  failureMessage: (error: unknown) => string;
  /** the form's and its button row's classes (the area's layout) */
  className?: string;
  toolbarClassName?: string;
}

export function AddPhoneForm<Contact>({
  add,
  onAdded,
  failureMessage,
  className,
  toolbarClassName,
}: AddPhoneFormProps<Contact>) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={INITIAL_ADD_PHONE_VALUES}
      validationSchema={addPhoneFormSchema}
      onSubmit={async (values: AddPhoneFormValues, { resetForm }) => {
        setFailure(null);
        try {
          const form = addPhoneFormSchema.cast(values);
          onAdded(await add(form.phoneNumber, form.textEnabled));
          resetForm();
        } catch (error) {
          setFailure(failureMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={className} noValidate aria-label="Add phone number">
          <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" required />
          <CheckboxField name="textEnabled" label="Can receive text messages" />
          {failure && <Alert kind="danger">{failure}</Alert>}
          <div className={toolbarClassName}>
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              Add Phone Number
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
