// Spec 2 / 8 'AMBIGUOUS ADDRESS' dialog: the validator does not recognise the address; Close cancels, Accept
// goes on with the address as entered. Static like every portal modal (no backdrop or Escape close).
import { useId } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { AMBIGUOUS_ADDRESS_MESSAGE, AMBIGUOUS_ADDRESS_TITLE } from './address-messages';

export interface AmbiguousAddressDialogProps {
  open: boolean;
  /** 'Close': do not use the address */
  onClose: () => void;
  /** 'Accept': use the address as entered */
  onAccept: () => void;
}

export function AmbiguousAddressDialog({ open, onClose, onAccept }: AmbiguousAddressDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={AMBIGUOUS_ADDRESS_TITLE}
      onClose={onClose}
      showCloseButton={false}
      aria-describedby={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onAccept}>Accept</Button>
        </>
      }
    >
      <p id={messageId}>{AMBIGUOUS_ADDRESS_MESSAGE}</p>
    </Modal>
  );
}
