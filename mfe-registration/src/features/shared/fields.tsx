// Form fields bound to the surrounding Formik form: label, control, and the error once the field was touched or a
// submit failed (spec 5: "Errors show after a field is touched or after a failed submit").
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import type { ReferenceOption } from '@portal/rules/validation';

function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  /** rewrites the typed value (the phone mask) */
  format?: (value: string) => string;
  describedBy?: string;
  children?: ReactNode;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
  required,
  format,
  describedBy,
  children,
}: TextFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => {
          void helpers.setValue(format ? format(e.target.value) : e.target.value);
        }}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
      />
      {children}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  onValueChange,
}: {
  name: string;
  label: string;
  options: readonly ReferenceOption[];
  placeholder?: string;
  required?: boolean;
  onValueChange?: (value: string) => void;
}) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        value={field.value}
        onChange={(e) => {
          void helpers.setValue(e.target.value);
          onValueChange?.(e.target.value);
        }}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const error = useShownError(name);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.value === true}
          onChange={(e) => {
            void helpers.setValue(e.target.checked);
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {label}
      </label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export { useShownError };
