// Finding a customer organisation (searchCustomers by name, account number or party id) and choosing one of the
// results: approving a registration links the registrant to it; the customer screen assigns a user to it.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import type { CustomerSearchField } from '../gql/graphql';
import { customerSearchOptions } from './customer-search';

export interface CustomerFinderProps {
  /** the first search (e.g. the registrant's business name); '' searches nothing until asked */
  initialQuery: string;
  /** the radio group's legend, e.g. "Link to customer" */
  legend: string;
  /** the radio group's name */
  name: string;
  chosen: string;
  onChoose(accountId: string): void;
}

export function CustomerFinder({ initialQuery, legend, name, chosen, onChoose }: CustomerFinderProps) {
  const [draft, setDraft] = useState(initialQuery);
  const [field, setField] = useState<CustomerSearchField>('NAME');
  const [search, setSearch] = useState({ query: initialQuery, field: 'NAME' as CustomerSearchField });
  const customers = useQuery({ ...customerSearchOptions(search), enabled: search.query.trim() !== '' });
  const find = (event: FormEvent) => {
    event.preventDefault();
    onChoose('');
    setSearch({ query: draft.trim(), field });
  };
  const list = customers.data ?? [];
  return (
    <>
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
          <legend>{legend}</legend>
          {list.map((customer) => (
            <label key={customer.accountId} className="csr-choice">
              <input
                type="radio"
                name={name}
                value={customer.accountId}
                checked={chosen === customer.accountId}
                onChange={() => onChoose(customer.accountId)}
              />
              {customer.customerName} ({customer.accountNumber})
              {customer.primarySiteAddress
                ? `, ${customer.primarySiteAddress.city}, ${customer.primarySiteAddress.state ?? ''}`
                : ''}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
