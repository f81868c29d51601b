// GET /api/files/jobs/{jobId}/{fileName}: a completed job's result, only for the user who queued it (or for the
// holder of the link e-mailed for it, until it expires; opened signed in, only by that user), and
// GET /api/replacement-images/{partNumber}: { digitalassets } of a part.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import { bearerToken } from '../auth/request-context.js';
import type { ContextFactory } from '../auth/request-context.js';
import { replacementImages } from '../domains/catalogue/catalogue-service.js';
import { jobFile, jobFileByLink } from '../jobs/job-service.js';
import { apnAttachmentPdf } from '../domains/notices/notice-service.js';
import {
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  claimAttachmentFile,
  uploadClaimAttachment,
} from '../domains/warranty/warranty-service.js';
import { invoicePdf } from '../domains/invoices/invoice-pdf.js';
import { invoiceFile, staticFile } from '../domains/invoices/invoice-service.js';
import {
  accountStatement,
  statementCsv,
  statementInvoiceBatches,
  statementPdf,
} from '../domains/statements/index.js';
import { certificatePdf, courseOrderSeatsCsv, seatCertificate } from '../domains/training/index.js';
import { openRateLimit } from './security.js';

const JOB_FILE_TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

export function registerFileRoutes(api: FastifyInstance, config: ApiConfig, contexts: ContextFactory): void {
  // with ?token= (the link e-mailed when a long job finishes) no sign-in is asked: a mail client has no bearer token
  api.get<{ Params: { jobId: string; fileName: string }; Querystring: { token?: string } }>(
    '/files/jobs/:jobId/:fileName',
    { config: openRateLimit(config) },
    async (request, reply) => {
      const { jobId, fileName } = request.params;
      const token = request.query.token;
      let file: { path: string; fileName: string };
      if (typeof token === 'string' && token !== '') {
        // a mail client sends no bearer token; a caller that sends one is bound to the link's owner
        const signedIn = bearerToken(request) !== null;
        const ctx = signedIn
          ? await contexts.forRequest(request, { tokenRequired: true })
          : contexts.guest(request);
        const owner = signedIn ? { signedInUserId: ctx.caller.user?.id ?? null } : {};
        file = await jobFileByLink(ctx.db, config.dataDir, { jobId, fileName, token, ...owner }, ctx.now());
      } else {
        file = await jobFile(await contexts.forRequest(request, { tokenRequired: true }), jobId, fileName);
      }
      const type = JOB_FILE_TYPES[path.extname(file.fileName).toLowerCase()] ?? 'application/octet-stream';
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type(type)
        .send(fs.createReadStream(file.path));
    },
  );

  // an invoice's PDF (the fileUrl of /invoices/validatedDownload), made on request for a caller who may read it
  api.get<{ Params: { invoiceId: string; fileName: string } }>(
    '/files/invoices/:invoiceId/:fileName',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await invoiceFile(ctx, request.params.invoiceId, request.params.fileName);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type('application/pdf')
        .send(await invoicePdf(file.document));
    },
  );

  // the account statement (issue 39) as a PDF or a CSV: ?accountIds=a,b (none: every organisation in scope)
  api.get<{ Params: { format: string }; Querystring: { accountIds?: string } }>(
    '/files/statements/statement.:format',
    async (request, reply) => {
      const { format } = request.params;
      if (format !== 'pdf' && format !== 'csv') return reply.callNotFound();
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const named = request.query.accountIds?.split(',').filter((id) => id !== '');
      const statement = await accountStatement(ctx, named?.length ? { accountIds: named } : {});
      const fileName = `statement-${statement.asOf}.${format}`;
      reply
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `${format === 'pdf' ? 'inline' : 'attachment'}; filename="${fileName}"`,
        );
      // every open invoice, read in batches: the CSV streamed as it is read (ADR 0044)
      const lines = (accountId: string) => statementInvoiceBatches(ctx, statement, accountId);
      return format === 'pdf'
        ? reply.type('application/pdf').send(await statementPdf(statement, lines))
        : reply.type('text/csv; charset=utf-8').send(Readable.from(statementCsv(statement, lines)));
    },
  );

  // a training order's seats and progress as CSV (issue 40: safety records), and a learner's completion certificate
  api.get<{ Params: { courseOrderId: string } }>(
    '/files/training/orders/:courseOrderId/seats.csv',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await courseOrderSeatsCsv(ctx, request.params.courseOrderId);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type('text/csv; charset=utf-8')
        .send(file.content);
    },
  );
  api.get<{ Params: { courseOrderId: string; seatId: string } }>(
    '/files/training/orders/:courseOrderId/seats/:seatId/certificate.pdf',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await seatCertificate(ctx, request.params.courseOrderId, request.params.seatId);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type('application/pdf')
        .send(await certificatePdf(file.document));
    },
  );

  // published files (getFilesInFolder: 'static/Payment-Instructions/')
  api.get<{ Params: { folder: string; fileName: string } }>(
    '/files/static/:folder/:fileName',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await staticFile(ctx, request.params.folder, request.params.fileName);
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type(file.fileName.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream')
        .send(fs.createReadStream(file.path));
    },
  );

  // a warranty claim attachment, sent as the raw file (its type in Content-Type, its name in ?fileName=); the
  // answer's uploadId goes into /warranty/submitClaim's attachmentIds
  void api.register(async (uploads) => {
    uploads.addContentTypeParser(
      [...ATTACHMENT_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_ATTACHMENT_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    );
    uploads.post<{ Querystring: { fileName?: string }; Body: Buffer }>(
      '/files/warranty/uploads',
      { bodyLimit: MAX_ATTACHMENT_BYTES + 1024 },
      async (request) => {
        const ctx = await contexts.forRequest(request, { tokenRequired: true });
        return uploadClaimAttachment(ctx, {
          fileName: request.query.fileName,
          contentType: (request.headers['content-type'] ?? '').split(';')[0]!.trim(),
          bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
      },
    );
  });

  // a filed warranty claim's attachment (listed by /warranty/details), for callers who may read the claim
  api.get<{ Params: { claimId: string; attachmentId: string } }>(
    '/files/warranty/:claimId/:attachmentId',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await claimAttachmentFile(ctx, request.params);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(fs.createReadStream(file.path));
    },
  );

  // a notice (APN) attachment: the fileUrl of /apn/getApnPdfUrl, a PDF made for the caller's affected units
  api.get<{ Params: { apnId: string; attachmentId: string }; Querystring: { download?: string } }>(
    '/files/apn/:apnId/:attachmentId',
    async (request, reply) => {
      const ctx = await contexts.forRequest(request, { tokenRequired: true });
      const file = await apnAttachmentPdf(ctx, request.params.apnId, request.params.attachmentId);
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${disposition}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .type('application/pdf')
        .send(file.content);
    },
  );

  api.get<{ Params: { partNumber: string } }>(
    '/replacement-images/:partNumber',
    { config: openRateLimit(config) },
    async (request, reply) => {
      const ctx = contexts.guest(request);
      const result = await replacementImages(ctx, { partNumber: request.params.partNumber });
      return reply.header('Cache-Control', 'public, max-age=300').send(result);
    },
  );
}
