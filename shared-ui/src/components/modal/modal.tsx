import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { getActiveElement, getTabbableElements } from '../../lib/focus';
import { lockBodyScroll, unlockBodyScroll } from '../../lib/scroll-lock';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Rendered (into document.body) only while true. */
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action area under the body, usually buttons. */
  footer?: ReactNode;
  /** Called by the close button. The modal never closes itself: the owner sets `open` to false. */
  onClose?: () => void;
  /** Show the close button in the header (only shown when `onClose` is given). Default true. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  size?: ModalSize;
  /** Element to focus on open; default the first focusable element of the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** id of an element describing the dialog (its main message). */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The generic modal of the spec: a static backdrop and no keyboard close. Clicking the backdrop or pressing
 * Escape does nothing; it closes only through its own buttons (the optional close button calls `onClose`,
 * footer buttons call whatever their owner wires). While open it traps Tab inside, locks the page's scroll and,
 * when it closes, gives focus back to the element that had it.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

/** Open dialogs, innermost last: only the topmost one traps Tab. */
const openDialogs: HTMLElement[] = [];

function ModalDialog({
  title,
  children,
  footer,
  onClose,
  showCloseButton = true,
  closeLabel = 'Close',
  size = 'md',
  initialFocusRef,
  'aria-describedby': describedBy,
  className,
}: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const active = getActiveElement();
    const previouslyFocused = active instanceof HTMLElement && !dialog.contains(active) ? active : null;

    openDialogs.push(dialog);
    lockBodyScroll();

    if (!dialog.contains(getActiveElement())) {
      const tabbable = getTabbableElements(dialog).filter((element) => element !== closeButtonRef.current);
      const target = initialFocusRef?.current ?? tabbable[0] ?? closeButtonRef.current ?? dialog;
      target.focus();
    }

    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || openDialogs[openDialogs.length - 1] !== dialog) return;
      const items = getTabbableElements(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const current = getActiveElement();
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = !current || !dialog.contains(current);
      if (event.shiftKey && (outside || current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockBodyScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  // Static backdrop: a press outside the dialog must neither close it nor move focus out of it.
  const onRootMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Node;
    // DOM containment, not React's: content portalled out of the dialog (a dropdown) keeps its own behaviour.
    if (event.currentTarget.contains(target) && !dialogRef.current?.contains(target)) event.preventDefault();
  };

  const classes = ['pui-modal', `pui-modal--${size}`, className].filter(Boolean).join(' ');

  return (
    <div className="pui-modal-root" onMouseDown={onRootMouseDown}>
      <div className="pui-modal-backdrop" aria-hidden="true" data-testid="modal-backdrop" />
      <div className="pui-modal-container">
        <div
          ref={dialogRef}
          className={classes}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
        >
          <div className="pui-modal__header">
            <h2 id={titleId} className="pui-modal__title">
              {title}
            </h2>
            {onClose && showCloseButton && (
              <button
                ref={closeButtonRef}
                type="button"
                className="pui-modal__close"
                aria-label={closeLabel}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="pui-modal__body">{children}</div>
          {footer !== undefined && footer !== null && <div className="pui-modal__footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
