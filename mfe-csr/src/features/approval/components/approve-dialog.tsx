// Approving a registration links the registrant to a customer: the agent finds it with searchCustomers (by name,
// account number or party id; 10 results by default) and may add notes.
import { useFormik } from 'formik';
import {
  APPROVAL_NOTES_MAX,
  INITIAL_APPROVAL_VALUES,
  approvalSchema,
  type ApprovalValues,
} from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { FieldError } from '@portal/shared-ui/form-field';
import { Modal } from '@portal/shared-ui/modal';
import { CustomerFinder } from '../../../shared/customer-finder';

export interface ApproveDialogProps {
  registrantName: string;
  /** the registrant's business name, the first customer search */
  businessName: string;
  busy: boolean;
  error: string | null;
  onApprove: (accountId: string, notes: string) => void;
  onClose: () => void;
}

export function ApproveDialog({
  registrantName,
  businessName,
  busy,
  error,
  onApprove,
  onClose,
}: ApproveDialogProps) {
  // the decision (customer and notes) is a Formik form on the shared schema; finding the customer is a search
  const decision = useFormik<ApprovalValues>({
    initialValues: INITIAL_APPROVAL_VALUES,
    validationSchema: approvalSchema,
    onSubmit: (values) => {
      const cast = approvalSchema.cast(values);
      onApprove(cast.accountId, cast.notes);
    },
  });
  const accountId = decision.values.accountId;
  const notesError = decision.touched.notes || decision.submitCount > 0 ? decision.errors.notes : undefined;
  return (
    <Modal
      open
      title={`Approve ${registrantName}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void decision.submitForm()} disabled={busy || !accountId}>
            Approve
          </Button>
        </>
      }
    >
      <CustomerFinder
        initialQuery={businessName}
        legend="Link to customer"
        name="approval-customer"
        chosen={accountId}
        onChoose={(chosen) => void decision.setFieldValue('accountId', chosen)}
      />
      <label className="csr-field">
        Notes
        <textarea
          {...decision.getFieldProps('notes')}
          maxLength={APPROVAL_NOTES_MAX}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'approval-notes-error' : undefined}
        />
      </label>
      <FieldError id="approval-notes-error" error={notesError} />
      {error && <Alert kind="danger">{error}</Alert>}
    </Modal>
  );
}
