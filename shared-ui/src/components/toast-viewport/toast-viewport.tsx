import { Toast } from '../toast/toast';
import { type ToastData } from '../toast/toast-types';
import './toast-viewport.css';

export interface ToastViewportProps {
  /** The toasts to show, oldest first. The owner holds the list; this component only renders it. */
  toasts: readonly ToastData[];
  /** Called when a toast's close button is pressed. */
  onDismiss: (id: string) => void;
  /** Accessible name of the region the toasts are listed in. Default "Notifications". */
  label?: string;
  /** Accessible name of each close button. Default "Close". */
  closeLabel?: string;
  className?: string;
}

/**
 * The fixed corner where toasts appear. Render it once, in the shell's frame. The toasts are listed in a named region
 * (a landmark), so every part of the page is inside one and a screen reader can jump to them.
 */
export function ToastViewport({
  toasts,
  onDismiss,
  label = 'Notifications',
  closeLabel = 'Close',
  className,
}: ToastViewportProps) {
  return (
    <div className={['pui-toast-viewport', className].filter(Boolean).join(' ')}>
      {toasts.length > 0 && (
        <section aria-label={label}>
          <ol className="pui-toast-viewport__list">
            {toasts.map((toast) => (
              <li key={toast.id} className="pui-toast-viewport__item">
                <Toast toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
