import { useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@portal/shared-ui/button';
import { Modal, type ModalSize } from '@portal/shared-ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or warning; also the dialog's accessible description. */
  message: ReactNode;
  /** Default "Confirm". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button and the close button. */
  onCancel: () => void;
  /** Default "danger": this dialog exists for destructive actions. */
  confirmVariant?: ButtonVariant;
  /** While the confirmed action runs: the confirm button shows a spinner and both buttons are disabled. */
  loading?: boolean;
  /** Show the header close button (it cancels). Default true. */
  showCloseButton?: boolean;
  size?: ModalSize;
}

/**
 * A confirmation for destructive actions, built on Modal (static backdrop, no keyboard close). Focus starts on
 * the cancel button so that pressing Enter straight away does not destroy anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  confirmVariant = 'danger',
  loading = false,
  showCloseButton = true,
  size = 'sm',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      size={size}
      onClose={loading ? undefined : onCancel}
      showCloseButton={showCloseButton}
      initialFocusRef={cancelRef}
      aria-describedby={messageId}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="pui-confirm-dialog__message">
        {message}
      </div>
    </Modal>
  );
}
