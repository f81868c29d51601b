import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { jobs } from '../db/schema.js';
import { badInput } from '../errors/api-error.js';
import { UNEXPECTED_ERROR } from '../errors/messages.js';
import type { JobKind } from './job-kinds.js';
import { createJobWorker, JOB_STATUS, MAX_ATTEMPTS } from './worker.js';

const noop = () => undefined;
const silent = {
  level: 'silent',
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  silent: noop,
  child: () => silent,
} as unknown as FastifyBaseLogger;

describe('job worker', () => {
  let t: TestDatabase;
  let dataDir: string;
  let now = Date.parse('2026-03-01T12:00:00Z');
  let calls = 0;
  const flaky: JobKind = {
    type: 'flaky',
    async run() {
      calls += 1;
      throw new Error('disk on fire');
    },
  };
  const refused: JobKind = {
    type: 'refused',
    async run() {
      throw badInput('Nothing to export for these filters.');
    },
  };
  const ok: JobKind = {
    type: 'ok',
    async run(_env, request) {
      return {
        fileName: 'out.csv',
        contentType: 'text/csv',
        content: `a,b\r\n${request.accountIds.join(';')}\r\n`,
      };
    },
  };

  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-worker-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const worker = () =>
    createJobWorker({
      db: t.db,
      dialect: t.kind,
      kinds: [flaky, refused, ok],
      dataDir,
      log: silent,
      now: () => new Date(now),
    });
  const insert = async (type: string) => {
    const [row] = await t.db
      .insert(jobs)
      .values({
        type,
        request: { endpoint: '/x', body: {}, accountIds: ['A1', 'A2'], userId: 'u' },
        runAfter: new Date(now - 1000),
      })
      .returning({ jobId: jobs.jobId });
    return row!.jobId;
  };
  const read = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;

  it('writes the result file and completes the job', async () => {
    const jobId = await insert('ok');
    expect(await worker().drain()).toBe(1);
    const job = await read(jobId);
    expect(job).toMatchObject({ status: JOB_STATUS.Complete, lockedAt: null, lockedBy: null });
    expect(job.resultUrl).toBe(`/api/files/jobs/${jobId}/out.csv`);
    const file = await fs.readFile(path.join(dataDir, 'files', 'jobs', jobId, 'out.csv'), 'utf8');
    expect(file).toBe('a,b\r\nA1;A2\r\n');
  });

  it('retries an unexpected failure later, then fails it with the unexpected-error text', async () => {
    const jobId = await insert('flaky');
    const w = worker();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await w.runOnce()).toBe(true);
      const job = await read(jobId);
      if (attempt < MAX_ATTEMPTS) {
        expect(job.status).toBe(JOB_STATUS.Pending);
        expect(await w.runOnce()).toBe(false); // not due yet
        now += 2000 * attempt + 1;
      } else {
        expect(job).toMatchObject({
          status: JOB_STATUS.Failed,
          error: UNEXPECTED_ERROR,
          response: UNEXPECTED_ERROR,
        });
      }
    }
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('fails an expected refusal at once with its message', async () => {
    const jobId = await insert('refused');
    await worker().drain();
    expect(await read(jobId)).toMatchObject({
      status: JOB_STATUS.Failed,
      error: 'Nothing to export for these filters.',
      attempts: 1,
    });
  });

  it('never runs a job twice at the same time', async () => {
    const jobId = await insert('ok');
    const [a, b] = [worker(), worker()];
    const ran = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect((await read(jobId)).attempts).toBe(1);
  });

  it('runs a periodic task when it is due, and again only after its interval (or when forced)', async () => {
    const ran: number[] = [];
    const periodic = createJobWorker({
      db: t.db,
      dialect: t.kind,
      kinds: [],
      periodic: [{ name: 'count', everyMs: 60_000, run: async (env) => void ran.push(env.now().getTime()) }],
      dataDir,
      log: silent,
      now: () => new Date(now),
    });
    await periodic.runPeriodic();
    await periodic.runPeriodic();
    expect(ran).toEqual([now]);
    now += 60_000;
    await periodic.runPeriodic();
    await periodic.runPeriodic(true);
    expect(ran).toEqual([now - 60_000, now, now]);
  });
});
