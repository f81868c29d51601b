// Editing an internal associate's allowed actions and organisations (updateInternalAssociateAccess replaces both).
// Organisations are found with the customer search and listed with a Remove each.
import { useId, useState, type FormEvent } from 'react';
import { Field, Form, Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import type { CustomerSearchField, InternalAssociateRowFragment } from '../../../gql/graphql';
import { productOwnerCustomerSearchOptions } from '../api/queries';
import { CustomerFieldSelect } from './customer-field-select';
import { actionLabel, actionsFor } from './associate-actions';

export interface AssociateAccess {
  allowedActions: string[];
  allowedAccountIds: string[];
}

export interface AssociateAccessDialogProps {
  associate: InternalAssociateRowFragment;
  busy: boolean;
  error: string | null;
  onSave: (access: AssociateAccess) => void;
  onClose: () => void;
}

export function AssociateAccessDialog({
  associate,
  busy,
  error,
  onSave,
  onClose,
}: AssociateAccessDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState('');
  const [field, setField] = useState<CustomerSearchField>('NAME');
  const [search, setSearch] = useState<{ query: string; field: CustomerSearchField } | null>(null);
  // names of the organisations met in this dialog (the access lists ids only)
  const [names, setNames] = useState<Record<string, string>>({});
  const customers = useQuery({
    ...productOwnerCustomerSearchOptions(search ?? { query: '', field: 'NAME' }),
    enabled: search !== null && search.query !== '',
  });
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ query: draft.trim(), field });
  };
  const name = `${associate.firstName} ${associate.lastName}`;

  return (
    <Formik<AssociateAccess>
      initialValues={{
        allowedActions: [...associate.allowedActions],
        allowedAccountIds: [...associate.allowedAccountIds],
      }}
      onSubmit={onSave}
    >
      {({ values, setFieldValue }) => (
        <Modal
          open
          size="lg"
          title={`Access of ${name}`}
          onClose={onClose}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={busy}>
                Save Access
              </Button>
            </>
          }
        >
          {error && <Alert kind="danger">{error}</Alert>}
          <Form id={formId} aria-label={`Access of ${name}`} noValidate>
            <fieldset className="csr-form">
              <legend>Allowed actions</legend>
              {actionsFor(associate.allowedActions).map((action) => (
                <label key={action} className="csr-choice">
                  <Field type="checkbox" name="allowedActions" value={action} />
                  {actionLabel(action)}
                </label>
              ))}
            </fieldset>
            <h3>Allowed organizations</h3>
            {values.allowedAccountIds.length === 0 ? (
              <p>No organizations.</p>
            ) : (
              <ul className="csr-chosen-list" aria-label="Allowed organizations">
                {values.allowedAccountIds.map((accountId) => (
                  <li key={accountId}>
                    <span>{names[accountId] ?? accountId}</span>
                    <Button
                      variant="link"
                      aria-label={`Remove ${names[accountId] ?? accountId}`}
                      onClick={() =>
                        void setFieldValue(
                          'allowedAccountIds',
                          values.allowedAccountIds.filter((id) => id !== accountId),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Form>
          <form className="csr-search" role="search" aria-label="Find an organization" onSubmit={find}>
            <CustomerFieldSelect value={field} onChange={setField} />
            <label>
              Organization
              <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
            </label>
            <Button type="submit" variant="secondary">
              Find
            </Button>
          </form>
          {search && customers.isPending && <Spinner size="sm" label="Searching customers" />}
          {customers.isError && (
            <Alert kind="danger">The customers could not be loaded. Please try again.</Alert>
          )}
          {customers.data &&
            (customers.data.length === 0 ? (
              <p>No Results Found</p>
            ) : (
              <ul className="csr-chosen-list" aria-label="Organizations found">
                {customers.data.map((customer) => {
                  const label = `${customer.customerName} (${customer.accountNumber})`;
                  const added = values.allowedAccountIds.includes(customer.accountId);
                  return (
                    <li key={customer.accountId}>
                      <span>{label}</span>
                      <Button
                        variant="link"
                        disabled={added}
                        aria-label={`Add ${label}`}
                        onClick={() => {
                          setNames((n) => ({ ...n, [customer.accountId]: label }));
                          void setFieldValue('allowedAccountIds', [
                            ...values.allowedAccountIds,
                            customer.accountId,
                          ]);
                        }}
                      >
                        {added ? 'Added' : 'Add'}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ))}
        </Modal>
      )}
    </Formik>
  );
}
