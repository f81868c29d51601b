import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../db/test-database.js';
import { rebuildSearchData } from './maintenance.js';
import { createProductSearch } from './postgres-product-search.js';
import { createSearchRebuilder, type SearchRebuilder } from './search-rebuilder.js';

describe('search data rebuilt by itself after catalogue changes', () => {
  let t: TestDatabase;
  let clock = 0;
  const logged: string[] = [];
  const log = {
    info: (_: object, msg: string) => void logged.push(msg),
    error: (_: object, msg: string) => void logged.push(msg),
  };
  let rebuilder: SearchRebuilder;
  beforeAll(async () => {
    t = await createTestDatabase();
    rebuilder = createSearchRebuilder({ db: t.db, log, quietMs: 60_000, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const state = async () =>
    (
      await queryRows<{ built: boolean; claimed: boolean }>(
        t.db,
        sql`select built_version = version as built, rebuild_claimed_at is not null as claimed
              from search_data_version where id = 1`,
      )
    )[0];
  const anOnlinePart = async (offset: number) =>
    (
      await queryRows<{ part_number: string }>(
        t.db,
        sql`select part_number from products where show_online order by part_number offset ${offset} limit 1`,
      )
    )[0]!.part_number;
  const rename = (partNumber: string, name: string) =>
    t.db.execute(sql`update products set name = ${name} where part_number = ${partNumber}`);
  /** A search by a new engine, which must be answered by the posting index of the current build. */
  const searchByIndex = async (query: string) => {
    const engine = createProductSearch(t.db);
    expect(await engine.whenIndexReady()).toBe(true);
    const result = await engine.search(query);
    expect(engine.stats().index.answered).toBe(1);
    return result;
  };

  it('waits for the catalogue to stand still, rebuilds, and the index then answers with the change', async () => {
    expect(await rebuilder.check()).toBe('current');
    const part = await anOnlinePart(0);
    await rename(part, 'Zephyrine Bucket Liner');
    expect((await state())?.built).toBe(false);

    const before = createProductSearch(t.db);
    expect(await before.whenIndexReady()).toBe(false);
    const bySql = await before.search('zephyrine');
    expect(bySql.hits.map((h) => h.partNumber)).toEqual([part]);
    expect(before.stats().index.answered).toBe(0);

    expect(await rebuilder.check()).toBe('waiting');
    clock += 59_999;
    expect(await rebuilder.check()).toBe('waiting');
    clock += 1;
    expect(await rebuilder.check()).toBe('rebuilt');
    expect(await state()).toEqual({ built: true, claimed: false });
    expect(logged).toContain('search data rebuilt after catalogue changes');

    expect((await searchByIndex('zephyrine')).hits.map((h) => h.partNumber)).toEqual([part]);
    expect(await rebuilder.check()).toBe('current');
  });

  it('starts the quiet period again while changes keep coming', async () => {
    await rename(await anOnlinePart(1), 'Quillfeather Outrigger Pad');
    expect(await rebuilder.check()).toBe('waiting');
    clock += 45_000;
    await rename(await anOnlinePart(2), 'Quillfeather Jib Pin');
    expect(await rebuilder.check()).toBe('waiting');
    clock += 45_000;
    expect(await rebuilder.check()).toBe('waiting');
    clock += 15_000;
    expect(await rebuilder.check()).toBe('rebuilt');
    expect((await searchByIndex('quillfeather')).nbHits).toBe(2);
  });

  it('leaves a rebuild claimed by another process to it, and takes over a claim that has expired', async () => {
    await rename(await anOnlinePart(3), 'Marrowstone Winch Drum');
    await t.db.execute(sql`update search_data_version set rebuild_claimed_at = now() where id = 1`);
    expect(await rebuilder.check()).toBe('waiting');
    clock += 60_000;
    expect(await rebuilder.check()).toBe('claimed-elsewhere');
    expect((await state())?.built).toBe(false);
    // that process died half-way: its claim expires after 30 minutes
    await t.db.execute(
      sql`update search_data_version set rebuild_claimed_at = now() - interval '31 minutes' where id = 1`,
    );
    expect(await rebuilder.check()).toBe('rebuilt');
    expect(await state()).toEqual({ built: true, claimed: false });
  });

  it('a change made while a rebuild runs leaves the data marked out of date, for the next rebuild', async () => {
    await rename(await anOnlinePart(4), 'Tidewater Boom Sleeve');
    const changedPart = await anOnlinePart(5);
    // the change lands between the rebuild's first and second statements: the rebuild's second statement waits for
    // it (on a server, a change merely sent after the rebuild could still reach the database first, from another
    // pooled connection)
    let statements = 0;
    let firstStatementDone!: () => void;
    let changeMade!: () => void;
    const afterFirstStatement = new Promise<void>((resolve) => (firstStatementDone = resolve));
    const changed = new Promise<void>((resolve) => (changeMade = resolve));
    const db = new Proxy(t.db, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (property === 'execute')
          return async (...args: Parameters<typeof target.execute>) => {
            statements += 1;
            if (statements === 2) {
              firstStatementDone();
              await changed;
            }
            return target.execute(...args);
          };
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const rebuilding = rebuildSearchData(db, { productIndex: false });
    await afterFirstStatement;
    await rename(changedPart, 'Tidewater Platform Gate');
    changeMade();
    await rebuilding;
    expect((await state())?.built).toBe(false);
    expect(await rebuilder.check()).toBe('waiting');
    clock += 60_000;
    expect(await rebuilder.check()).toBe('rebuilt');
    expect((await searchByIndex('tidewater')).nbHits).toBe(2);
  });

  it('runs on its timer once started, and stops', async () => {
    const timed = createSearchRebuilder({ db: t.db, log, quietMs: 40, checkMs: 10 });
    await rename(await anOnlinePart(6), 'Juniperline Auger Tooth');
    timed.start();
    for (let i = 0; i < 400 && !(await state())?.built; i++) await new Promise((r) => setTimeout(r, 25));
    await timed.stop();
    expect((await state())?.built).toBe(true);
  });
});
