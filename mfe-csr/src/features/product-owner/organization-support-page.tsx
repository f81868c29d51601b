// /pages/csr/customerSupport/organizationSupport (CSR + Product_Owner_Admin or Developer_Admin; spec 7): customer
// search in its three field variants (name, account number, party id; 10 results) and a customer's secondary
// organisations. The search and the chosen customer are in the URL, so Back restores them.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { Button } from '@portal/shared-ui/button';
import type { CustomerSearchField } from '../../gql/graphql';
import { productOwnerCustomerSearchOptions, secondaryOrgsOptions } from './api/queries';
import { isCustomerField } from './components/customer-field';
import { CustomerFieldSelect } from './components/customer-field-select';
import { CustomerTable } from './components/customer-table';
import '../../shared/csr-pages.css';

interface OrganizationFilter {
  field: CustomerSearchField;
  /** the customer whose secondary organisations are shown */
  accountId: string;
}
const NO_FILTER: OrganizationFilter = { field: 'NAME', accountId: '' };

export default function OrganizationSupportPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState(NO_FILTER);
  const field = isCustomerField(state.filter.field) ? state.filter.field : 'NAME';
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, field }));

  const search = { query: state.query, field };
  const customers = useQuery({
    ...productOwnerCustomerSearchOptions(search),
    enabled: initialized && search.query !== '',
    placeholderData: keepPreviousData,
  });
  const chosen = state.filter.accountId;
  const secondary = useQuery({ ...secondaryOrgsOptions(chosen), enabled: initialized && chosen !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), page: 1, filter: { field: draft.field, accountId: '' } });
  };
  const list = customers.data ?? [];
  const parent = list.find((c) => c.accountId === chosen);

  return (
    <section className="csr-page" aria-labelledby="csr-org-support-title">
      <h1 id="csr-org-support-title">Organization Support</h1>
      <form className="csr-search" role="search" aria-label="Search customers" onSubmit={submit}>
        <CustomerFieldSelect value={draft.field} onChange={(f) => setDraft({ ...draft, field: f })} />
        <label>
          Customer
          <input
            type="search"
            value={draft.query}
            onChange={(e) => setDraft({ ...draft, query: e.target.value })}
          />
        </label>
        <Button type="submit">Search</Button>
      </form>

      {search.query === '' ? (
        <p>Search for a customer by name, account number or party ID.</p>
      ) : (
        <CustomerTable
          caption="Customers"
          customers={customers.data}
          loading={customers.isPending}
          error={customers.isError}
          loadingLabel="Searching customers"
          errorMessage="The customers could not be loaded. Please try again."
          action={(customer) => (
            <Button
              variant="link"
              aria-label={`Secondary organizations of ${customer.customerName}`}
              aria-pressed={customer.accountId === chosen}
              onClick={() => update({ filter: { field, accountId: customer.accountId } })}
            >
              Secondary Organizations
            </Button>
          )}
        />
      )}

      {chosen !== '' && (
        <section className="csr-card" aria-labelledby="csr-secondary-orgs">
          <h2 id="csr-secondary-orgs">Secondary organizations{parent ? ` of ${parent.customerName}` : ''}</h2>
          <CustomerTable
            caption="Secondary organizations"
            customers={secondary.data}
            loading={secondary.isPending}
            error={secondary.isError}
            loadingLabel="Loading the secondary organizations"
            errorMessage="The secondary organizations could not be loaded. Please try again."
          />
        </section>
      )}
    </section>
  );
}
