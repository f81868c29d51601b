import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../db/test-database.js';
import { perCatalogueVersion } from './catalogue-version-cache.js';

describe('perCatalogueVersion', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  const changeCatalogue = () => t.db.execute(sql`update categories set name = name`);

  it('computes once while the catalogue stands still, and again after it changed', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    expect(await perCatalogueVersion(t.db, 'counting', compute)).toBe(1);
    expect(await perCatalogueVersion(t.db, 'counting', compute)).toBe(1);
    await changeCatalogue();
    expect(await perCatalogueVersion(t.db, 'counting', compute)).toBe(2);
    expect(await perCatalogueVersion(t.db, 'counting', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('keeps each list apart by its key', async () => {
    expect(await perCatalogueVersion(t.db, 'a', async () => 'first')).toBe('first');
    expect(await perCatalogueVersion(t.db, 'b', async () => 'second')).toBe('second');
    expect(await perCatalogueVersion(t.db, 'a', async () => 'not asked')).toBe('first');
  });

  it('does not keep a failure: the next call computes again', async () => {
    await expect(
      perCatalogueVersion(t.db, 'failing', async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await perCatalogueVersion(t.db, 'failing', async () => 'recovered')).toBe('recovered');
  });
});
