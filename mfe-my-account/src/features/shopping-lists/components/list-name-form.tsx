// A list's name (create or rename), validated with the store's shoppingListName rule; the API's refusal of a
// duplicate name ('A shopping list with this name already exists.') shows on the field.
import { userMessageOf } from '@portal/api-client';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { SHOPPING_LIST_MESSAGES, sameListName, shoppingListName } from '@portal/rules/validation';
import { Button } from '@portal/shared-ui/button';
import { TextField } from '@portal/shared-ui/form-field';

export interface ListNameFormProps {
  label: string;
  submitLabel: string;
  initialName?: string;
  /** names of the user's other lists: a duplicate is refused before sending */
  otherNames: readonly string[];
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function ListNameForm({
  label,
  submitLabel,
  initialName = '',
  otherNames,
  onSubmit,
  onCancel,
}: ListNameFormProps) {
  const schema = yup.object({
    name: shoppingListName().test('name-free', SHOPPING_LIST_MESSAGES.nameTaken, (v) =>
      otherNames.every((existing) => !v || !sameListName(existing, v)),
    ),
  });
  return (
    <Formik
      initialValues={{ name: initialName }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await onSubmit(values.name.trim());
          helpers.resetForm({ values: { name: '' } });
        } catch (error) {
          helpers.setFieldError(
            'name',
            userMessageOf(error, 'The list could not be saved. Please try again.'),
          );
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="acct-row" noValidate>
          <TextField name="name" label={label} maxLength={100} required />
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Form>
      )}
    </Formik>
  );
}
