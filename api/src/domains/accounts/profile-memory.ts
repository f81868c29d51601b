// Profile rows remembered on the embedded database, exactly. PGlite lives in the API's process: every write to it
// passes through here, and the profile tables' triggers (migration 0011) notify channel portal_profile_data at
// commit, before the writing call returns. So a remembered row is forgotten by the change itself, not after a
// lifetime. A PostgreSQL server has other writers and delivers notifications late: nothing is remembered there.
import pg from 'pg';
import type { Database } from '../../db/database.js';
import { listenOnEmbeddedDatabase } from '../../db/client.js';

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
  return listenOnEmbeddedDatabase(db, PROFILE_DATA_CHANNEL, onChange);
}

interface ProfileDataListenerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * On a PostgreSQL server: calls `onChange` whenever any process commits a change to a profile table, through a
 * session of its own that LISTENs on the channel (several API processes on one database, issue 19). A notice
 * reaches every listener within milliseconds of the commit, so a process forgets what another changed before the
 * next request reaches it, not after a lifetime. While the session is lost (server restart) notices are missed:
 * `onChange` is called again once it is back, and the callers' lifetime bounds what was kept meanwhile. Returns how
 * to stop, or null on the embedded database (watchProfileData covers it there).
 */
export async function listenForProfileData(
  db: Database,
  onChange: () => void,
  log: ProfileDataListenerLog,
  options: { retryMs?: number } = {},
): Promise<(() => Promise<void>) | null> {
  const pool: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const retryMs = options.retryMs ?? 2000;
  let session: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (session !== client) return;
      session = null;
      if (stopped) return;
      log.warn({ err: error }, 'profile change notices lost: listening again shortly');
      client.end().catch(() => undefined);
      retry = setTimeout(() => void reconnect(), retryMs);
      retry.unref();
    };
    client.on('notification', (notice) => {
      if (notice.channel === PROFILE_DATA_CHANNEL) onChange();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen ${PROFILE_DATA_CHANNEL}`);
    session = client;
    // anything that changed while nobody listened is forgotten too
    onChange();
  };
  const reconnect = async (): Promise<void> => {
    retry = null;
    if (stopped) return;
    try {
      await connect();
      log.info({}, 'profile change notices: listening again');
    } catch (error) {
      log.warn({ err: error }, 'profile change notices: could not listen yet');
      if (!stopped) retry = setTimeout(() => void reconnect(), retryMs);
      retry?.unref();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = session;
    session = null;
    await client?.end().catch(() => undefined);
  };
}
