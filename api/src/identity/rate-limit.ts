// Failed sign-in attempts, throttled the way the provider we stand in for does it (Auth0's brute-force protection):
// an account is blocked only for the client address that failed against it, so someone who knows a customer's
// e-mail address cannot lock the customer out from elsewhere; a per-address limit across accounts stops credential
// stuffing. A block ends when its window passes or the account's password changes (signInAccountKey), and the
// account holder is told when one starts. Counting happens in a SignInAttemptStore: in memory by default (one
// process), or a shared store where several identity processes run.
import { createHash, randomBytes } from 'node:crypto';
import type { SharedStore } from '../http/shared-store.js';

export interface SignInRateLimitOptions {
  /** failed attempts allowed for one account from one client address within the window (default 10, as Auth0) */
  maxPerAccountAndAddress?: number;
  /** failed attempts allowed from one client address across all accounts within the window (default 20) */
  maxPerAddress?: number;
  /** window length in ms (default 15 minutes) */
  windowMs?: number;
  /** where failures are counted (default: this process's memory) */
  store?: SignInAttemptStore;
  /** clock (tests) */
  now?: () => number;
}

/** A sliding-window counter keyed by strings; a shared implementation makes the limits hold across processes. */
export interface SignInAttemptStore {
  /** the times (ms) of the failures recorded for `key` since `since`, oldest first */
  failuresSince(key: string, since: number): Promise<number[]>;
  record(key: string, at: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export interface SignInFailureResult {
  /** this failure started a block of the account for this address: tell the account holder */
  blockedNow: boolean;
}

/**
 * The throttle key of an account: its e-mail address and a fingerprint of its current password, so that a password
 * reset starts a fresh count (unblocking the account) without the reset having to reach the limiter.
 */
export function signInAccountKey(email: string, passwordHash: string | null): string {
  const version = passwordHash
    ? createHash('sha256').update(passwordHash, 'utf8').digest('hex').slice(0, 16)
    : 'none';
  return `${email.trim().toLowerCase()}#${version}`;
}

export interface SignInRateLimiter {
  readonly windowMs: number;
  /** ms until another attempt for this account (signInAccountKey) from this address is allowed, 0 if now */
  retryAfter(account: string, ip: string): Promise<number>;
  recordFailure(account: string, ip: string): Promise<SignInFailureResult>;
  /** a successful sign-in forgets the account's failures from that address */
  recordSuccess(account: string, ip: string): Promise<void>;
}

export function createMemoryAttemptStore(maxKeys = 50_000): SignInAttemptStore {
  const failures = new Map<string, number[]>();
  return {
    async failuresSince(key, since) {
      const kept = (failures.get(key) ?? []).filter((t) => t > since);
      if (kept.length === 0) failures.delete(key);
      else failures.set(key, kept);
      return kept;
    },
    async record(key, at) {
      failures.set(key, [...(failures.get(key) ?? []), at]);
      // keep memory bounded under a flood of distinct e-mail addresses: drop the oldest keys
      if (failures.size > maxKeys) {
        for (const k of failures.keys()) {
          failures.delete(k);
          if (failures.size <= maxKeys * 0.8) break;
        }
      }
    },
    async forget(key) {
      failures.delete(key);
    },
  };
}

/**
 * Failures counted in the shared store (REDIS_URL) that every API process uses: one sorted set of failure times
 * per key, kept `keepMs` after its last failure (at least the limiter's window).
 */
export function createSharedAttemptStore(shared: SharedStore, keepMs = 24 * 60 * 60_000): SignInAttemptStore {
  const redisKey = (key: string) => `${shared.prefix}sign-in:${key}`;
  return {
    async failuresSince(key, since) {
      const k = redisKey(key);
      await shared.redis.zremrangebyscore(k, '-inf', since);
      const members = await shared.redis.zrangebyscore(k, `(${since}`, '+inf');
      // each member is `<time>:<random>` (scored by the time), oldest first
      return members.map((member) => Number(member.slice(0, member.indexOf(':'))));
    },
    async record(key, at) {
      const k = redisKey(key);
      // a member per failure: two failures in one millisecond are two
      await shared.redis
        .multi()
        .zadd(k, at, `${at}:${randomBytes(4).toString('hex')}`)
        .pexpire(k, keepMs)
        .exec();
    },
    async forget(key) {
      await shared.redis.del(redisKey(key));
    },
  };
}

const pairKey = (account: string, ip: string) => `account:${account}\u0000${ip}`;
const addressKey = (ip: string) => `address:${ip}`;

export function createSignInRateLimiter(options: SignInRateLimitOptions = {}): SignInRateLimiter {
  const maxPair = options.maxPerAccountAndAddress ?? 10;
  const maxAddress = options.maxPerAddress ?? 20;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryAttemptStore();

  const wait = async (key: string, max: number): Promise<number> => {
    const t = now();
    const times = await store.failuresSince(key, t - windowMs);
    if (times.length < max) return 0;
    // the attempt that must leave the window before one more is allowed
    const oldest = times[times.length - max] as number;
    return Math.max(1, oldest + windowMs - t);
  };

  return {
    windowMs,
    async retryAfter(account, ip) {
      const [pair, address] = await Promise.all([
        wait(pairKey(account, ip), maxPair),
        wait(addressKey(ip), maxAddress),
      ]);
      return Math.max(pair, address);
    },
    async recordFailure(account, ip) {
      const t = now();
      const before = await store.failuresSince(pairKey(account, ip), t - windowMs);
      await store.record(pairKey(account, ip), t);
      await store.record(addressKey(ip), t);
      return { blockedNow: before.length + 1 === maxPair };
    },
    async recordSuccess(account, ip) {
      await store.forget(pairKey(account, ip));
    },
  };
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
}
