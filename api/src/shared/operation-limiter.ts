// A fixed-window limiter for sensitive operations (registration, activation-token resends, email checks, password
// changes) that share one HTTP route with cheaper ones, so the route's rate limit alone is not enough. Counted in this
// process's memory, or in the shared store when several API processes run (REDIS_URL, issue 19).
import { rateLimited } from '../errors/api-error.js';
import { countInWindow } from '../http/shared-store.js';
import type { SharedStore } from '../http/shared-store.js';

export interface OperationLimiter {
  /** counts one call of `operation` from `key`; throws RATE_LIMITED past the limit */
  consume(operation: string, key: string): Promise<void>;
}

export interface OperationLimiterOptions {
  max: number;
  windowMs: number;
  /** several processes count together here; this process's memory when absent */
  shared?: SharedStore | null;
  now?: () => number;
}

export function createOperationLimiter(options: OperationLimiterOptions): OperationLimiter {
  const shared = options.shared;
  if (shared) {
    return {
      async consume(operation, key) {
        const count = await countInWindow(shared, `operation:${operation}:${key}`, options.windowMs);
        if (count > options.max) throw rateLimited();
      },
    };
  }
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    async consume(operation, key) {
      const t = now();
      if (t - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (t - w.start >= options.windowMs) windows.delete(k);
        lastSweep = t;
      }
      const id = `${operation}\u0000${key}`;
      const window = windows.get(id);
      if (!window || t - window.start >= options.windowMs) {
        windows.set(id, { start: t, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > options.max) throw rateLimited();
    },
  };
}

/**
 * Per client address and per subject (an e-mail address, a user): both must have room, so neither many accounts
 * from one address nor one account from many addresses get past the limit.
 */
export async function consumePerAddressAndSubject(
  limiter: OperationLimiter,
  operation: string,
  address: string,
  subject: string | null,
): Promise<void> {
  await limiter.consume(operation, `ip:${address}`);
  if (subject) await limiter.consume(operation, `subject:${subject.toLowerCase()}`);
}
