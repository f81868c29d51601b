// Spec 2 / 8 variant of the address dialog: the validator offers a corrected address. Yes takes the suggestion,
// No returns to the form unchanged; with nothing to suggest it only informs (OK).
import { useId } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { AMBIGUOUS_ADDRESS_TITLE, SUGGESTED_ADDRESS_MESSAGE } from './address-messages';
import { formatAddressLines, type AddressLike } from './format-address';
import './address-dialogs.css';

export interface SuggestedAddressDialogProps {
  open: boolean;
  entered: AddressLike;
  /** null: nothing to offer, the dialog only informs and shows OK */
  suggested: AddressLike | null;
  onUseSuggested: () => void;
  /** 'No' or 'OK' */
  onDecline: () => void;
}

function AddressBlock({ label, address }: { label: string; address: AddressLike }) {
  return (
    <div className="pui-address-dialog__block">
      <strong>{label}</strong>
      <address>
        {formatAddressLines(address).map((line) => (
          <span key={line} className="pui-address-dialog__line">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

export function SuggestedAddressDialog({
  open,
  entered,
  suggested,
  onUseSuggested,
  onDecline,
}: SuggestedAddressDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={AMBIGUOUS_ADDRESS_TITLE}
      onClose={onDecline}
      showCloseButton={false}
      aria-describedby={messageId}
      footer={
        suggested ? (
          <>
            <Button variant="secondary" onClick={onDecline}>
              No
            </Button>
            <Button onClick={onUseSuggested}>Yes</Button>
          </>
        ) : (
          <Button onClick={onDecline}>OK</Button>
        )
      }
    >
      <p id={messageId}>{SUGGESTED_ADDRESS_MESSAGE}</p>
      <AddressBlock label="You entered" address={entered} />
      {suggested && <AddressBlock label="Suggested address" address={suggested} />}
    </Modal>
  );
}
