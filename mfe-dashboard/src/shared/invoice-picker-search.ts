// The invoice picker's search for the dashboard's pages (issue 39): the invoice search (/invoices/search/), the
// due first; for a payment only invoices with an open balance. The pay page and the invoice support request use it.
import { gateway, userMessageOf } from '@portal/api-client';
import { PAYABLE_INVOICE_STATUSES } from '@portal/rules/validation';
import type { InvoiceSearch, PickerInvoice } from '@portal/shared-ui/invoice-picker';

export const PICKER_PAGE_SIZE = 25;

export function invoicePickerSearch(options: { payableOnly: boolean }): InvoiceSearch {
  return async (query, signal) => {
    const page = await gateway(
      '/invoices/search/',
      {
        query: query || null,
        page: 0,
        size: PICKER_PAGE_SIZE,
        sortOptions: [{ fieldName: 'dueDate', direction: 'ASC' }],
        filterOptions: options.payableOnly
          ? [
              { fieldName: 'status', values: [...PAYABLE_INVOICE_STATUSES] },
              { fieldName: 'trxType', value: 'INV' },
            ]
          : [],
      },
      { signal },
    );
    return page.content.map((i): PickerInvoice => ({
      invoiceId: i.invoiceId,
      trxNumber: i.trxNumber,
      dueDate: i.dueDate,
      currency: i.currency,
      balanceDue: i.balanceDue,
      status: i.status,
      customerName: i.customerName,
    }));
  };
}

export const describePickerError = (error: unknown) =>
  userMessageOf(error, 'The invoices could not be loaded. Please try again.');
