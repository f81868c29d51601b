// Entry point of the API process (`npm start` runs it with the deployed portal beside it): open the database,
// apply migrations, seed an empty database, start the embedded identity provider (unless IDP_EMBEDDED=false,
// e.g. against a real Auth0 tenant), start the job worker, listen.
// With API_PROCESSES=N (N > 1, PostgreSQL only) this process is the primary of a Node cluster instead: it migrates
// and seeds once, then forks N API processes that share the listening sockets (the API's and the identity
// provider's; the operating system hands each connection to one of them) and replaces one that dies. What the
// processes must agree on lives outside them: data, sessions and job claims in PostgreSQL, limits in the shared
// store (REDIS_URL), cache changes announced by PostgreSQL's notices (ADR 0017).
import './profile-line.js';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { apiProcessesFrom, readConfig } from './config.js';
import { readIdentityConfig, startIdentityProvider } from './identity/index.js';
import type { RunningIdentityProvider } from './identity/index.js';
import { createSharedAttemptStore } from './identity/rate-limit.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { connectSharedStore } from './http/shared-store.js';
import { assertProductionReady } from './production-profile.js';
import { isSeeded, seedDatabase } from './seed/index.js';
import { createDatabaseProductSearch } from './domains/catalogue/database-product-search.js';
import { createSearchRebuilder } from './search/search-rebuilder.js';

// a forked process's primary has checked
if (cluster.isPrimary) {
  try {
    await assertProductionReady();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const embeddedIdentity = process.env['IDP_EMBEDDED'] !== 'false';
const identityConfig = embeddedIdentity
  ? readIdentityConfig({ PORTAL_ORIGIN: `http://localhost:${process.env['PORT'] ?? 3000}`, ...process.env })
  : null;
// The API trusts the embedded provider's tokens unless told otherwise.
if (identityConfig && !process.env['AUTH_ISSUER']) process.env['AUTH_ISSUER'] = identityConfig.issuer;
const config = readConfig();
/** a process forked by the primary: the primary has migrated and seeded */
const forked = cluster.isWorker;

async function seedIfEmpty(
  database: Awaited<ReturnType<typeof openDatabase>>,
  log: { info(details: object | string, message?: string): void },
): Promise<void> {
  if (process.env['SEED_ON_START'] !== 'false' && !(await isSeeded(database.db))) {
    log.info('empty database: seeding (a few seconds to a minute)');
    const scale = process.env['PORTAL_SEED_SCALE'] === 'test' ? 'test' : 'full';
    const seeded = await seedDatabase(database.db, { scale, onProgress: (message) => log.info(message) });
    log.info({ ms: seeded.ms, parts: seeded.parts }, 'seeded');
  }
}

/** The cluster's primary: prepares the database once, then keeps `count` API processes running. */
async function runPrimary(count: number): Promise<void> {
  const say = (message: string) => console.log(`[api primary ${process.pid}] ${message}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await migrate(database);
    await seedIfEmpty(database, {
      info: (details, message) =>
        say(typeof details === 'string' ? details : `${message ?? ''} ${JSON.stringify(details)}`),
    });
  } finally {
    await database.close();
  }
  // a secret each process would otherwise draw for itself must be the same in all of them: a registration
  // captcha issued by one process is checked by whichever process the form's request reaches
  const sharedEnv = { ALTCHA_HMAC_KEY: process.env['ALTCHA_HMAC_KEY'] || randomBytes(32).toString('hex') };
  let closing = false;
  let alive = 0;
  const listening = new Set<number>();
  const fork = () => {
    const worker = cluster.fork(sharedEnv);
    alive += 1;
    worker.on('listening', () => listening.add(worker.id));
    worker.on('exit', (code, signal) => {
      alive -= 1;
      const hadStarted = listening.delete(worker.id);
      if (closing) {
        if (alive === 0) process.exit();
        return;
      }
      // one that dies while serving is replaced; one that could not start would fail again: stop everything
      if (hadStarted) {
        say(`API process ${worker.process.pid} ended (${signal ?? code}): starting another`);
        fork();
      } else {
        say(`API process ${worker.process.pid} could not start (${signal ?? code}): stopping`);
        stopAll();
        process.exitCode = typeof code === 'number' && code !== 0 ? code : 1;
      }
    });
  };
  const stopAll = () => {
    if (closing) return;
    closing = true;
    if (alive === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.process.exitCode === null) worker.process.kill('SIGTERM');
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stopAll);
  for (let i = 0; i < count; i += 1) fork();
  say(`${count} API processes sharing port ${config.port}`);
}

/** One API process: the whole API (alone, or forked by the primary). */
async function runApi(): Promise<void> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  if (!forked) await migrate(database);
  const shared = config.sharedStore
    ? connectSharedStore(config.sharedStore.url, config.sharedStore.prefix, {
        warn: (details, message) => console.warn(message, details),
      })
    : null;
  const search = createDatabaseProductSearch(database.db);
  const app = await buildApp(config, { database, search, sharedStore: shared });
  app.log.info(
    { database: database.kind, location: database.location, sharedStore: shared !== null },
    'database ready',
  );
  if (!forked) await seedIfEmpty(database, app.log);
  let identity: RunningIdentityProvider | null = null;
  if (identityConfig) {
    identity = await startIdentityProvider({
      ...identityConfig,
      db: database.db,
      logger: app.log,
      ...(shared ? { signInRateLimit: { store: createSharedAttemptStore(shared) } } : {}),
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // the in-memory search index loads in the background: searches use SQL until it is ready
  const indexStarted = Date.now();
  void search.warm?.().then(
    (ready) => app.log.info({ ready, ms: Date.now() - indexStarted }, 'search index'),
    (err: unknown) => app.log.warn({ err }, 'search index could not be loaded: searches use SQL'),
  );
  if (config.jobs.enabled) await app.jobWorker.start();
  // after catalogue changes the search data is rebuilt by itself once they have stopped (SQL answers meanwhile);
  // with several processes the database's claim lets one of them do it
  const rebuilder =
    config.searchRebuildQuietMs > 0
      ? createSearchRebuilder({
          db: database.db,
          log: app.log.child({ component: 'search' }),
          quietMs: config.searchRebuildQuietMs,
          onRebuilt: () => search.warm?.(),
        })
      : null;
  rebuilder?.start();

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      void (rebuilder ? rebuilder.stop() : Promise.resolve())
        .then(() => (identity ? identity.close() : undefined))
        .then(() => app.close())
        .then(() => shared?.close())
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
}

const processes = apiProcessesFrom();
if (processes > 1 && cluster.isPrimary) await runPrimary(processes);
else await runApi();
