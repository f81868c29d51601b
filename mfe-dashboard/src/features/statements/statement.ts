// The account statement (issue 39) as the API answers /invoices/statement, and where its documents are.
import { integrationRequest } from '@portal/api-client';

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The buckets' headings, as the PDF and the CSV print them. */
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1To30: '1–30 days',
  days31To60: '31–60 days',
  days61To90: '61–90 days',
  over90: 'Over 90 days',
};

export interface Balance {
  openBalance: number;
  pastDue: number;
  aging: Record<AgingBucket, number>;
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
