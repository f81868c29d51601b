// Invoices' own types (the URL's filter); the invoices' shapes are the API's, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type InvoicePage = GatewayResponse<'/invoices/search/'>;
export type InvoiceSummary = InvoicePage['content'][number];
export type InvoiceLocation = GatewayResponse<'/invoices/shipToLocations/'>['content'][number];
export type InvoicePart = GatewayResponse<'/invoices/invoiceParts'>[number];

export interface InvoiceFilter {
  status: string;
  shipToAddressId: string;
  billToAddressId: string;
  start: string;
  end: string;
}

export const EMPTY_INVOICE_FILTER: InvoiceFilter = {
  status: '',
  shipToAddressId: '',
  billToAddressId: '',
  start: '',
  end: '',
};
