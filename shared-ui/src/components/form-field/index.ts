// @portal/shared-ui/form-field: the Formik-bound field kit (see form-field.tsx for why it is a subpath).
export {
  CheckboxField,
  FieldError,
  SelectField,
  TextField,
  useShownError,
  type CheckboxFieldProps,
  type FieldOption,
  type SelectFieldProps,
  type TextFieldProps,
} from './form-field';
