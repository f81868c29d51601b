// Applies the committed SQL migrations in api/drizzle/ (drizzle-kit output plus hand-written SQL). Safe to run at every
// start: applied migrations are recorded in drizzle.__drizzle_migrations, the table drizzle's own migrator keeps, with
// one more column, `name` (the journal's tag, e.g. `0023_role_classes`).
//
// A migration is applied when neither its name nor its hash is recorded: never by date. Drizzle's migrator applies
// only the migrations dated (journal `when`) after the newest recorded, so one dated earlier is skipped without a word
// (0012 was dated ahead of 0013-0018, and databases created between them never received those six); keying on the
// date instead, as this file did until issue 37, skips a migration that shares its date with one already applied, as
// two branches each writing the "next" round date by hand do. The hash keeps a migration renamed or re-dated at a
// merge from running twice.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, DatabaseHandle, Executor } from './client.js';
import { queryRows } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface Migration {
  name: string;
  hash: string;
  when: number;
  statements: string[];
}

/** The migrations of `folder` in journal order, each named by its journal tag. */
export function readMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  // readMigrationFiles reads the journal's entries in order: the i-th migration is the i-th entry
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({
    name: journal.entries[i]!.tag,
    hash: m.hash,
    when: m.folderMillis,
    statements: m.sql,
  }));
}

/** Applies what is not yet applied from `folder` (the committed migrations; a test may name a copy holding only the older ones). */
export async function migrate(target: Database | DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const db = 'db' in target && 'kind' in target ? target.db : (target as Database);
  const migrations = readMigrations(folder);
  await db.transaction(async (tx) => {
    // several API processes may start at once on one PostgreSQL (ADR 0017): one migrates, the others wait and find it
    // done (the table is created under the lock too: two concurrent `create … if not exists` can collide)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.migrations'))`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await tx.execute(sql`alter table drizzle.__drizzle_migrations add column if not exists name text`);
    await nameRecordedMigrations(tx, migrations);
    const recorded = await queryRows<{ hash: string; name: string | null }>(
      tx,
      sql`select hash, name from drizzle.__drizzle_migrations`,
    );
    const appliedNames = new Set(recorded.map((r) => r.name));
    const appliedHashes = new Set(recorded.map((r) => r.hash));
    for (const migration of migrations) {
      if (appliedNames.has(migration.name) || appliedHashes.has(migration.hash)) continue;
      for (const statement of migration.statements) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at, name)
          values (${migration.hash}, ${migration.when}, ${migration.name})`,
      );
    }
  });
}

/**
 * Names the rows recorded without a name (by this file before issue 37, or by drizzle's migrator): after the
 * migration with their hash, else (a migration file edited after it was applied) the one with their date.
 */
async function nameRecordedMigrations(tx: Executor, migrations: Migration[]): Promise<void> {
  const unnamed = await queryRows<{ id: number; hash: string; created_at: string | number }>(
    tx,
    sql`select id, hash, created_at from drizzle.__drizzle_migrations where name is null order by id`,
  );
  if (unnamed.length === 0) return;
  const named = await queryRows<{ name: string }>(
    tx,
    sql`select name from drizzle.__drizzle_migrations where name is not null`,
  );
  const taken = new Set(named.map((r) => r.name));
  const chosen = new Map<number, Migration>();
  const choose = (match: (row: (typeof unnamed)[number], m: Migration) => boolean) => {
    for (const row of unnamed) {
      if (chosen.has(row.id)) continue;
      const migration = migrations.find((m) => !taken.has(m.name) && match(row, m));
      if (!migration) continue;
      taken.add(migration.name);
      chosen.set(row.id, migration);
    }
  };
  choose((row, m) => m.hash === row.hash);
  choose((row, m) => m.when === Number(row.created_at));
  for (const [id, migration] of chosen) {
    await tx.execute(sql`update drizzle.__drizzle_migrations set name = ${migration.name} where id = ${id}`);
  }
}
