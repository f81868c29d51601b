// Job kind "invoice-csv-export": every invoice matching an /invoices/search/ request, as CSV
// (GET CSV /invoices/csv/search, queued as /invoices/csv/searchasync).
import { invoiceCsv, invoiceSearchSchema, INVOICE_CSV_JOB } from '../invoice-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const invoiceCsvExport: JobKind = {
  type: INVOICE_CSV_JOB,
  async run(env, request) {
    const search = invoiceSearchSchema.validateSync(request.body, { stripUnknown: true });
    // the requester's invoice privilege when the job was queued: DEFAULT invoices only, or all of them
    const defaultOnly = request.body['defaultOnly'] !== false;
    const content = await invoiceCsv(env.db, { accountIds: request.accountIds, defaultOnly }, search);
    const stamp = env.now().toISOString().slice(0, 10);
    return { fileName: `invoices-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', content };
  },
};
