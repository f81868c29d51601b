// The invoice gateway endpoints (spec 7 'Invoices') through the gateway client.
import { integrationRequest } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { InvoiceFilter, InvoiceLocation, InvoicePage, InvoicePart } from '../types/invoice';

export const INVOICE_PAGE_SIZE = 25;
export const INVOICE_CSV_ENDPOINT = '/invoices/csv/search';

/** The /invoices/search/ body for the page's URL state (page 0-based on the wire). */
export function invoiceSearchBody(state: ListState<InvoiceFilter>) {
  const { filter } = state;
  const filterOptions = [
    filter.status && { fieldName: 'status', value: filter.status },
    filter.shipToAddressId && { fieldName: 'shipToAddressId', value: filter.shipToAddressId },
    filter.billToAddressId && { fieldName: 'billToAddressId', value: filter.billToAddressId },
  ].filter(Boolean);
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
  integrationRequest<InvoicePage>({ endpoint: '/invoices/search/', body, signal });

export const invoiceParts = (invoiceId: string, signal?: AbortSignal) =>
  integrationRequest<InvoicePart[]>({ endpoint: '/invoices/invoiceParts', body: { invoiceId }, signal });

export const invoiceLocations = (kind: 'shipTo' | 'billTo', signal?: AbortSignal) =>
  integrationRequest<{ content: InvoiceLocation[]; totalRecords: number }>({
    endpoint: kind === 'shipTo' ? '/invoices/shipToLocations/' : '/invoices/billToLocations/',
    body: { size: 100 },
    signal,
  });

export const invoicePdfUrl = async (invoiceId: string, title: string) =>
  (
    await integrationRequest<{ fileUrl: string }>({
      endpoint: '/invoices/validatedDownload',
      body: { invoiceId, title },
    })
  ).fileUrl;

export const requestBulkPdf = (body: {
  invoiceIds: string[] | null;
  searchRequest: ReturnType<typeof invoiceSearchBody> | null;
  delivery: 'INDIVIDUAL' | 'COMBINED';
}) => integrationRequest<{ jobId: string }>({ endpoint: '/invoices/bulkInvoicePdf', body });
