// Account statement and aging (issue 39): the public face of the statements domain.
export { AGING_BUCKETS, AGING_LABELS, agingBucket, daysPastDue } from './aging.js';
export type { Aging, AgingBucket } from './aging.js';
export {
  accountStatement,
  NO_BILL_TO,
  statementInvoiceBatches,
  statementInvoices,
  statementSchema,
} from './statement-service.js';
export type {
  AccountStatement,
  Balance,
  BillToStatement,
  OrganisationStatement,
  StatementInvoice,
  StatementInvoicePage,
} from './statement-service.js';
export { STATEMENT_CSV_HEADER, statementCsv, statementPdf } from './statement-documents.js';
export { statementHandlers } from './gateway.js';
