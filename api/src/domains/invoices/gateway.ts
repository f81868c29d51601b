// Invoice endpoints (spec 7 'Invoices'). The CSV export is the search queued as a job: the client appends 'async'
// to GET CSV /invoices/csv/search (spec 7 'async CSV endpoints have async appended').
import {
  authoriseInvoiceSearch,
  bulkPdfSchema,
  invoiceIdSchema,
  invoiceLocations,
  invoiceParts,
  invoiceSearchSchema,
  INVOICE_CSV_JOB,
  locationSearchSchema,
  requestBulkInvoicePdf,
  searchInvoices,
  validatedDownload,
  validatedDownloadSchema,
} from './invoice-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const invoiceHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/invoices/search/',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'Invoice search (either invoice privilege), scoped to the caller’s organisations.',
    schema: invoiceSearchSchema,
    handle: (ctx, { body }) => searchInvoices(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/invoices/csv/searchasync',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'CSV of an /invoices/search/ request, as an async job.',
    schema: invoiceSearchSchema,
    jobType: INVOICE_CSV_JOB,
    authorise(ctx, { body }) {
      const { request, access } = authoriseInvoiceSearch(ctx, body);
      return {
        body: { ...(request as unknown as Record<string, unknown>), defaultOnly: access.defaultOnly },
        accountIds: access.accountIds,
      };
    },
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/invoiceParts',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'The lines of one invoice.',
    schema: invoiceIdSchema,
    handle: (ctx, { body }) => invoiceParts(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/shipToLocations/',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'Ship-to addresses of the caller’s invoices (the invoice search picker).',
    schema: locationSearchSchema,
    handle: (ctx, { body }) => invoiceLocations(ctx, 'shipTo', body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/billToLocations/',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'Bill-to addresses of the caller’s invoices (the invoice search picker).',
    schema: locationSearchSchema,
    handle: (ctx, { body }) => invoiceLocations(ctx, 'billTo', body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/validatedDownload',
    audience: 'authenticated',
    rule: 'invoices.view',
    description: 'The URL of one invoice’s PDF, once the caller may read it.',
    schema: validatedDownloadSchema,
    handle: (ctx, { body }) => validatedDownload(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/bulkInvoicePdf',
    audience: 'authenticated',
    rule: 'invoices.view',
    description:
      'Up to 250 invoices (a selection or a whole search) as one PDF or one PDF each, built by a job; the link is e-mailed.',
    schema: bulkPdfSchema,
    handle: (ctx, { body }) => requestBulkInvoicePdf(ctx, body),
  }),
];
