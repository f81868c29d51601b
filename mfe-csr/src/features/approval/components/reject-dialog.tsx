// Rejecting a registration is final (the registrant can never activate), so it needs notes and a deliberate click.
import { useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';

export interface RejectDialogProps {
  registrantName: string;
  busy: boolean;
  error: string | null;
  onReject: (notes: string) => void;
  onClose: () => void;
}

export function RejectDialog({ registrantName, busy, error, onReject, onClose }: RejectDialogProps) {
  const [notes, setNotes] = useState('');
  return (
    <Modal
      open
      title={`Reject ${registrantName}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => onReject(notes.trim())} disabled={busy || !notes.trim()}>
            Reject
          </Button>
        </>
      }
    >
      <p>The registrant is told by e-mail and cannot complete this registration afterwards.</p>
      <label className="csr-field">
        Rejection notes
        <textarea value={notes} required maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      {error && <Alert kind="danger">{error}</Alert>}
    </Modal>
  );
}
