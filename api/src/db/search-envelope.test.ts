// The shared search envelope on the database the tests run on: PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { and, sql } from 'drizzle-orm';
import { pgTable, text, integer } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { containsPattern, escapeLike, newestFirst, sortOrder, textMatch } from './search-envelope.js';

const units = pgTable('envelope_units', {
  serial: text('serial').notNull(),
  model: text('model').notNull(),
  hours: integer('hours').notNull(),
});

let h: TestDatabase;

beforeAll(async () => {
  h = await createTestDatabase({ seed: false });
  await h.db.execute(
    sql`create table envelope_units (serial text not null, model text not null, hours int not null)`,
  );
  await h.db.insert(units).values([
    { serial: 'A%100', model: 'TL-37', hours: 5 },
    { serial: 'AX100', model: 'tl-50', hours: 9 },
    { serial: 'A_100', model: 'DM-47', hours: 1 },
    { serial: 'A\\100', model: 'Digger', hours: 7 },
  ]);
});
afterAll(() => h?.close());

const serials = async (query: string) =>
  (
    await h.db
      .select({ serial: units.serial })
      .from(units)
      .where(textMatch(query, [units.serial, units.model]))
  )
    .map((r) => r.serial)
    .sort();

describe('escapeLike', () => {
  it('escapes the wildcards and the escape itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});

describe(`textMatch (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds a wildcard character as itself, not as a wildcard', async () => {
    expect(await serials('%')).toEqual(['A%100']);
    expect(await serials('_')).toEqual(['A_100']);
    expect(await serials('\\')).toEqual(['A\\100']);
  });

  it('matches any of the columns, ignoring case and the surrounding spaces', async () => {
    expect(await serials('  TL- ')).toEqual(['A%100', 'AX100']);
    expect(await serials('digger')).toEqual(['A\\100']);
  });

  it('adds no condition when nothing is typed', () => {
    expect(textMatch('   ', [units.serial])).toBeUndefined();
    expect(textMatch(null, [units.serial])).toBeUndefined();
  });
});

describe('sortOrder', () => {
  const byHours = async (sortOptions: { fieldName: string; direction: string }[]) =>
    (
      await h.db
        .select({ serial: units.serial })
        .from(units)
        .where(and())
        .orderBy(...sortOrder(sortOptions, { hours: units.hours, model: units.model }), units.serial)
    ).map((r) => r.serial);

  it('orders by the allowed fields in the asked direction, passing over others', async () => {
    expect(await byHours([{ fieldName: 'hours', direction: 'DESC' }])).toEqual([
      'AX100',
      'A\\100',
      'A%100',
      'A_100',
    ]);
    expect(await byHours([{ fieldName: 'hours', direction: 'ASC' }])).toEqual([
      'A_100',
      'A%100',
      'A\\100',
      'AX100',
    ]);
    expect(sortOrder([{ fieldName: 'constructor', direction: 'ASC' }], { hours: units.hours })).toEqual([]);
    expect(sortOrder(null, { hours: units.hours })).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('keeps the newest rows by the time column, ties broken by the id column, up to the limit', async () => {
    await h.db.insert(units).values({ serial: 'B100', model: 'TL-37', hours: 9 });
    const newest = async (limit: number) =>
      (
        await newestFirst(
          h.db.select({ serial: units.serial }).from(units).$dynamic(),
          units.hours,
          units.serial,
          limit,
        )
      ).map((r) => r.serial);
    // hours 9 twice: the later serial (B100) before AX100
    expect(await newest(3)).toEqual(['B100', 'AX100', 'A\\100']);
    expect(await newest(1)).toEqual(['B100']);
  });
});
