// The account statement (issue 39) as the API answers /invoices/statement, and where its documents are.
import { integrationRequest } from '@portal/api-client';
import type { Aging, AgingBucket } from '@portal/rules/aging';

export interface Balance {
  openBalance: number;
  pastDue: number;
  aging: Aging;
}

export interface BillToStatement extends Balance {
  billToAddressId: string | null;
  billTo: string;
}

export interface StatementInvoice {
  invoiceId: string;
  trxNumber: string;
  invoiceDate: string;
  dueDate: string;
  daysPastDue: number;
  bucket: AgingBucket;
  amount: number;
  balanceDue: number;
  billTo: string;
}

export interface OrganisationStatement extends Balance {
  accountId: string;
  accountNumber: string;
  name: string;
  currency: string;
  creditLimit: number | null;
  billTos: BillToStatement[];
  invoices: StatementInvoice[];
}

export interface AccountStatement extends Balance {
  asOf: string;
  creditLimit: number | null;
  organizations: OrganisationStatement[];
}

export const fetchStatement = (signal?: AbortSignal) =>
  integrationRequest<AccountStatement>({ endpoint: '/invoices/statement', body: {}, signal });

export const statementFileUrl = (format: 'pdf' | 'csv') => `/api/files/statements/statement.${format}`;
