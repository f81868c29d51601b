import type { HTMLAttributes, ReactNode } from 'react';
import './alert.css';

export type AlertKind = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'title'> {
  /** Default "info". */
  kind?: AlertKind;
  /** Optional bold lead-in. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Default "Close". */
  dismissLabel?: string;
}

/** Warnings and dangers interrupt (`alert`); information and success do not (`status`). */
export function alertRole(kind: AlertKind): 'alert' | 'status' {
  return kind === 'warning' || kind === 'danger' ? 'alert' : 'status';
}

const ICONS: Record<AlertKind, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };

/** An inline message box (the site banner, form-level errors). */
export function Alert({
  kind = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Close',
  className,
  ...rest
}: AlertProps) {
  return (
    <div
      {...rest}
      role={alertRole(kind)}
      className={['pui-alert', `pui-alert--${kind}`, className].filter(Boolean).join(' ')}
      data-kind={kind}
    >
      <span className="pui-alert__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <div className="pui-alert__content">
        {title !== undefined && title !== null && <strong className="pui-alert__title">{title}</strong>}
        {children !== undefined && children !== null && <div className="pui-alert__message">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="pui-alert__close" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
