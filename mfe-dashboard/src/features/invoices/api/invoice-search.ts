// The invoice gateway endpoints (spec 7 'Invoices') through the gateway client.
import { gateway, type GatewayInput } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { InvoiceFilter } from '../types/invoice';

export const INVOICE_PAGE_SIZE = 25;
export const INVOICE_CSV_ENDPOINT = '/invoices/csv/search';

/** The /invoices/search/ body for the page's URL state (page 0-based on the wire). */
/** the search as the bulk PDF's searchRequest takes it too (there its range is required) */
type InvoiceSearchBody = NonNullable<GatewayInput<'/invoices/bulkInvoicePdf'>['searchRequest']>;

export function invoiceSearchBody(state: ListState<InvoiceFilter>): InvoiceSearchBody {
  const { filter } = state;
  const filterOptions = (['status', 'shipToAddressId', 'billToAddressId'] as const).flatMap((fieldName) =>
    filter[fieldName] ? [{ fieldName, value: filter[fieldName] }] : [],
  );
  return {
    query: state.query || null,
    page: state.page - 1,
    size: INVOICE_PAGE_SIZE,
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    filterOptions,
    range: filter.start || filter.end ? { start: filter.start || null, end: filter.end || null } : null,
  };
}

export const searchInvoices = (body: ReturnType<typeof invoiceSearchBody>, signal?: AbortSignal) =>
  gateway('/invoices/search/', body, { signal });

export const invoiceParts = (invoiceId: string, signal?: AbortSignal) =>
  gateway('/invoices/invoiceParts', { invoiceId }, { signal });

export const invoiceLocations = (kind: 'shipTo' | 'billTo', signal?: AbortSignal) =>
  gateway(
    kind === 'shipTo' ? '/invoices/shipToLocations/' : '/invoices/billToLocations/',
    { size: 100 },
    { signal },
  );

export const invoicePdfUrl = async (invoiceId: string, title: string) =>
  (await gateway('/invoices/validatedDownload', { invoiceId, title })).fileUrl;

export const requestBulkPdf = (body: {
  invoiceIds: string[] | null;
  searchRequest: ReturnType<typeof invoiceSearchBody> | null;
  delivery: 'INDIVIDUAL' | 'COMBINED';
}) => gateway('/invoices/bulkInvoicePdf', body);
