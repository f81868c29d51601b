// Applies the committed SQL migrations in api/drizzle/ (drizzle-kit output plus hand-written SQL) with Drizzle's
// migrator. Safe to run at every start: applied migrations are recorded in drizzle.__drizzle_migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies what is new in `folder` (the committed migrations; a test may name a copy holding only the older ones). */
export async function migrate(target: Database | DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const db = 'db' in target && 'kind' in target ? target.db : (target as Database);
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
