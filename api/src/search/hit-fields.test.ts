// The tiles' memory copy: one build version, read in slices, equal to the products table's rows.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../db/test-database.js';
import { HitFields } from './hit-fields.js';
import { rebuildSearchData } from './index.js';

let t: TestDatabase;
let version: string;
let size: number;

beforeAll(async () => {
  t = await createTestDatabase();
  await rebuildSearchData(t.db, { productIndex: false });
  const [row] = await queryRows<{ version: string; size: number }>(
    t.db,
    sql`select v.version::text as version, (select count(*)::int from product_search where ord is not null) as size
          from search_data_version v where v.id = 1`,
  );
  version = row!.version;
  size = row!.size;
});

afterAll(async () => {
  await t.close();
});

test('read in small slices it holds every document, each as the products table has it', async () => {
  const whole = await HitFields.load(t.db, version, size);
  const sliced = await HitFields.load(t.db, version, size, 7);
  expect(whole?.size).toBe(size);
  expect(sliced?.size).toBe(size);
  const products = await queryRows<{
    part_number: string;
    name: string;
    price_cad: number | null;
    lvl4: string | null;
  }>(
    t.db,
    sql`select part_number, name, price_cad::float8 as price_cad, lvl4 from products where show_online order by part_number desc limit 20`,
  );
  for (const p of products) {
    const row = sliced!.row(p.part_number, 'CAD', 3);
    expect(row).toMatchObject({ part_number: p.part_number, name: p.name, lvl4: p.lvl4, qty_on_hand: 3 });
    expect(row?.price).toBe(p.price_cad === null ? null : Number(p.price_cad));
    expect(whole!.row(p.part_number, 'CAD', 3)).toEqual(row);
  }
  expect(sliced!.row('no-such-part', 'USD', 1)).toBeNull();
});

test("a document's row by its number in the index is the row of its part number", async () => {
  const sliced = await HitFields.load(t.db, version, size, 7);
  const docs = await queryRows<{ ord: number; part_number: string }>(
    t.db,
    sql`select ord, part_number from product_search where ord is not null order by ord desc limit 30`,
  );
  expect(docs.length).toBeGreaterThan(0);
  const byOrd = sliced!.fieldsOfOrds(docs.map((d) => Number(d.ord)));
  expect(byOrd?.map((f) => f.part_number)).toEqual(docs.map((d) => d.part_number));
  expect(byOrd).toEqual(sliced!.fieldsOf(docs.map((d) => d.part_number)));
  expect(sliced!.fieldsOfOrds([size])).toBeNull();
  expect(sliced!.fieldsOf([docs[0]!.part_number, 'no-such-part'])).toBeNull();
});

test('a version that is no longer the built one gives no copy', async () => {
  expect(await HitFields.load(t.db, String(Number(version) + 1), size)).toBeNull();
  await t.db.execute(sql`update search_data_version set built_version = 0`);
  try {
    expect(await HitFields.load(t.db, version, size, 7)).toBeNull();
  } finally {
    await t.db.execute(sql`update search_data_version set built_version = version`);
  }
});
