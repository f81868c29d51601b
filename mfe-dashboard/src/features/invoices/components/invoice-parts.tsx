// One invoice's lines (/invoices/invoiceParts), loaded when the row is expanded.
import { formatMoney } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { invoicePartsOptions } from '../api/queries';

export function InvoiceParts({ invoiceId, currency }: { invoiceId: string; currency: string }) {
  const parts = useQuery(invoicePartsOptions(useOrganizationScope(), invoiceId));
  if (parts.isPending) return <Spinner label="Loading invoice parts" />;
  if (parts.isError) return <Alert kind="danger">The invoice parts could not be loaded.</Alert>;
  if (parts.data.length === 0) return <p>No Results Found</p>;
  return (
    <table className="pui-table dash-nested-table">
      <caption className="visually-hidden">Invoice parts</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Part Number</th>
          <th scope="col">Description</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {parts.data.map((part) => (
          <tr key={part.lineNumber}>
            <td>{part.lineNumber}</td>
            <td>{part.partNumber ?? ''}</td>
            <td>{part.description}</td>
            <td>{part.quantity}</td>
            <td>{formatMoney(part.unitPrice, currency)}</td>
            <td>{formatMoney(part.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
