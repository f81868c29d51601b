import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '@portal/shared-ui/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, sets `aria-busy` and disables the button so it cannot be pressed twice. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  block?: boolean;
}

/**
 * The portal's button. Native `<button>` props (and `ref`) pass through; `type` defaults to "button" so a button
 * inside a form never submits it by accident.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'pui-button',
    `pui-button--${variant}`,
    `pui-button--${size}`,
    block && 'pui-button--block',
    loading && 'pui-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner decorative size="sm" className="pui-button__spinner" />}
      {children}
    </button>
  );
}
