// Rejecting a registration is final (the registrant can never activate), so it needs notes and a deliberate click.
// The notes are a Formik form on the shared rejection schema (the API's rule).
import { useFormik } from 'formik';
import {
  APPROVAL_NOTES_MAX,
  INITIAL_REJECTION_VALUES,
  rejectionSchema,
  type RejectionValues,
} from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { FieldError } from '@portal/shared-ui/form-field';
import { Modal } from '@portal/shared-ui/modal';

export interface RejectDialogProps {
  registrantName: string;
  busy: boolean;
  error: string | null;
  onReject: (notes: string) => void;
  onClose: () => void;
}

export function RejectDialog({ registrantName, busy, error, onReject, onClose }: RejectDialogProps) {
  const form = useFormik<RejectionValues>({
    initialValues: INITIAL_REJECTION_VALUES,
    validationSchema: rejectionSchema,
    onSubmit: (values) => onReject(rejectionSchema.cast(values).notes),
  });
  const notesError = form.touched.notes || form.submitCount > 0 ? form.errors.notes : undefined;
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
          <Button
            variant="danger"
            onClick={() => void form.submitForm()}
            disabled={busy || !form.values.notes.trim()}
          >
            Reject
          </Button>
        </>
      }
    >
      <p>The registrant is told by e-mail and cannot complete this registration afterwards.</p>
      <label className="csr-field">
        Rejection notes
        <textarea
          {...form.getFieldProps('notes')}
          required
          maxLength={APPROVAL_NOTES_MAX}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'rejection-notes-error' : undefined}
        />
      </label>
      <FieldError id="rejection-notes-error" error={notesError} />
      {error && <Alert kind="danger">{error}</Alert>}
    </Modal>
  );
}
