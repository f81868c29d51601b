// A new e-mail address: the API mails a link to it, and the address changes only when that link is followed.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { registrationEmail } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { TextField } from '@portal/shared-ui/form-field';
import { requestEmailChange } from '../api/account';

const schema = yup.object({ newEmail: registrationEmail() });

export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ newEmail: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await requestEmailChange(values.newEmail.trim());
          setSentTo(values.newEmail.trim());
          helpers.resetForm();
        } catch (error) {
          helpers.setFieldError('newEmail', userMessageOf(error, 'The email change could not be requested.'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="acct-form" noValidate aria-labelledby="email-title">
          <h2 id="email-title">Email Address</h2>
          <p>Current email address: {currentEmail}</p>
          {sentTo && (
            <Alert kind="info">
              We sent a link to {sentTo}. Your email address changes when you follow it.
            </Alert>
          )}
          <TextField name="newEmail" label="New Email Address" type="email" autoComplete="email" required />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change Email
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
