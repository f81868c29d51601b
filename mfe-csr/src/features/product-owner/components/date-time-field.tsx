// A Formik-bound datetime-local field (the shared field kit has text, select and checkbox only).
import { useId } from 'react';
import { useField } from 'formik';
import { FieldError, useShownError } from '@portal/shared-ui/form-field';

export function DateTimeField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div className={['pui-field', error && 'pui-field--invalid'].filter(Boolean).join(' ')} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type="datetime-local"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
