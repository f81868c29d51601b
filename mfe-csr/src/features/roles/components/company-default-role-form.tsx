// A company's default role (setCompanyDefaultRole): a Formik form on the shared schema, offering exactly the roles
// the API accepts (the company's customer roles); it follows the saved default when the page reloads it.
import { Form, Formik } from 'formik';
import { companyDefaultRoleSchema, type CompanyDefaultRoleValues } from '@portal/rules/validation';
import { Button } from '@portal/shared-ui/button';
import { SelectField } from '@portal/shared-ui/form-field';

export interface CompanyDefaultRoleFormProps {
  /** the company's default role now, if any */
  current: string | null | undefined;
  choices: readonly { id: string; name: string }[];
  busy: boolean;
  onSave: (roleName: string) => Promise<void>;
}

export function CompanyDefaultRoleForm({ current, choices, busy, onSave }: CompanyDefaultRoleFormProps) {
  return (
    <Formik<CompanyDefaultRoleValues>
      initialValues={{ roleName: current ?? '' }}
      enableReinitialize
      validationSchema={companyDefaultRoleSchema}
      onSubmit={(values) => onSave(companyDefaultRoleSchema.cast(values).roleName)}
    >
      {({ values, isSubmitting }) => (
        <Form className="csr-form" aria-label="Company default" noValidate>
          <SelectField
            name="roleName"
            label="Default role"
            placeholder="None"
            options={choices.map((role) => ({ code: role.name, name: role.name }))}
          />
          <Button
            type="submit"
            disabled={busy || isSubmitting || !values.roleName || values.roleName === current}
          >
            Set Default Role
          </Button>
        </Form>
      )}
    </Formik>
  );
}
