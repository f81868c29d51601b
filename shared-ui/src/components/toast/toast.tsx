import { type ToastData, type ToastKind } from './toast-types';
import './toast.css';

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
}

const ICONS: Record<ToastKind, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** Warnings and errors interrupt (`alert`, assertive); information and success wait (`status`, polite). */
export function toastRole(kind: ToastKind): 'alert' | 'status' {
  return kind === 'warning' || kind === 'error' ? 'alert' : 'status';
}

/**
 * One toast. The spec's toast widget is sticky with a close button: a toast stays until the user closes it, so it
 * never vanishes while being read (and no time limit needs adjusting, WCAG 2.2.1).
 */
export function Toast({ toast, onDismiss, closeLabel = 'Close' }: ToastProps) {
  const { id, message, kind } = toast;
  const role = toastRole(kind);

  return (
    <div className={`pui-toast pui-toast--${kind}`} data-kind={kind}>
      <span className="pui-toast__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <div
        className="pui-toast__message"
        role={role}
        aria-live={role === 'alert' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {message}
      </div>
      <button
        type="button"
        className="pui-toast__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
