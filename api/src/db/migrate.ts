// Applies the committed SQL migrations in api/drizzle/ (drizzle-kit output plus hand-written SQL). Safe to run at every
// start: applied migrations are recorded in drizzle.__drizzle_migrations, the table drizzle's own migrator keeps.
//
// Why not drizzle's migrator: it applies only the migrations dated (journal `when`) after the newest one a database
// recorded, so a migration dated before an earlier-merged one is skipped without a word. 0012 was dated ahead of
// 0013-0018, and databases created between them never received those six. Here every migration whose date is not
// recorded (nor its hash) is applied, in journal order, so such a database is repaired at its next start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, DatabaseHandle } from './client.js';
import { queryRows } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies what is not yet applied from `folder` (the committed migrations; a test may name a copy holding only the older ones). */
export async function migrate(target: Database | DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const db = 'db' in target && 'kind' in target ? target.db : (target as Database);
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  await db.transaction(async (tx) => {
    // several API processes may start at once on one PostgreSQL (ADR 0017): one migrates, the others wait and find it done
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.migrations'))`);
    const recorded = await queryRows<{ hash: string; created_at: string | number }>(
      tx,
      sql`select hash, created_at from drizzle.__drizzle_migrations`,
    );
    const appliedDates = new Set(recorded.map((r) => Number(r.created_at)));
    // the hash too: a migration re-dated in the journal after a database applied it (as 0019 was at a merge) is not
    // applied twice
    const appliedHashes = new Set(recorded.map((r) => r.hash));
    for (const migration of migrations) {
      if (appliedDates.has(migration.folderMillis) || appliedHashes.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
