// Rebuilds the precomputed search data by itself after the catalogue changes. A change to searchable product data
// moves search_data_version.version (triggers); until the next rebuild, searches are answered by SQL (the same
// answers, slower: ADR 0009). Once the version has stood still for `quietMs` (an import's statements are over), one
// process claims the rebuild in the database and runs it, statement by statement so requests keep being served in
// between; the engine then loads the new index. The state lives in the database: a change noticed before a restart
// is noticed again after it, and a claim left by a process that died expires.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { rebuildSearchData } from './maintenance.js';

export interface SearchRebuilderOptions {
  db: Executor;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** how long the catalogue version must stay unchanged before a rebuild starts */
  quietMs: number;
  /** how often the version is read (default: a quarter of quietMs, between 1 and 15 s) */
  checkMs?: number;
  /** a claim older than this is taken to belong to a process that died (default 30 minutes) */
  claimExpiryMs?: number;
  /** called after a rebuild (e.g. to load the new index before the first search asks for it) */
  onRebuilt?: () => unknown;
  now?: () => number;
}

/** What one look at the catalogue version led to. */
export type RebuildCheck = 'current' | 'waiting' | 'claimed-elsewhere' | 'rebuilt' | 'failed';

export interface SearchRebuilder {
  /** reads the version once and rebuilds if it is time (the timer calls it; tests call it directly) */
  check(): Promise<RebuildCheck>;
  start(): void;
  stop(): Promise<void>;
}

export function createSearchRebuilder(options: SearchRebuilderOptions): SearchRebuilder {
  const { db, log, quietMs } = options;
  const now = options.now ?? Date.now;
  const checkMs = options.checkMs ?? Math.min(15_000, Math.max(1000, Math.round(quietMs / 4)));
  const claimExpirySeconds = Math.round((options.claimExpiryMs ?? 30 * 60_000) / 1000);
  /** the out-of-date version last seen, and since when it has stood still */
  let pending: { version: string; since: number } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RebuildCheck> | null = null;
  let stopped = true;

  async function rebuild(version: string): Promise<RebuildCheck> {
    const claimed = await queryRows<{ id: number }>(
      db,
      sql`update search_data_version set rebuild_claimed_at = now()
           where id = 1 and version <> built_version
             and (rebuild_claimed_at is null
                  or rebuild_claimed_at < now() - make_interval(secs => ${claimExpirySeconds}))
       returning id`,
    );
    if (claimed.length === 0) return 'claimed-elsewhere';
    const started = now();
    try {
      // product_search is kept current by its triggers: only the derived data is rebuilt
      const result = await rebuildSearchData(db, { productIndex: false });
      log.info(
        { ms: now() - started, fromVersion: version, ...result },
        'search data rebuilt after catalogue changes',
      );
    } catch (err) {
      log.error(
        { err },
        'search data rebuild failed: searches keep using SQL; retried after the next quiet period',
      );
      pending = { version, since: now() };
      return 'failed';
    } finally {
      await db.execute(sql`update search_data_version set rebuild_claimed_at = null where id = 1`);
    }
    pending = null;
    await options.onRebuilt?.();
    return 'rebuilt';
  }

  async function check(): Promise<RebuildCheck> {
    const [row] = await queryRows<{ version: string; built: boolean }>(
      db,
      sql`select version::text as version, built_version = version as built from search_data_version where id = 1`,
    );
    if (!row || row.built) {
      pending = null;
      return 'current';
    }
    if (pending?.version !== row.version) {
      pending = { version: row.version, since: now() };
      return 'waiting';
    }
    if (now() - pending.since < quietMs) return 'waiting';
    return rebuild(row.version);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check()
        .catch((err: unknown) => {
          log.error({ err }, 'search data check failed');
          return 'failed' as const;
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, checkMs);
    timer.unref();
  }

  return {
    check,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
