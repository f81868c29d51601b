// The counters several API processes share (issue 19): a Redis-compatible server named by REDIS_URL holds the
// rate limits, the operation limits and the identity provider's failed sign-ins, so N processes behind one load
// balancer allow what one process allows. Without REDIS_URL each process counts in its own memory: exact while
// there is one process (`npm start`, the tests). A store that cannot be reached fails the limited requests with the
// standard unexpected error rather than letting them through unlimited.
import { Redis } from 'ioredis';

export interface SharedStore {
  redis: Redis;
  /** put before every key, so several portals (or test runs) can share one server */
  prefix: string;
  close(): Promise<void>;
}

export interface SharedStoreLog {
  warn(details: object, message: string): void;
}

export function connectSharedStore(url: string, prefix: string, log: SharedStoreLog): SharedStore {
  const redis = new Redis(url, {
    // a request waits for at most one reconnection, not for the server to come back
    maxRetriesPerRequest: 1,
    connectionName: `portal-api-${process.pid}`,
  });
  // ioredis reports connection trouble as 'error' events (and reconnects by itself); an unheard one is printed raw
  let lastWarned = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarned < 10_000) return;
    lastWarned = Date.now();
    log.warn({ err: error }, 'shared store (REDIS_URL) unreachable: limited requests fail until it is back');
  });
  let closed = false;
  return {
    redis,
    prefix,
    async close() {
      if (closed) return;
      closed = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** INCR that starts the key's window with its first count: the count so far. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Counts one event under `key` in a fixed window of `windowMs` started by the first; returns the count so far. */
export async function countInWindow(store: SharedStore, key: string, windowMs: number): Promise<number> {
  const count = await store.redis.eval(COUNT_IN_WINDOW, 1, `${store.prefix}${key}`, String(windowMs));
  return Number(count);
}

/** The registration captcha's used solutions, across processes: SET NX with the challenge's remaining life. */
export function sharedSpentSolutions(store: SharedStore, now: () => number = Date.now) {
  return async (signature: string, untilMs: number): Promise<boolean> => {
    const ttl = Math.max(1, Math.ceil(untilMs - now()));
    const set = await store.redis.set(`${store.prefix}captcha-spent:${signature}`, '1', 'PX', ttl, 'NX');
    return set === 'OK';
  };
}
