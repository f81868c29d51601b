// A table of customers (searchCustomers / customerSecondaryOrgs rows), with an action per row.
import type { ReactNode } from 'react';
import type { CustomerRowFragment } from '../../../gql/graphql';

export interface CustomerTableProps {
  caption: string;
  customers: readonly CustomerRowFragment[];
  action?: (customer: CustomerRowFragment) => ReactNode;
}

export function CustomerTable({ caption, customers, action }: CustomerTableProps) {
  return (
    <div className="pui-table-scroll">
      <table className="pui-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Account number</th>
            <th scope="col">Party ID</th>
            <th scope="col">Location</th>
            {action && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.accountId}>
              <td>{customer.customerName}</td>
              <td>{customer.accountNumber}</td>
              <td>{customer.partyId}</td>
              <td>
                {[customer.primarySiteAddress?.city, customer.primarySiteAddress?.state]
                  .filter(Boolean)
                  .join(', ')}
              </td>
              {action && <td>{action(customer)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
