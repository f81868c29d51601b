// searchCustomers for the customer finder (approval, the customer screen's assign organisation): a fetcher and its
// query options, keyed by the factory (issue 37).
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { organizationScope, queryKeys } from '@portal/shared-session/query-keys';
import { ApprovalCustomerSearchDocument, type CustomerSearchField } from '../gql/graphql';

/** searchCustomers' default size (spec 9). */
export const CUSTOMER_SEARCH_SIZE = 10;

export const customerSearchKeys = queryKeys('csr-customer-search');

export interface CustomerSearch {
  query: string;
  field: CustomerSearchField;
}

/** Customer service searches every customer, whichever company it views. */
export const customerSearchOptions = (search: CustomerSearch) =>
  queryOptions({
    queryKey: customerSearchKeys.list(organizationScope(null), search),
    queryFn: async ({ signal }) =>
      (
        await runGraphQL(
          ApprovalCustomerSearchDocument,
          { ...search, size: CUSTOMER_SEARCH_SIZE },
          { signal },
        )
      ).searchCustomers,
  });
