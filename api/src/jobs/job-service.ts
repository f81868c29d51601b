// Async jobs seen from the API: queue one for the caller, report its status on /api/messaging, hand out its
// result file. A job is visible only to the user who queued it; anything else is "not found".
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import { jobs } from '../db/schema.js';
import { ApiError, notFound } from '../errors/api-error.js';
import { JOB_NOT_FOUND, UNEXPECTED_ERROR } from '../errors/messages.js';
import type { JobRequest } from './job-kinds.js';
import { JOB_STATUS, jobFilePath } from './worker.js';
import { requireUser } from '../access/authorization.js';
import type { Executor } from '../db/database.js';
import { UUID_PATTERN, validate } from '../shared/validation.js';

export const jobNotFound = () =>
  new ApiError('NOT_FOUND', JOB_NOT_FOUND, { userFriendlyMessage: JOB_NOT_FOUND });

/** Queues a job for the caller; `accountIds` is the already-authorised scope the job will read. */
export async function queueJob(
  ctx: RequestContext,
  type: string,
  request: Omit<JobRequest, 'userId'>,
): Promise<{ jobId: string }> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      type,
      status: JOB_STATUS.Pending,
      request: { ...request, userId: user.id } satisfies JobRequest as unknown as Record<string, unknown>,
      ownerUserId: user.id,
      accountIds: request.accountIds,
      runAfter: ctx.now(),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning({ jobId: jobs.jobId });
  if (!row) throw new Error('job insert returned nothing');
  return { jobId: row.jobId };
}

export interface JobStatus {
  jobId: string;
  /** 1 Pending, 2 Complete, 3 Failed */
  jobStatusId: number;
  /** Complete: { url }; Failed: the error text; Pending: the job's progress if it reports one, else null */
  response: unknown;
  /** Complete: where the result is fetched from */
  url: string | null;
}

async function ownedJob(ctx: RequestContext, jobId: unknown) {
  const user = requireUser(ctx);
  if (typeof jobId !== 'string' || !UUID_PATTERN.test(jobId)) throw jobNotFound();
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.jobId, jobId)).limit(1);
  if (!job || job.ownerUserId !== user.id) throw jobNotFound();
  return job;
}

const messagingSchema = yup.object({
  operation: yup
    .object({
      jobId: yup
        .string()
        .typeError('operation.jobId must be a string.')
        .required('operation.jobId is required.'),
    })
    .required('operation is required.'),
});

/** POST /api/messaging {operation: {jobId}} */
export async function jobStatus(ctx: RequestContext, body: unknown): Promise<JobStatus> {
  const { operation } = validate(messagingSchema, body);
  const job = await ownedJob(ctx, operation.jobId);
  if (job.status === JOB_STATUS.Complete) {
    return {
      jobId: job.jobId,
      jobStatusId: job.status,
      response: job.response ?? { url: job.resultUrl },
      url: job.resultUrl,
    };
  }
  if (job.status === JOB_STATUS.Failed) {
    return { jobId: job.jobId, jobStatusId: job.status, response: job.error ?? UNEXPECTED_ERROR, url: null };
  }
  // a job that reports progress (bulk user upload: {processed, total}) has it in its response while it runs
  return { jobId: job.jobId, jobStatusId: JOB_STATUS.Pending, response: job.response ?? null, url: null };
}

/** The result file of the caller's completed job. */
export async function jobFile(
  ctx: RequestContext,
  jobId: string,
  fileName: string,
): Promise<{ path: string; fileName: string }> {
  const job = await ownedJob(ctx, jobId);
  return storedResult(ctx.config.dataDir, job, fileName);
}

async function storedResult(
  dataDir: string,
  job: { jobId: string; status: number; resultUrl: string | null },
  fileName: string,
): Promise<{ path: string; fileName: string }> {
  if (job.status !== JOB_STATUS.Complete || !job.resultUrl) throw jobNotFound();
  const expected = path.posix.basename(new URL(job.resultUrl, 'http://x').pathname);
  if (decodeURIComponent(expected) !== fileName) throw notFound();
  const file = jobFilePath(dataDir, job.jobId, fileName);
  try {
    await fs.access(file);
  } catch {
    throw notFound();
  }
  return { path: file, fileName };
}

/** How long a link e-mailed for a job's result keeps working without signing in. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * A link to a completed job's result that a mail client can open: the path plus a random token whose hash and
 * expiry are kept on the job row (so every API process can check it, and no signing secret has to be shared).
 * Issuing a new link replaces the previous one.
 */
export async function issueDownloadLink(
  db: Executor,
  job: { jobId: string; url: string },
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS);
  await db
    .update(jobs)
    .set({ downloadTokenHash: tokenHash(token).toString('hex'), downloadExpiresAt: expiresAt })
    .where(eq(jobs.jobId, job.jobId));
  return { url: `${job.url}?token=${token}`, expiresAt };
}

/**
 * The result file named by an e-mailed link; a wrong, expired or replaced token is "not found", as for a stranger.
 * `signedInUserId`: a caller who opens the link signed in must be the one who queued the job (issue 36) — the link
 * works alone for a mail client, and is no way into another user's results for a session.
 */
export async function jobFileByLink(
  db: Executor,
  dataDir: string,
  link: { jobId: string; fileName: string; token: string; signedInUserId?: string | null },
  now: Date,
): Promise<{ path: string; fileName: string }> {
  if (!UUID_PATTERN.test(link.jobId) || !/^[\w-]{20,100}$/.test(link.token)) throw jobNotFound();
  const [job] = await db.select().from(jobs).where(eq(jobs.jobId, link.jobId)).limit(1);
  if (!job?.downloadTokenHash || !job.downloadExpiresAt) throw jobNotFound();
  const stored = Buffer.from(job.downloadTokenHash, 'hex');
  const given = tokenHash(link.token);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw jobNotFound();
  if (job.downloadExpiresAt.getTime() <= now.getTime()) throw jobNotFound();
  if (link.signedInUserId !== undefined && link.signedInUserId !== job.ownerUserId) throw jobNotFound();
  return storedResult(dataDir, job, link.fileName);
}
