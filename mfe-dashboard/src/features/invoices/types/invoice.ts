// Shapes of the invoice gateway endpoints (api/src/domains/invoices/invoice-service.ts).

export interface InvoiceLocation {
  addressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
}

export interface InvoiceSummary {
  invoiceId: string;
  title: string;
  trxNumber: string;
  fileUrl: string;
  accountNumber: string;
  customerName: string;
  orderNumber: string | null;
  trxType: string;
  status: string;
  invoiceDate: string;
  dueDate: string;
  currency: string;
  amount: number;
  balanceDue: number;
  customerPo: string | null;
  billToLocation: InvoiceLocation | null;
  shipToLocation: InvoiceLocation | null;
}

export interface InvoicePage {
  content: InvoiceSummary[];
  totalRecords: number;
}

export interface InvoicePart {
  lineNumber: number;
  partNumber: string | null;
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

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
