// Profile rows remembered on the embedded database, exactly. PGlite lives in the API's process: every write to it
// passes through here, and the profile tables' triggers (migration 0011) notify channel portal_profile_data at
// commit, before the writing call returns. So a remembered row is forgotten by the change itself, not after a
// lifetime. A PostgreSQL server has other writers and delivers notifications late: nothing is remembered there.
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';

export const PROFILE_DATA_CHANNEL = 'portal_profile_data';

/**
 * Rows by key until the next change. A read takes a `ticket()` before it queries and hands it to `remember`: a row
 * read while a change was committing is then not stored (the change's notice came between the two).
 */
export class ProfileMemory<Row> {
  readonly #rows = new Map<string, Row>();
  readonly #max: number;
  #generation = 0;

  /** `source`: the database the rows are read from; a read in one of its transactions is not remembered */
  constructor(
    readonly source: Database,
    options: { max?: number } = {},
  ) {
    // a profile carries its organisation's addresses (a large customer has hundreds): a thousand rows stays a few
    // tens of MB at worst, and covers the signed-in users of a single-node portal
    this.#max = options.max ?? 1000;
  }

  get size(): number {
    return this.#rows.size;
  }

  recall(key: string): Row | undefined {
    return this.#rows.get(key);
  }

  ticket(): number {
    return this.#generation;
  }

  remember(ticket: number, key: string, row: Row): void {
    if (ticket !== this.#generation) return;
    if (this.#rows.size >= this.#max && !this.#rows.has(key)) {
      const oldest = this.#rows.keys().next();
      if (!oldest.done) this.#rows.delete(oldest.value);
    }
    this.#rows.set(key, deepFreeze(row));
  }

  /** A profile table changed: everything remembered may be stale. */
  forget(): void {
    this.#generation += 1;
    this.#rows.clear();
  }
}

/** Remembered rows are shared between requests: freezing them makes an accidental edit throw, not leak. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Calls `onChange` whenever a profile table changes, on the embedded database; returns how to stop, or null on a
 * PostgreSQL server (where remembering would not be exact).
 */
export async function watchProfileData(
  db: Database,
  onChange: () => void,
): Promise<(() => Promise<void>) | null> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  return client.listen(PROFILE_DATA_CHANNEL, onChange);
}
