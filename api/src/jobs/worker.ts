// The async job worker: polls the jobs table, claims one pending job at a time, runs its kind, writes the result
// file under <dataDir>/files/jobs/<jobId>/ and marks the job Complete (2) or Failed (3).
//
// Claiming: on PostgreSQL `FOR UPDATE SKIP LOCKED` lets several API processes share the table; PGlite is one
// connection in one process, so a plain claim is enough. A claimed job keeps status 1 (Pending, as clients see
// it) with `locked_at` as a lease that is renewed while it runs: a job whose process died is claimed again once
// its lease is old. On PGlite the process owns the data, so leases left from a previous run are cleared at start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { ApiError } from '../errors/api-error.js';
import { UNEXPECTED_ERROR } from '../errors/messages.js';
import type { Database, Dialect } from '../db/database.js';
import type { JobKind, JobRequest, PeriodicTask } from './job-kinds.js';

export const JOB_STATUS = { Pending: 1, Complete: 2, Failed: 3 } as const;
export const MAX_ATTEMPTS = 3;

export interface JobWorkerOptions {
  db: Database;
  dialect: Dialect;
  kinds: readonly JobKind[];
  /** run every task's everyMs while the worker runs (and by runPeriodic) */
  periodic?: readonly PeriodicTask[];
  dataDir: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollIntervalMs?: number;
  leaseMs?: number;
}

export interface JobWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** claims and runs one job; false when none was waiting */
  runOnce(): Promise<boolean>;
  /** runs jobs until none is waiting (tests, tools) */
  drain(): Promise<number>;
  /** runs the periodic tasks that are due (all of them with force: tests, tools) */
  runPeriodic(force?: boolean): Promise<void>;
}

/** Where a job's result file lives, and the URL that serves it. */
export function jobFilePath(dataDir: string, jobId: string, fileName: string): string {
  return path.join(dataDir, 'files', 'jobs', jobId, fileName);
}
export function jobFileUrl(jobId: string, fileName: string): string {
  return `/api/files/jobs/${jobId}/${encodeURIComponent(fileName)}`;
}

interface ClaimedJob extends Record<string, unknown> {
  job_id: string;
  type: string;
  request: JobRequest;
  attempts: number;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const kinds = new Map(options.kinds.map((k) => [k.type, k]));
  /** which process holds a lease (jobs.locked_by), for operators */
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  const lastRun = new Map<string, number>();

  async function runPeriodic(force = false): Promise<void> {
    for (const task of options.periodic ?? []) {
      const at = now().getTime();
      if (!force && at - (lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      lastRun.set(task.name, at);
      try {
        await task.run({ db, log, now });
      } catch (error) {
        log.error({ err: error, task: task.name }, 'periodic task failed');
      }
    }
  }

  async function claim(): Promise<ClaimedJob | null> {
    const at = now();
    const staleBefore = new Date(at.getTime() - leaseMs);
    const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const rows = await queryRows<ClaimedJob>(
      db,
      sql`update jobs set locked_at = ${at}, locked_by = ${workerId}, started_at = coalesce(started_at, ${at}),
            attempts = attempts + 1, updated_at = ${at}
          where job_id = (
            select job_id from jobs
             where status = ${JOB_STATUS.Pending}
               -- the clock has milliseconds, the column microseconds: a job queued this millisecond is due
               and run_after < ${at}::timestamptz + interval '1 millisecond'
               and (locked_at is null or locked_at < ${staleBefore})
             order by run_after, created_at
             limit 1 ${lock})
          returning job_id, type, request, attempts`,
    );
    return rows[0] ?? null;
  }

  async function finish(jobId: string, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await db
      .update(jobs)
      .set({ ...values, lockedAt: null, lockedBy: null, completedAt: now(), updatedAt: now() })
      .where(eq(jobs.jobId, jobId));
  }

  async function run(job: ClaimedJob): Promise<void> {
    const kind = kinds.get(job.type);
    if (!kind) {
      log.error({ jobId: job.job_id, type: job.type }, 'job of an unknown kind');
      await finish(job.job_id, {
        status: JOB_STATUS.Failed,
        error: UNEXPECTED_ERROR,
        response: UNEXPECTED_ERROR,
      });
      return;
    }
    const heartbeat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedAt: now() })
          .where(eq(jobs.jobId, job.job_id))
          .catch((error: unknown) => log.warn({ err: error }, 'job lease renewal failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      const output = await kind.run({ jobId: job.job_id, db, log, now }, job.request);
      const file = jobFilePath(options.dataDir, job.job_id, output.fileName);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, output.content);
      const url = jobFileUrl(job.job_id, output.fileName);
      await finish(job.job_id, {
        status: JOB_STATUS.Complete,
        resultUrl: url,
        response: { url },
        error: null,
      });
      log.info({ jobId: job.job_id, type: job.type }, 'job complete');
      if (kind.afterComplete)
        await kind
          .afterComplete({ db, log, now }, job.request, { jobId: job.job_id, url })
          .catch((error: unknown) => log.error({ err: error, jobId: job.job_id }, 'job follow-up failed'));
    } catch (error) {
      const expected = error instanceof ApiError && error.code !== 'INTERNAL';
      const message = expected ? error.message : UNEXPECTED_ERROR;
      if (!expected) log.error({ err: error, jobId: job.job_id, type: job.type }, 'job failed');
      if (!expected && job.attempts < MAX_ATTEMPTS) {
        // try again later (a transient failure); the client keeps seeing Pending
        await db
          .update(jobs)
          .set({
            lockedAt: null,
            lockedBy: null,
            runAfter: new Date(now().getTime() + 2000 * job.attempts),
            updatedAt: now(),
          })
          .where(eq(jobs.jobId, job.job_id));
      } else {
        await finish(job.job_id, { status: JOB_STATUS.Failed, error: message, response: message });
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    await run(job);
    return true;
  }

  function tick(): void {
    if (stopped || running) return;
    running = (async () => {
      try {
        await runPeriodic();
        while (!stopped && (await runOnce())) {
          /* keep going while jobs are waiting */
        }
      } catch (error) {
        log.error({ err: error }, 'job worker poll failed');
      } finally {
        running = null;
      }
    })();
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      if (dialect === 'pglite') {
        // one process owns a PGlite database: any lease is left over from a previous run
        await db
          .update(jobs)
          .set({ lockedAt: null, lockedBy: null })
          .where(sql`${jobs.status} = ${JOB_STATUS.Pending} and ${jobs.lockedAt} is not null`);
      }
      timer = setInterval(tick, pollIntervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
    runOnce,
    runPeriodic,
    async drain() {
      let count = 0;
      while (await runOnce()) count += 1;
      return count;
    },
  };
}
