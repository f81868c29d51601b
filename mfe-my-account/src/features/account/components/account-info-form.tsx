// Name, phone ((000) 000-0000 as typed) and the subscribed flag, validated with accountInfoSchema (the API's).
import { userMessageOf } from '@portal/api-client';
import { Form, Formik } from 'formik';
import { ACCOUNT_NAME_MAX, accountInfoSchema, formatPhoneNumber } from '@portal/rules/validation';
import { showToast } from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';
import { CheckboxField, TextField } from '@portal/shared-ui/form-field';
import { updateAccountInfo } from '../api/account';

export interface AccountInfoValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  subscribed: boolean;
}

export function AccountInfoForm({ initial, onSaved }: { initial: AccountInfoValues; onSaved: () => void }) {
  return (
    <Formik<AccountInfoValues>
      initialValues={initial}
      validationSchema={accountInfoSchema}
      onSubmit={async (values, helpers) => {
        try {
          await updateAccountInfo({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phoneNumber: values.phoneNumber || null,
            subscribed: values.subscribed,
          });
          showToast({ kind: 'success', message: 'Your account information was saved.' });
          helpers.resetForm({ values });
          onSaved();
        } catch (error) {
          showToast({
            kind: 'error',
            message: userMessageOf(error, 'Your account information could not be saved.'),
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form className="acct-form" noValidate aria-labelledby="info-title">
          <h2 id="info-title">Account Information</h2>
          <TextField
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            maxLength={ACCOUNT_NAME_MAX}
            required
          />
          <TextField
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            maxLength={ACCOUNT_NAME_MAX}
            required
          />
          <TextField
            name="phoneNumber"
            label="Phone Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(000) 000-0000"
            maxLength={14}
            format={formatPhoneNumber}
          />
          <CheckboxField name="subscribed" label="Subscribe to news and offers by email" />
          <div>
            <Button type="submit" loading={isSubmitting} disabled={!dirty}>
              Save
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
