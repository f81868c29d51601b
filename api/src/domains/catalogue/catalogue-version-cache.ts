// The store's browsing lists (category tree with counts, brands with counts) are group-bys over every part: computed
// once per catalogue version instead of on every page view. search_data_version.version moves on every statement that
// changes searchable product data, categories or brands (migrations 0002 and 0007), so a kept list is never stale.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Executor } from '../../db/database.js';

interface Kept {
  version: string;
  value: Promise<unknown>;
}

const keptByDatabase = new WeakMap<Executor, Map<string, Kept>>();

/** `compute()`'s result for the catalogue as it is now; computed again only after the catalogue changed. */
export async function perCatalogueVersion<T>(
  db: Executor,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from search_data_version where id = 1`,
  );
  if (!row) return compute();
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  const entry = kept.get(key);
  if (entry && entry.version === row.version) return entry.value as Promise<T>;
  const value = compute();
  kept.set(key, { version: row.version, value });
  // a failed computation is not kept: the next call tries again
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
