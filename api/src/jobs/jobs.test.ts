import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema.js';
import { createHarness, ORG, USERS } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { JOB_NOT_FOUND, UNEXPECTED_ERROR } from '../errors/messages.js';
import { buildApp } from '../app.js';
import { createKeyTokenVerifier } from '../auth/token-verifier.js';
import { generateKeyPair } from 'jose';
import { AUDIENCE, ISSUER } from '../http/test-harness.js';

describe('async jobs: fleet CSV export', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const queue = async (
    user: TestUser,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await h.integration(
      user,
      { endpoint: '/fleet/ngSearchasync', body, isSynchronous: false },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json();
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    return jobId as string;
  };
  const status = async (user: TestUser, jobId: unknown) => {
    const token = await h.token(user);
    return h.app.inject({
      method: 'POST',
      url: '/api/messaging',
      headers: { authorization: `Bearer ${token}` },
      payload: { operation: { jobId } },
    });
  };
  const download = async (user: TestUser | null, url: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: user ? { authorization: `Bearer ${await h.token(user)}` } : {},
    });

  it('queues a job, reports Pending, runs it and serves the CSV to the requester only', async () => {
    const jobId = await queue(USERS.alice, { sortOptions: [{ fieldName: 'unitSerial', direction: 'ASC' }] });
    const pending = await status(USERS.alice, jobId);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ jobId, jobStatusId: 1, response: null, url: null });

    expect(await h.app.jobWorker.drain()).toBe(1);

    const done = (await status(USERS.alice, jobId)).json();
    expect(done.jobStatusId).toBe(2);
    expect(done.url).toMatch(new RegExp(`^/api/files/jobs/${jobId}/fleet-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(done.response).toEqual({ url: done.url });

    const file = await download(USERS.alice, done.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^instanceId,customerName,customerVehicleNumber,unitSerial,/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['U-ALPHA-1', 'U-ALPHA-2']);
    // a formula-looking value is neutralised
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(file.body).not.toContain('U-BRAVO-1');

    expect((await download(USERS.bob, done.url)).statusCode).toBe(404);
    expect((await download(null, done.url)).statusCode).toBe(401);
    expect((await status(USERS.bob, jobId)).json().exceptionMessages).toEqual([JOB_NOT_FOUND]);
  });

  it('answers The specified job could not be found. for unknown or malformed ids', async () => {
    for (const jobId of ['00000000-0000-4000-8000-000000000999', 'nope', 42]) {
      const res = await status(USERS.alice, jobId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        exceptionMessages: [JOB_NOT_FOUND],
        userFriendlyMessage: JOB_NOT_FOUND,
      });
    }
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/messaging',
      headers: { authorization: `Bearer ${await h.token(USERS.alice)}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().exceptionMessages).toContain('operation.jobId is required.');
  });

  it('exports a parent-holding user’s selected child only and refuses foreign account ids', async () => {
    const jobId = await queue(USERS.holly, {}, { 'x-selected-organization': ORG.child1 });
    await h.app.jobWorker.drain();
    const done = (await status(USERS.holly, jobId)).json();
    const csv = (await download(USERS.holly, done.url)).body;
    expect(csv).toContain('U-CHILD1-1');
    expect(csv).not.toContain('U-CHILD2-1');
    const denied = await h.integration(USERS.alice, {
      endpoint: '/fleet/ngSearchasync',
      body: { accountIds: [ORG.bravo] },
    });
    expect(denied.statusCode).toBe(403);
    const invalid = await h.integration(USERS.alice, {
      endpoint: '/fleet/ngSearchasync',
      body: { size: 'big' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('marks a job of an unknown kind Failed with the unexpected-error text', async () => {
    const [row] = await h.db
      .insert(jobs)
      .values({ type: 'no-such-kind', ownerUserId: USERS.alice.id, request: {} })
      .returning({ jobId: jobs.jobId });
    await h.app.jobWorker.drain();
    const failed = (await status(USERS.alice, row!.jobId)).json();
    expect(failed).toEqual({ jobId: row!.jobId, jobStatusId: 3, response: UNEXPECTED_ERROR, url: null });
  });
});

describe('async jobs survive a restart', () => {
  it('runs a job queued (or left running) before the API stopped once the worker starts again', async () => {
    const h = await createHarness();
    try {
      const res = await h.integration(USERS.alice, { endpoint: '/fleet/ngSearchasync', body: {} });
      const { jobId } = res.json();
      // a second job left "running" by a process that died: claimed, lease never released. PGlite belongs to one
      // process, so its leases are cleared at start; on PostgreSQL a dead process's lease is reclaimed once it is
      // older than the lease time (60 s), here one taken two minutes ago
      const [stuck] = await h.db
        .insert(jobs)
        .values({
          type: 'fleet-csv-export',
          ownerUserId: USERS.alice.id,
          request: {
            endpoint: '/fleet/ngSearchasync',
            body: {},
            accountIds: [ORG.alpha],
            userId: USERS.alice.id,
          },
          lockedAt: h.kind === 'pglite' ? new Date() : new Date(Date.now() - 120_000),
          attempts: 1,
        })
        .returning({ jobId: jobs.jobId });
      await h.app.close();

      // a new API process over the same database
      const { publicKey } = await generateKeyPair('RS256');
      const restarted = await buildApp(h.config, {
        database: { db: h.db, kind: h.kind },
        tokenVerifier: createKeyTokenVerifier({ key: publicKey, issuer: ISSUER, audience: AUDIENCE }),
      });
      try {
        await restarted.jobWorker.start();
        const deadline = Date.now() + 30_000;
        let statuses: number[] = [];
        while (Date.now() < deadline) {
          const rows = await h.db.select({ id: jobs.jobId, status: jobs.status }).from(jobs);
          statuses = [jobId, stuck!.jobId].map((id) => rows.find((r) => r.id === id)!.status);
          if (statuses.every((s) => s === 2)) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(statuses).toEqual([2, 2]);
        const [row] = await h.db.select().from(jobs).where(eq(jobs.jobId, jobId));
        expect(row!.resultUrl).toMatch(/\.csv$/);
      } finally {
        await restarted.close();
      }
    } finally {
      await h.close().catch(() => undefined);
    }
    // two API apps over one database and a job polled for up to 30 s: on a loaded 2-core machine the default 60 s
    // (api/jest.config.cjs) was once not enough to build both
  }, 120_000);
});
