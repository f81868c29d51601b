// Failed sign-in attempts counted per e-mail address and per client address in a sliding in-memory window.
// One process only: good enough for the embedded development provider (Auth0 has its own brute-force protection).

export interface SignInRateLimitOptions {
  /** failed attempts allowed per e-mail address within the window (default 5) */
  maxPerEmail?: number;
  /** failed attempts allowed per client address within the window (default 20) */
  maxPerIp?: number;
  /** window length in ms (default 15 minutes) */
  windowMs?: number;
  /** clock (tests) */
  now?: () => number;
}

export interface SignInRateLimiter {
  /** ms until another attempt is allowed, or 0 if allowed now */
  retryAfter(email: string, ip: string): number;
  recordFailure(email: string, ip: string): void;
  /** a successful sign-in forgets the e-mail address's failures */
  recordSuccess(email: string): void;
}

export function createSignInRateLimiter(options: SignInRateLimitOptions = {}): SignInRateLimiter {
  const maxPerEmail = options.maxPerEmail ?? 5;
  const maxPerIp = options.maxPerIp ?? 20;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const wait = (key: string, max: number): number => {
    const times = recent(key);
    if (times.length < max) return 0;
    // the attempt that must leave the window before one more is allowed
    const oldest = times[times.length - max] as number;
    return Math.max(1, oldest + windowMs - now());
  };
  const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  return {
    retryAfter(email, ip) {
      return Math.max(wait(emailKey(email), maxPerEmail), wait(ipKey(ip), maxPerIp));
    },
    recordFailure(email, ip) {
      for (const key of [emailKey(email), ipKey(ip)]) failures.set(key, [...recent(key), now()]);
      // keep memory bounded under a flood of distinct e-mail addresses
      if (failures.size > 50_000) {
        for (const key of failures.keys()) {
          recent(key);
          if (failures.size <= 40_000) break;
        }
      }
    },
    recordSuccess(email) {
      failures.delete(emailKey(email));
    },
  };
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
}
