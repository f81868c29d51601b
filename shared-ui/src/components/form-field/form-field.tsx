// Form fields bound to the surrounding Formik form: label, control, and the field's error once it was touched or a
// submit failed (spec 5: "Errors show after a field is touched or after a failed submit"). The error sits outside
// the <label> so it does not become part of the control's name; the control points at it with aria-describedby.
// A subpath of its own ('@portal/shared-ui/form-field'), not the main entry: the shell loads the main entry on
// every page and has no forms, so Formik stays in the remotes' form chunks.
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { useField, useFormikContext } from 'formik';
import './form-field.css';

/** The field's error once it should show: after the field was touched or a submit failed. */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="pui-field__error" id={id}>
      {error}
    </p>
  ) : null;
}

const fieldClass = (error: string | undefined, extra?: string) =>
  ['pui-field', error && 'pui-field--invalid', extra].filter(Boolean).join(' ');

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  name: string;
  label: string;
  /** datetime-local: a date and time on the user's own clock (the value as the input gives it) */
  type?: 'text' | 'email' | 'password' | 'tel' | 'datetime-local';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  /** rewrites the typed value (a phone mask, keeping only digits) */
  format?: (value: string) => string;
  /** ids of hints the control is also described by */
  describedBy?: string;
  /** extra classes on the field's wrapper (layout: a grid cell spanning the row) */
  className?: string;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function TextField({
  name,
  label,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  required,
  format,
  describedBy: hints,
  className,
  ref,
  children,
}: TextFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass(error, className)} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => {
          void helpers.setValue(format ? format(e.target.value) : e.target.value);
        }}
        onBlur={field.onBlur}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(!!error && errorId, hints)}
      />
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A choice of a select: its value and the text shown. */
export interface FieldOption {
  code: string;
  name: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly FieldOption[];
  /** the first, empty choice ('Select a list'); none when not given */
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  /** called after the value changed (to reset fields that depend on it) */
  onValueChange?: (value: string) => void;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  autoComplete,
  className,
  ref,
  onValueChange,
}: SelectFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div className={fieldClass(error, className)} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref}
        id={id}
        name={field.name}
        value={field.value}
        onChange={(e) => {
          void helpers.setValue(e.target.value);
          onValueChange?.(e.target.value);
        }}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(!!error && errorId)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  className?: string;
}

export function CheckboxField({ name, label, className }: CheckboxFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div
      className={fieldClass(error, ['pui-field--checkbox', className].filter(Boolean).join(' '))}
      data-field={name}
    >
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
          aria-describedby={describedBy(!!error && errorId)}
        />{' '}
        {label}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
