// The claim form's date and long-text fields, bound to Formik like the shared field kit's TextField (its label,
// error after touch or a failed submit, aria wiring); the kit has no date or textarea control.
import { useId } from 'react';
import { useField } from 'formik';
import { FieldError, useShownError } from '@portal/shared-ui/form-field';

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
}

const fieldClass = (error: string | undefined) =>
  ['pui-field', error && 'pui-field--invalid'].filter(Boolean).join(' ');

export function DateField({ name, label, required, max }: FieldProps & { max?: string }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <div className={fieldClass(error)} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        {...field}
        value={field.value ?? ''}
        max={max}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({ name, label, required, maxLength }: FieldProps & { maxLength: number }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <div className={fieldClass(error)} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={3}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
