// The bulk-PDF dialog (spec 2 'Shell and widgets', spec 4 'Bulk PDF'): a selection step (the selected set or the
// entire result set, each refused at 0 or above the maximum; individual PDFs or one combined PDF), then a
// confirmed step saying that a link will be e-mailed. The owner sends the request in `onConfirm`.
import { useId, useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import {
  BULK_PDF_MAX,
  bulkPdfLimitMessage,
  canConfirm,
  defaultScope,
  isUsableCount,
  type BulkPdfDelivery,
  type BulkPdfScope,
} from './bulk-pdf-rules';
import './bulk-pdf-dialog.css';

export interface BulkPdfChoice {
  scope: BulkPdfScope;
  delivery: BulkPdfDelivery;
}

export interface BulkPdfDialogProps {
  open: boolean;
  /** how many rows the user ticked */
  selectedCount: number;
  /** how many rows the whole search found */
  resultCount: number;
  /** Default 250. */
  max?: number;
  /** Sends the request; resolving moves to the confirmed step, rejecting shows the message. */
  onConfirm: (choice: BulkPdfChoice) => Promise<void>;
  /** the message shown when onConfirm rejects: the caller knows its API's error shape (api-client's userMessageOf) */
  describeError: (error: unknown, fallback: string) => string;
  onClose: () => void;
  /** Default 'Download PDFs'. */
  title?: string;
}

export function BulkPdfDialog({ open, onClose, ...props }: BulkPdfDialogProps) {
  // a fresh dialog (step, choices) each time it opens
  return open ? <BulkPdfDialogBody onClose={onClose} {...props} /> : null;
}

function BulkPdfDialogBody({
  selectedCount,
  resultCount,
  max = BULK_PDF_MAX,
  onConfirm,
  describeError,
  onClose,
  title = 'Download PDFs',
}: Omit<BulkPdfDialogProps, 'open'>) {
  const [scope, setScope] = useState<BulkPdfScope | null>(() =>
    defaultScope(selectedCount, resultCount, max),
  );
  const [delivery, setDelivery] = useState<BulkPdfDelivery>('INDIVIDUAL');
  const [step, setStep] = useState<'select' | 'confirmed'>('select');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const selectedUsable = isUsableCount(selectedCount, max);
  const allUsable = isUsableCount(resultCount, max);
  const overLimit = selectedCount > max || resultCount > max;

  const confirm = async () => {
    if (!scope || !canConfirm(scope, selectedCount, resultCount, max)) return;
    setSending(true);
    setError(null);
    try {
      await onConfirm({ scope, delivery });
      setStep('confirmed');
    } catch (failure) {
      setError(describeError(failure, 'The PDFs could not be requested.'));
    } finally {
      setSending(false);
    }
  };

  if (step === 'confirmed') {
    return (
      <Modal open title={title} size="sm" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
        <p role="status">
          Your PDFs are being generated. A link to download them will be emailed to you when they are ready.
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={title}
      size="sm"
      onClose={sending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={sending}
            disabled={!canConfirm(scope, selectedCount, resultCount, max)}
          >
            Confirm
          </Button>
        </>
      }
    >
      <div className="pui-bulk-pdf">
        <fieldset>
          <legend>Invoices</legend>
          <label>
            <input
              type="radio"
              name={`${name}-scope`}
              checked={scope === 'SELECTED'}
              disabled={!selectedUsable}
              onChange={() => setScope('SELECTED')}
            />
            Selected ({selectedCount})
          </label>
          <label>
            <input
              type="radio"
              name={`${name}-scope`}
              checked={scope === 'ALL'}
              disabled={!allUsable}
              onChange={() => setScope('ALL')}
            />
            Entire result set ({resultCount})
          </label>
          {overLimit && <p className="pui-bulk-pdf__limit">{bulkPdfLimitMessage(max)}</p>}
        </fieldset>
        <fieldset>
          <legend>Delivery</legend>
          <label>
            <input
              type="radio"
              name={`${name}-delivery`}
              checked={delivery === 'INDIVIDUAL'}
              onChange={() => setDelivery('INDIVIDUAL')}
            />
            Individual PDFs
          </label>
          <label>
            <input
              type="radio"
              name={`${name}-delivery`}
              checked={delivery === 'COMBINED'}
              onChange={() => setDelivery('COMBINED')}
            />
            One combined PDF
          </label>
        </fieldset>
        {error && <Alert kind="danger">{error}</Alert>}
      </div>
    </Modal>
  );
}
