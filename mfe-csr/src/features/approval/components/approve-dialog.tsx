// Approving a registration links the registrant to a customer: the agent finds it with searchCustomers (by name,
// account number or party id; 10 results by default) and may add notes.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { runGraphQL } from '@portal/api-client';
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
import { Spinner } from '@portal/shared-ui/spinner';
import { ApprovalCustomerSearchDocument, type CustomerSearchField } from '../../../gql/graphql';

export const CUSTOMER_SEARCH_SIZE = 10;

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
  const [draft, setDraft] = useState(businessName);
  const [field, setField] = useState<CustomerSearchField>('NAME');
  const [search, setSearch] = useState({ query: businessName, field: 'NAME' as CustomerSearchField });
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
  const customers = useQuery({
    queryKey: ['csr', 'customers', search],
    queryFn: ({ signal }) =>
      runGraphQL(ApprovalCustomerSearchDocument, { ...search, size: CUSTOMER_SEARCH_SIZE }, { signal }),
    enabled: search.query.trim() !== '',
  });
  const find = (event: FormEvent) => {
    event.preventDefault();
    void decision.setFieldValue('accountId', '');
    setSearch({ query: draft.trim(), field });
  };
  const list = customers.data?.searchCustomers ?? [];

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
      <form className="csr-form" role="search" aria-label="Find the customer" onSubmit={find}>
        <label>
          Customer
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <label>
          Search by
          <select value={field} onChange={(e) => setField(e.target.value as CustomerSearchField)}>
            <option value="NAME">Name</option>
            <option value="ACCOUNT_NUMBER">Account number</option>
            <option value="PARTY_ID">Party ID</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {search.query.trim() === '' ? null : customers.isPending ? (
        <Spinner label="Finding customers" />
      ) : customers.isError ? (
        <Alert kind="danger">The customers could not be loaded.</Alert>
      ) : list.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <fieldset>
          <legend>Link to customer</legend>
          {list.map((customer) => (
            <label key={customer.accountId} className="csr-choice">
              <input
                type="radio"
                name="approval-customer"
                value={customer.accountId}
                checked={accountId === customer.accountId}
                onChange={() => void decision.setFieldValue('accountId', customer.accountId)}
              />
              {customer.customerName} ({customer.accountNumber})
              {customer.primarySiteAddress
                ? `, ${customer.primarySiteAddress.city}, ${customer.primarySiteAddress.state ?? ''}`
                : ''}
            </label>
          ))}
        </fieldset>
      )}
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
