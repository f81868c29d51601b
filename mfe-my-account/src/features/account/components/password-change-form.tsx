// The password change: the current password, then a new one meeting the checklist the API checks (isStrongPassword).
import { userMessageOf } from '@portal/api-client';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { ACCOUNT_INFO_MESSAGES, PASSWORD_CHECKLIST, isStrongPassword } from '@portal/rules/validation';
import { showToast } from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';
import { TextField } from '@portal/shared-ui/form-field';
import { changePassword } from '../api/account';

const schema = yup.object({
  currentPassword: yup.string().required(ACCOUNT_INFO_MESSAGES.passwordRequired),
  newPassword: yup
    .string()
    .required(ACCOUNT_INFO_MESSAGES.passwordRequired)
    .test('rules', ACCOUNT_INFO_MESSAGES.passwordRules, (v) => !!v && isStrongPassword(v)),
});

export function PasswordChangeForm() {
  return (
    <Formik
      initialValues={{ currentPassword: '', newPassword: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await changePassword(values.currentPassword, values.newPassword);
          helpers.resetForm();
          showToast({ kind: 'success', message: 'Your password was changed.' });
        } catch (error) {
          helpers.setFieldError(
            'currentPassword',
            userMessageOf(error, 'The password could not be changed.'),
          );
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="acct-form" noValidate aria-labelledby="password-title">
          <h2 id="password-title">Change Password</h2>
          <TextField
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            name="newPassword"
            label="New Password"
            type="password"
            autoComplete="new-password"
            describedBy="password-rules"
            required
          />
          <ul id="password-rules">
            {PASSWORD_CHECKLIST.map((rule) => (
              <li key={rule.id}>{rule.label}</li>
            ))}
          </ul>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change Password
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
