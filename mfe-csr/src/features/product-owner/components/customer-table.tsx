// A table of customers (searchCustomers / customerSecondaryOrgs rows), with an action per row, on the page kit's
// DataTable (its loading, error and empty states; cards below 592 px).
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import type { CustomerRowFragment } from '../../../gql/graphql';

export interface CustomerTableProps {
  caption: string;
  customers: readonly CustomerRowFragment[] | undefined;
  loading: boolean;
  error: boolean;
  loadingLabel: string;
  errorMessage: string;
  action?: (customer: CustomerRowFragment) => ReactNode;
}

const COLUMNS: DataColumn<CustomerRowFragment>[] = [
  { field: 'customerName', label: 'Customer', cell: (c) => c.customerName },
  { field: 'accountNumber', label: 'Account number', cell: (c) => c.accountNumber },
  { field: 'partyId', label: 'Party ID', cell: (c) => c.partyId },
  {
    field: 'location',
    label: 'Location',
    cell: (c) => [c.primarySiteAddress?.city, c.primarySiteAddress?.state].filter(Boolean).join(', '),
  },
];

export function CustomerTable({ customers, action, ...states }: CustomerTableProps) {
  const columns = action ? [...COLUMNS, { field: 'actions', label: 'Actions', cell: action }] : COLUMNS;
  return (
    <DataTable
      {...states}
      columns={columns}
      rows={customers}
      rowKey={(c) => c.accountId}
      // without an action a row has nothing to focus: the keyboard reaches the table to scroll it sideways
      wide={!action}
    />
  );
}
