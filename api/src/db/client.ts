// Database client: embedded PGlite by default (data under <repo>/.data/pglite), node-postgres when DATABASE_URL is set.
// Both expose the same Drizzle schema; callers only see `Database`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what data-access functions should accept. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** where the data lives: the PGlite data directory ('memory://' for in-memory) or the server URL without password */
  location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; defaults to env DATABASE_URL. `null` forces PGlite even if DATABASE_URL is set. */
  databaseUrl?: string | null;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. Implies PGlite. */
  dataDir?: string;
  /** node-postgres pool size (default 10) */
  poolSize?: number;
  env?: NodeJS.ProcessEnv;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The default PGlite directory: `${PORTAL_DATA_DIR:-<repo>/.data}/pglite`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env['PORTAL_DATA_DIR'] ? path.resolve(env['PORTAL_DATA_DIR']) : path.join(repoRoot, '.data');
  return path.join(base, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const env = options.env ?? process.env;
  const databaseUrl =
    options.dataDir !== undefined
      ? null
      : options.databaseUrl === undefined
        ? env['DATABASE_URL'] || null
        : options.databaseUrl;
  if (databaseUrl) return openPostgres(databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? defaultDataDir(env));
}

const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/**
 * Creates a new PGlite data directory beside its final place and moves it there once complete. PGlite writes a new
 * directory file by file; a first start stopped half-way (Ctrl-C during the first `npm start`) used to leave a
 * directory that looked initialised but lacked parts of the cluster (for example the text-search configurations),
 * failing every later start with an error about the missing piece.
 */
async function createPgliteDir(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.creating-`;
  fs.mkdirSync(parent, { recursive: true });
  // what an interrupted creation left behind
  for (const entry of fs.readdirSync(parent)) {
    if (entry.startsWith(prefix)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const staging = path.join(parent, `${prefix}${process.pid}`);
  const client = await PGlite.create({ dataDir: staging, ...PGLITE_OPTIONS });
  await client.query('select 1');
  await client.close();
  // an empty folder made by hand (or by an older version of this function) is replaced
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(staging, dataDir);
}

/** True when the folder holds a PGlite cluster (PostgreSQL writes PG_VERSION when it creates one). */
function isPgliteDir(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The PostgreSQL major version of the PGlite the API runs (0.5: 18); a test checks it against a new folder's PG_VERSION. */
export const PGLITE_POSTGRES_MAJOR = '18';

/**
 * A folder made by another PostgreSQL major version (PGlite 0.3 ran 17) cannot be opened by this one: it is moved
 * aside, kept for whoever wants its data (open it with that PGlite version, or dump it), and a new one is made and
 * seeded at this start, where opening it would fail every start.
 */
function setAsideOtherVersion(dataDir: string): void {
  const version = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  if (version === PGLITE_POSTGRES_MAJOR) return;
  let aside = `${dataDir}.postgres-${version}`;
  if (fs.existsSync(aside)) aside = `${aside}-${Date.now()}`;
  fs.renameSync(dataDir, aside);
  process.emitWarning(
    `The embedded database in ${dataDir} was made by PostgreSQL ${version}; this PGlite runs PostgreSQL ` +
      `${PGLITE_POSTGRES_MAJOR} and cannot open it. It was moved to ${aside}; a new one is created and seeded.`,
  );
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory && isPgliteDir(dataDir)) setAsideOtherVersion(dataDir);
  if (!inMemory && !isPgliteDir(dataDir)) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(
        `${dataDir} is not an embedded database folder (no PG_VERSION) and is not empty: move it away or set PORTAL_DATA_DIR`,
      );
    }
    await createPgliteDir(dataDir);
  }
  // PGlite is a single connection. It queues queries itself and holds every other query back while a
  // transaction runs, so concurrent callers are serialised without a pool.
  // relaxedDurability: a commit returns before the data directory is flushed (the flush still happens, just not on
  // the query's path): ~3 ms → ~1 ms per query measured on file-based PGlite. A crash can lose the last moments of
  // writes; the embedded database is the development / single-node default (a server
  // with DATABASE_URL is the durable choice).
  const client = await PGlite.create({
    dataDir,
    ...PGLITE_OPTIONS,
    ...(inMemory ? {} : { relaxedDurability: true }),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    location: dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  let closed = false;
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection the server ends (restart, `drop database ... with (force)`, 57P01) emits
  // 'error' through the pool; without a listener that ends the process. The pool drops the client and opens a
  // new one on the next query, so it is not fatal.
  pool.on('error', (err: Error) => {
    if (!closed) process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
  });
  // fail fast on a wrong URL instead of at the first query
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/** Rows of a raw SQL statement, the same on both drivers (both results carry `rows`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Calls `onChange` on every notice of `channel`, on the embedded database only, where every write passes through this
 * process and its notice arrives before the writing call returns (ADR 0011): what a caller remembers and forgets on
 * the notice is then exact. Returns how to stop, or null on a PostgreSQL server, whose notices arrive after the
 * writer's commit.
 */
export async function listenOnEmbeddedDatabase(
  db: Executor,
  channel: string,
  onChange: () => void,
): Promise<(() => Promise<void>) | null> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  return client.listen(channel, onChange);
}
