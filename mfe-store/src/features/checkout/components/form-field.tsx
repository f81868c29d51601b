// A labelled control with its error under it. The error is outside the <label> so it does not become part of
// the control's name; the control points at it with aria-describedby (see fieldA11y).
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

export function FormField({ id, label, error, wide = false, children }: FormFieldProps) {
  return (
    <div className={['checkout-field', wide && 'checkout-field--wide'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span id={`${id}-error`} className="checkout-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** id, aria-invalid and aria-describedby for the control of a FormField. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
