// Test databases: in-memory PGlite by default; with TEST_DATABASE_URL, a uniquely named database on that
// PostgreSQL server, created here and dropped by close(). Migrated, and seeded at test scale unless seed: false.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from './client.js';
import { migrate } from './migrate.js';

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** 'test' (default): the small complete seed world; false: empty tables */
  seed?: 'test' | false;
  /** fixed "now" for the seed (banners, activation tokens) */
  now?: Date;
  /** the migrations to apply (default: all the committed ones) */
  migrationsFolder?: string;
  /** runs after the migrations, before the seed (a test of an older schema lends it the later columns it writes) */
  beforeSeed?: (db: TestDatabase['db']) => Promise<void>;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  let dropDatabase: (() => Promise<void>) | null = null;
  let handle;
  if (serverUrl) {
    const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  try {
    await migrate(handle, options.migrationsFolder);
    if (options.seed !== false) {
      if (options.beforeSeed) await options.beforeSeed(handle.db);
      const { seedDatabase } = await import('../seed/index.js');
      await seedDatabase(handle.db, { scale: 'test', ...(options.now ? { now: options.now } : {}) });
    }
  } catch (err) {
    await handle.close();
    if (dropDatabase) await dropDatabase();
    throw err;
  }
  const h = handle;
  return {
    db: h.db,
    kind: h.kind,
    async close() {
      await h.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
