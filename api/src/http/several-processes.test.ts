// Several API processes on one PostgreSQL server (issue 19): two real API processes (api/src/main.ts) on one
// database and one shared store limit together and forget together; job claims and the search rebuild claim are
// taken once. Needs a PostgreSQL server (TEST_DATABASE_URL) and a Redis-compatible server (REDIS_URL): CI sets both.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { apiProcessesFrom, readConfig, SEVERAL_PROCESSES_NEED_POSTGRES } from '../config.js';
import { openDatabase, queryRows } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { jobs, products } from '../db/schema.js';
import { createSharedAttemptStore } from '../identity/rate-limit.js';
import { createCaptchaService } from '../domains/registration/captcha.js';
import type { JobKind } from '../jobs/job-kinds.js';
import { createJobWorker, JOB_STATUS } from '../jobs/worker.js';
import { createSearchRebuilder } from '../search/search-rebuilder.js';
import { createOperationLimiter } from '../shared/operation-limiter.js';
import { connectSharedStore, sharedSpentSolutions } from './shared-store.js';
import type { SharedStore } from './shared-store.js';
import { AUDIENCE, ISSUER, seedTestWorld, signToken, USERS } from './test-harness.js';
import type { TestUser } from './test-harness.js';

const serverUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];
const { repoRoot } = readConfig({});

describe('API_PROCESSES', () => {
  it('is 1 unless asked, and more than 1 only on a PostgreSQL server', () => {
    expect(apiProcessesFrom({})).toBe(1);
    expect(apiProcessesFrom({ API_PROCESSES: '3', DATABASE_URL: 'postgres://db/portal' })).toBe(3);
    expect(() => apiProcessesFrom({ API_PROCESSES: '2' })).toThrow(SEVERAL_PROCESSES_NEED_POSTGRES);
    expect(() => apiProcessesFrom({ API_PROCESSES: '0', DATABASE_URL: 'postgres://db/portal' })).toThrow(
      'API_PROCESSES must be an integer >= 1, not 0',
    );
  });

  it('refuses several processes on the embedded database before opening it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processes-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, API_PROCESSES: '2', DATABASE_URL: '', PORTAL_DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(SEVERAL_PROCESSES_NEED_POSTGRES);
    // nothing was created
    expect(await fs.readdir(dataDir)).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

if (!serverUrl || !redisUrl) {
  test.skip('several API processes on one PostgreSQL: skipped, needs TEST_DATABASE_URL and REDIS_URL (CI sets both)', () => {});
} else {
  describe('several API processes on one PostgreSQL server and one shared store', () => {
    const noop = () => undefined;
    // a logger that says nothing (Fastify's own when logging is off)
    const silent: FastifyBaseLogger = Fastify({ logger: false }).log;
    const sensitiveMax = 10;
    const databaseName = `portal_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
    const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;
    let databaseUrl: string;
    let database: DatabaseHandle;
    let privateKey: CryptoKey;
    let jwks: http.Server;
    const apis: { url: string; child: ChildProcess }[] = [];
    const dataDirs: string[] = [];

    const withServer = async (run: (client: pg.Client) => Promise<unknown>) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await run(admin);
      } finally {
        await admin.end();
      }
    };

    /** `api/src/main.ts` as `npm start` runs it, on the test database, trusting the test's signing key. */
    const startApi = async (jwksUrl: string): Promise<{ url: string; child: ChildProcess }> => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processes-'));
      dataDirs.push(dataDir);
      const port = await new Promise<number>((resolve) => {
        const probe = http.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: prefix,
          IDP_EMBEDDED: 'false',
          AUTH_ISSUER: ISSUER,
          AUTH_AUDIENCE: AUDIENCE,
          JWKS_URL: jwksUrl,
          SEED_ON_START: 'false',
          JOBS_ENABLED: 'false',
          SEARCH_REBUILD_QUIET_MS: '0',
          RATE_LIMIT_SENSITIVE_MAX: String(sensitiveMax),
          // each burst below comes from a client address of its own
          TRUST_PROXY: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
          PORTAL_DATA_DIR: dataDir,
          PORTAL_STATIC_DIR: '',
          API_PROCESSES: '1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`API process exited with ${code}`))),
      );
      const up = (async () => {
        for (;;) {
          try {
            if ((await fetch(`${url}/api/health`)).ok) return;
          } catch {
            // not listening yet
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      await Promise.race([up, exited]);
      return { url, child };
    };

    beforeAll(async () => {
      await withServer((admin) => admin.query(`create database "${databaseName}"`));
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      database = await openDatabase({ databaseUrl, poolSize: 4 });
      await migrate(database);
      await seedTestWorld(database.db);
      const keys = await generateKeyPair('RS256');
      privateKey = keys.privateKey;
      const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
      jwks = http.createServer((_, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [publicJwk] }));
      });
      await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
      const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`;
      apis.push(...(await Promise.all([startApi(jwksUrl), startApi(jwksUrl)])));
    }, 180_000);

    afterAll(async () => {
      await Promise.all(
        apis.map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(null);
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      await new Promise((resolve) => jwks?.close(resolve));
      await database?.close();
      await withServer((admin) => admin.query(`drop database if exists "${databaseName}" with (force)`));
      await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    }, 60_000);

    const api = (i: number) => apis[i]!.url;

    /** checkEmail 100 times from one client address, taking the processes in turn; the outcome of each call */
    const emailCheckBurst = async (urls: string[], clientAddress: string): Promise<string[]> => {
      const outcomes: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        const response = await fetch(`${urls[i % urls.length]}/api/open-graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
          body: JSON.stringify({
            query: 'query($email: String!) { checkEmail(email: $email) { result } }',
            variables: { email: `burst${i}@newdomain.example` },
          }),
        });
        const body = (await response.json()) as {
          data?: { checkEmail: { result: string } } | null;
          errors?: { extensions?: { code?: string } }[];
        };
        outcomes.push(body.errors?.[0]?.extensions?.code ?? body.data?.checkEmail.result ?? 'none');
      }
      return outcomes;
    };

    it('refuses a burst of email checks spread over both processes after the same count as one process', async () => {
      const againstOne = await emailCheckBurst([api(0)], '203.0.113.1');
      const againstBoth = await emailCheckBurst([api(0), api(1)], '203.0.113.2');
      const expected = [
        ...Array<string>(sensitiveMax).fill('ABSENT'),
        ...Array<string>(100 - sensitiveMax).fill('RATE_LIMITED'),
      ];
      expect(againstOne).toEqual(expected);
      expect(againstBoth).toEqual(expected);
    });

    const fleetSearch = async (url: string, user: TestUser) =>
      (
        await fetch(`${url}/api/integration`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${await signToken(privateKey, user)}`,
          },
          body: JSON.stringify({ endpoint: '/fleet/ngSearch', body: {} }),
        })
      ).status;
    const editPrivilege = async (url: string, mutation: 'revokeUserPrivilege' | 'restoreUserPrivilege') => {
      const response = await fetch(`${url}/api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await signToken(privateKey, USERS.cora)}`,
        },
        body: JSON.stringify({
          query: `mutation { ${mutation}(userId: "${USERS.alice.id}", privilege: "B2B_Fleet_Search") { revokedPrivileges } }`,
        }),
      });
      const body = (await response.json()) as { data?: Record<string, { revokedPrivileges: string[] }> };
      return body.data?.[mutation]?.revokedPrivileges;
    };

    it('refuses a privilege revoked through one process on the next request to the other', async () => {
      // the second process has Alice's caller remembered (for its 5 s lifetime) when the first revokes
      expect(await fleetSearch(api(1), USERS.alice)).toBe(200);
      expect(await fleetSearch(api(1), USERS.alice)).toBe(200);
      expect(await editPrivilege(api(0), 'revokeUserPrivilege')).toEqual(['B2B_Fleet_Search']);
      expect(await fleetSearch(api(1), USERS.alice)).toBe(403);
      expect(await editPrivilege(api(0), 'restoreUserPrivilege')).toEqual([]);
      expect(await fleetSearch(api(1), USERS.alice)).toBe(200);
    });

    it('runs each job once when two workers on two connections pools claim at the same time', async () => {
      const second = await openDatabase({ databaseUrl, poolSize: 4 });
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processes-jobs-'));
      try {
        const runs: string[] = [];
        const counted: JobKind = {
          type: 'counted',
          async run(env, request) {
            runs.push(request.userId);
            // long enough for the other worker to look for work meanwhile
            await new Promise((resolve) => setTimeout(resolve, 20));
            return { fileName: 'out.csv', contentType: 'text/csv', content: 'a\r\n' };
          },
        };
        const now = new Date();
        const inserted = await database.db
          .insert(jobs)
          .values(
            Array.from({ length: 20 }, (_, i) => ({
              type: 'counted',
              request: { endpoint: '/x', body: {}, accountIds: [], userId: `job-${i}` },
              runAfter: new Date(now.getTime() - 1000),
            })),
          )
          .returning({ jobId: jobs.jobId });
        const worker = (db: DatabaseHandle) =>
          createJobWorker({ db: db.db, dialect: 'postgres', kinds: [counted], dataDir, log: silent });
        const done = await Promise.all([worker(database).drain(), worker(second).drain()]);
        expect(done[0] + done[1]).toBe(20);
        expect([...runs].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `job-${i}`).sort());
        const statuses = await database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(
            inArray(
              jobs.jobId,
              inserted.map((j) => j.jobId),
            ),
          );
        expect(statuses.every((s) => s.status === JOB_STATUS.Complete)).toBe(true);
      } finally {
        await second.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });

    it('takes the search rebuild claim once when two processes find the catalogue changed at the same time', async () => {
      const second = await openDatabase({ databaseUrl, poolSize: 4 });
      try {
        const [part] = await database.db.select({ partNumber: products.partNumber }).from(products).limit(1);
        await database.db
          .update(products)
          .set({ name: 'Zephyrine Bucket Liner' })
          .where(eq(products.partNumber, part!.partNumber));
        let clock = 0;
        const rebuilt: string[] = [];
        const rebuilder = (db: DatabaseHandle, name: string) =>
          createSearchRebuilder({
            db: db.db,
            log: {
              info: (_, message) => void (message.startsWith('search data rebuilt') && rebuilt.push(name)),
              error: noop,
            },
            quietMs: 1000,
            now: () => clock,
          });
        const first = rebuilder(database, 'first');
        const other = rebuilder(second, 'second');
        expect([await first.check(), await other.check()]).toEqual(['waiting', 'waiting']);
        clock += 1000;
        const outcomes = await Promise.all([first.check(), other.check()]);
        expect(outcomes.filter((o) => o === 'rebuilt')).toHaveLength(1);
        expect(outcomes.filter((o) => o !== 'rebuilt')[0]).toMatch(/^(claimed-elsewhere|current)$/);
        expect(rebuilt).toHaveLength(1);
        const [state] = await queryRows<{ built: boolean; released: boolean }>(
          database.db,
          sql`select built_version = version as built, rebuild_claimed_at is null as released
                from search_data_version where id = 1`,
        );
        expect(state).toEqual({ built: true, released: true });
      } finally {
        await second.close();
      }
    });

    describe('the shared store', () => {
      let store: SharedStore;
      beforeAll(() => {
        store = connectSharedStore(redisUrl, `${prefix}unit:`, silent);
      });
      afterAll(async () => {
        await store.close();
      });

      it('counts operations of two limiters together', async () => {
        const limiters = [0, 1].map(() =>
          createOperationLimiter({ max: 3, windowMs: 60_000, shared: store }),
        );
        for (let i = 0; i < 3; i += 1) await limiters[i % 2]!.consume('checkEmail', '198.51.100.7');
        await expect(limiters[1]!.consume('checkEmail', '198.51.100.7')).rejects.toMatchObject({
          code: 'RATE_LIMITED',
        });
        await expect(limiters[0]!.consume('checkEmail', '198.51.100.8')).resolves.toBeUndefined();
      });

      it('accepts a registration captcha solution once across processes', async () => {
        const options = { hmacKey: 'shared-key', maxNumber: 2000, ttlMs: 60_000 };
        const [first, other] = [0, 1].map(() =>
          createCaptchaService({ ...options, spend: sharedSpentSolutions(store) }),
        );
        const c = await first!.issue();
        const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
        const payload = Buffer.from(
          JSON.stringify({
            algorithm: c.algorithm,
            challenge: c.challenge,
            number: solution?.number,
            salt: c.salt,
            signature: c.signature,
          }),
        ).toString('base64');
        expect(await other!.verify(payload)).toBe(true);
        expect(await first!.verify(payload)).toBe(false);
        expect(await other!.verify(payload)).toBe(false);
      });

      it('keeps failed sign-ins of every process, oldest first, and forgets them', async () => {
        const attempts = [createSharedAttemptStore(store), createSharedAttemptStore(store)];
        await attempts[0]!.record('account:a', 1000);
        await attempts[1]!.record('account:a', 2000);
        await attempts[1]!.record('account:a', 2000);
        expect(await attempts[0]!.failuresSince('account:a', 0)).toEqual([1000, 2000, 2000]);
        expect(await attempts[1]!.failuresSince('account:a', 1000)).toEqual([2000, 2000]);
        await attempts[0]!.forget('account:a');
        expect(await attempts[1]!.failuresSince('account:a', 0)).toEqual([]);
      });
    });
  });
}
