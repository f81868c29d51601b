// The invoices domain's public face: what other domains (the account statement) may use of it.
export { invoiceAccess, visible } from './invoice-service.js';
export type { InvoiceAccess } from './invoice-service.js';
export { pdfText } from './pdf-text.js';
