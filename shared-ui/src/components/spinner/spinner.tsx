import type { HTMLAttributes } from 'react';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Accessible name announced by screen readers. Default "Loading". */
  label?: string;
  size?: SpinnerSize;
  /**
   * Purely visual spinner (no role, hidden from assistive technology), for places that already say they are
   * busy in another way, such as a Button with `aria-busy`.
   */
  decorative?: boolean;
}

/** A loading indicator: `role="status"` with an accessible label unless `decorative`. */
export function Spinner({
  label = 'Loading',
  size = 'md',
  decorative = false,
  className,
  ...rest
}: SpinnerProps) {
  const classes = ['pui-spinner', `pui-spinner--${size}`, className].filter(Boolean).join(' ');
  if (decorative) {
    return (
      <span {...rest} className={classes} aria-hidden="true" data-size={size}>
        <span className="pui-spinner__ring" />
      </span>
    );
  }
  return (
    <span {...rest} className={classes} role="status" aria-label={label} data-size={size}>
      <span className="pui-spinner__ring" aria-hidden="true" />
    </span>
  );
}
