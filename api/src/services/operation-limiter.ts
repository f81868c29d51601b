// A fixed-window limiter for sensitive open operations (registration, activation-token resends, email checks)
// that share one HTTP route with cheaper ones, so the route's rate limit alone is not enough.
import { rateLimited } from '../errors/api-error.js';

export interface OperationLimiter {
  /** counts one call of `operation` from `key`; throws RATE_LIMITED past the limit */
  consume(operation: string, key: string): void;
}

export function createOperationLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): OperationLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    consume(operation, key) {
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
