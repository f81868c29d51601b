// Aging (issue 39), for the API's statement and the page that shows it: an open invoice falls in one bucket by how many days past its due date it is on the statement's
// day. Due today or later: current; then 1–30, 31–60, 61–90 and over 90 days past due.

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The buckets' headings, as the page, the PDF and the CSV print them. */
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1To30: '1–30 days',
  days31To60: '31–60 days',
  days61To90: '61–90 days',
  over90: 'Over 90 days',
};

export type Aging = Record<AgingBucket, number>;

const DAY_MS = 86_400_000;

/** Whole days from the due date to the statement date (both ISO dates, yyyy-mm-dd); negative before it is due. */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1To30';
  if (days <= 60) return 'days31To60';
  if (days <= 90) return 'days61To90';
  return 'over90';
}

export const emptyAging = (): Aging => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
});

/** The account statement's shape, as the API answers it and the page shows it. */
export interface Balance {
  openBalance: number;
  pastDue: number;
  aging: Aging;
}

export interface BillToStatement extends Balance {
  billToAddressId: string | null;
  billTo: string;
}

/** One open invoice of the statement, as its paged lines (and the PDF and CSV) show it. */
export interface StatementInvoice {
  invoiceId: string;
  accountId: string;
  trxNumber: string;
  invoiceDate: string;
  dueDate: string;
  daysPastDue: number;
  bucket: AgingBucket;
  amount: number;
  balanceDue: number;
  billTo: string;
}

/** One company's part of the statement: its totals and aging; its open invoices are paged apart. */
export interface OrganisationStatement extends Balance {
  accountId: string;
  accountNumber: string;
  name: string;
  currency: string;
  creditLimit: number | null;
  /** how many open invoices make up its balance */
  openInvoices: number;
  billTos: BillToStatement[];
}

export interface AccountStatement extends Balance {
  asOf: string;
  creditLimit: number | null;
  openInvoices: number;
  organizations: OrganisationStatement[];
}

/** A page of the statement's open invoices (oldest due first), with how many there are in all. */
export interface StatementInvoicePage {
  asOf: string;
  content: StatementInvoice[];
  totalRecords: number;
}
