// Job kind "invoice-bulk-pdf" (/invoices/bulkInvoicePdf): the selected invoices as one combined PDF or as one PDF
// each in a zip; when the file is stored, the requester is e-mailed its link through the mail outbox.
import { eq, inArray } from 'drizzle-orm';
import { brand } from '@portal/rules/brand';
import { invoices, mailOutbox, users } from '../../../db/schema.js';
import { badInput } from '../../../errors/api-error.js';
import { combinedInvoicePdf, invoicePdf, zipFiles } from '../invoice-pdf.js';
import {
  BULK_PDF_MAX,
  bulkPdfLimitMessage,
  INVOICE_BULK_PDF_JOB,
  invoiceDocuments,
} from '../invoice-service.js';
import { issueDownloadLink } from '../../../jobs/job-service.js';
import type { JobKind } from '../../../jobs/job-kinds.js';

export const invoiceBulkPdf: JobKind = {
  type: INVOICE_BULK_PDF_JOB,
  async run(env, request) {
    const ids = Array.isArray(request.body['invoiceIds'])
      ? request.body['invoiceIds'].filter((id): id is string => typeof id === 'string')
      : [];
    if (ids.length > BULK_PDF_MAX) throw badInput(bulkPdfLimitMessage());
    // only invoices of the organisations the requester could read when the job was queued
    const allowed = new Set(
      (
        await env.db
          .select({ invoiceId: invoices.invoiceId })
          .from(invoices)
          .where(inArray(invoices.accountId, request.accountIds.length ? request.accountIds : ['']))
      ).map((r) => r.invoiceId),
    );
    const documents = await invoiceDocuments(
      env.db,
      ids.filter((id) => allowed.has(id)),
    );
    if (documents.length === 0) throw badInput('None of the selected invoices could be found.');
    const stamp = env.now().toISOString().slice(0, 10);
    if (request.body['delivery'] === 'COMBINED')
      return {
        fileName: `invoices-${stamp}.pdf`,
        contentType: 'application/pdf',
        content: await combinedInvoicePdf(documents),
      };
    const files = [];
    for (const document of documents)
      files.push({ name: `invoice-${document.trxNumber}.pdf`, content: await invoicePdf(document) });
    return { fileName: `invoices-${stamp}.zip`, contentType: 'application/zip', content: zipFiles(files) };
  },
  async afterComplete(env, request, { jobId, url }) {
    const [user] = await env.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, request.userId))
      .limit(1);
    if (!user) return;
    const issued = await issueDownloadLink(env.db, { jobId, url }, env.now());
    const link = `${String(request.body['publicUrl'] ?? '')}${issued.url}`;
    const until = issued.expiresAt.toISOString().slice(0, 10);
    const count = Array.isArray(request.body['invoiceIds']) ? request.body['invoiceIds'].length : 0;
    const text = [
      `Hello ${user.firstName},`,
      `The PDF of the ${count} invoice(s) you requested is ready. Download it here, no sign-in needed (the link works until ${until}):`,
      link,
    ].join('\n\n');
    await env.db.insert(mailOutbox).values({
      to: user.email,
      subject: `Your ${brand.titleSuffix} invoice PDF is ready`,
      text: `${text}\n`,
      html: `<div><p>Hello ${escapeHtml(user.firstName)},</p><p>The PDF of the ${count} invoice(s) you requested is ready.</p><p><a href="${escapeHtml(link)}">Download the invoices</a> (the link works until ${until})</p></div>`,
      template: 'BulkInvoicePdfEmail',
      templateData: { emailAddress: user.email, fileUrl: link, count },
      createdAt: env.now(),
    });
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
