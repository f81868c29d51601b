// The embedded database folder: created whole or not at all, and reopened in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_POSTGRES_MAJOR } from './client.js';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

test('a new folder is created complete, with no staging folder left beside it', async () => {
  const dataDir = path.join(root, 'pglite');
  const handle = await openDatabase({ dataDir });
  try {
    // the text-search configuration is part of what an interrupted first start used to lose
    const rows = await handle.db.execute(sql`select to_tsvector('english', 'lifting booms')::text as v`);
    expect(JSON.stringify(rows)).toContain("'boom':2");
  } finally {
    await handle.close();
  }
  expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_POSTGRES_MAJOR);
  expect(fs.readdirSync(root)).toEqual(['pglite']);
});

test('a folder made by another PostgreSQL version (PGlite 0.3: 17) is kept aside, and a new one opened', async () => {
  const dataDir = path.join(root, 'pglite');
  fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dataDir, 'base', 'fleet-data'), 'kept');
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db.execute(
      sql`select current_setting('server_version_num')::int / 10000 as major`,
    );
    expect(JSON.stringify(rows)).toContain(`"major":${PGLITE_POSTGRES_MAJOR}`);
  } finally {
    await handle.close();
  }
  expect(fs.readdirSync(root).sort()).toEqual(['pglite', 'pglite.postgres-17']);
  expect(fs.readFileSync(path.join(root, 'pglite.postgres-17', 'base', 'fleet-data'), 'utf8')).toBe('kept');
});

test('what an interrupted creation left behind is removed, and the data survives a reopen', async () => {
  const dataDir = path.join(root, 'pglite');
  const leftover = path.join(root, 'pglite.creating-99999');
  fs.mkdirSync(path.join(leftover, 'base'), { recursive: true });
  fs.writeFileSync(path.join(leftover, 'PG_VERSION'), '17\n');
  const first = await openDatabase({ dataDir });
  await first.db.execute(sql`create table fleet_note (text text)`);
  await first.db.execute(sql`insert into fleet_note values ('kept')`);
  await first.close();
  expect(fs.readdirSync(root)).toEqual(['pglite']);

  const again = await openDatabase({ dataDir });
  try {
    expect(JSON.stringify(await again.db.execute(sql`select text from fleet_note`))).toContain('kept');
  } finally {
    await again.close();
  }
});

test('an empty folder made beforehand is used; a foreign non-empty one is refused with a clear message', async () => {
  const empty = path.join(root, 'empty');
  fs.mkdirSync(empty);
  const handle = await openDatabase({ dataDir: empty });
  await handle.close();
  expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

  const foreign = path.join(root, 'foreign');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'notes.txt'), 'not a database');
  await expect(openDatabase({ dataDir: foreign })).rejects.toThrow(/not an embedded database folder/);
  expect(fs.readFileSync(path.join(foreign, 'notes.txt'), 'utf8')).toBe('not a database');
});
