// Configuration, origin policy, rate limiter and the database adapter in isolation.
import { createTestDatabase } from '../db/test-database.js';
import type { TestDatabase } from '../db/test-database.js';
import { DatabaseAdapter, sweepExpired } from './adapter.js';
import { createOriginPolicy, readIdentityConfig } from './config.js';
import { createSignInRateLimiter, signInAccountKey, tooManyAttemptsMessage } from './rate-limit.js';

describe('readIdentityConfig', () => {
  it('has development defaults', () => {
    expect(readIdentityConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      issuer: 'http://localhost:3001/',
      clientId: 'portal-spa',
      audience: 'http://localhost:3000/api',
      portalOrigin: 'http://localhost:3000',
      portalOrigins: [],
      allowLocalhostOrigins: true,
      impersonationTimeLimitSeconds: 30 * 60,
    });
  });

  it('reads the impersonation time limit in minutes and refuses nonsense', () => {
    expect(readIdentityConfig({ IMPERSONATION_TIME_LIMIT_MINUTES: '10' }).impersonationTimeLimitSeconds).toBe(
      600,
    );
    expect(() => readIdentityConfig({ IMPERSONATION_TIME_LIMIT_MINUTES: '0' })).toThrow(
      /IMPERSONATION_TIME_LIMIT_MINUTES/,
    );
    expect(() => readIdentityConfig({ IMPERSONATION_TIME_LIMIT_MINUTES: 'soon' })).toThrow(
      /IMPERSONATION_TIME_LIMIT_MINUTES/,
    );
  });

  it('reads the environment and normalises the issuer', () => {
    const config = readIdentityConfig({
      IDP_PORT: '4001',
      IDP_ISSUER: 'http://idp.portal.example:4001',
      AUTH_CLIENT_ID: 'spa',
      AUTH_AUDIENCE: 'https://api.portal.example',
      PORTAL_ORIGIN: 'https://portal.example/some/path',
      PORTAL_ORIGINS: 'https://a.example, https://b.example:8443/',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4001,
      issuer: 'http://idp.portal.example:4001/',
      clientId: 'spa',
      audience: 'https://api.portal.example',
      portalOrigin: 'https://portal.example',
      portalOrigins: ['https://a.example', 'https://b.example:8443'],
      allowLocalhostOrigins: false,
    });
    expect(readIdentityConfig({ IDP_PORT: '4002' }).issuer).toBe('http://localhost:4002/');
    expect(() => readIdentityConfig({ IDP_PORT: 'x' })).toThrow(/IDP_PORT/);
    // the production profile never accepts the localhost wildcard (and refuses to start when asked: issue 36)
    expect(
      readIdentityConfig({ NODE_ENV: 'production', IDP_ALLOW_LOCALHOST_ORIGINS: 'true' })
        .allowLocalhostOrigins,
    ).toBe(false);
    expect(readIdentityConfig({ IDP_ALLOW_LOCALHOST_ORIGINS: 'false' }).allowLocalhostOrigins).toBe(false);
    expect(readIdentityConfig({}).allowLocalhostOrigins).toBe(true);
  });
});

describe('origin policy', () => {
  it('allows configured origins and, in development, any localhost port', () => {
    const dev = createOriginPolicy({ portalOrigin: 'http://localhost:3000', allowLocalhostOrigins: true });
    expect(dev.allowsUrl('http://localhost:3000/pages/store')).toBe(true);
    expect(dev.allowsUrl('http://localhost:51234/callback')).toBe(true);
    expect(dev.allowsUrl('http://127.0.0.1:51234/')).toBe(true);
    expect(dev.allowsUrl('https://localhost.evil.example/')).toBe(false);
    expect(dev.allowsUrl('http://user:pw@localhost:3000/')).toBe(false);
    expect(dev.allowsUrl('javascript:alert(1)')).toBe(false);
    const prod = createOriginPolicy({
      portalOrigin: 'https://portal.example',
      portalOrigins: ['https://b.example'],
    });
    expect(prod.allowsUrl('https://portal.example/')).toBe(true);
    expect(prod.allowsOrigin('https://b.example')).toBe(true);
    expect(prod.allowsUrl('http://localhost:3000/')).toBe(false);
  });
});

describe('sign-in rate limiter', () => {
  const alice = signInAccountKey('Alice@x.example', 'hash-1');

  it('blocks an account only for the address that failed against it, within a sliding window', async () => {
    let now = 0;
    const limiter = createSignInRateLimiter({
      maxPerAccountAndAddress: 2,
      maxPerAddress: 3,
      windowMs: 1000,
      now: () => now,
    });
    expect(await limiter.recordFailure(alice, 'attacker')).toEqual({ blockedNow: false });
    expect(await limiter.retryAfter(alice, 'attacker')).toBe(0);
    now = 100;
    expect(await limiter.recordFailure(alice, 'attacker')).toEqual({ blockedNow: true });
    expect(await limiter.retryAfter(alice, 'attacker')).toBe(900);
    // the owner, from another address, is not locked out
    expect(await limiter.retryAfter(alice, 'owner')).toBe(0);
    now = 950;
    expect(await limiter.retryAfter(alice, 'attacker')).toBe(50);
    now = 1000;
    expect(await limiter.retryAfter(alice, 'attacker')).toBe(0);
  });

  it('limits one address across accounts (credential stuffing)', async () => {
    let now = 0;
    const limiter = createSignInRateLimiter({
      maxPerAccountAndAddress: 2,
      maxPerAddress: 3,
      windowMs: 1000,
      now: () => now,
    });
    for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
      await limiter.recordFailure(signInAccountKey(email, 'h'), 'stuffer');
    now = 10;
    expect(await limiter.retryAfter(signInAccountKey('d@x.example', 'h'), 'stuffer')).toBe(990);
    expect(await limiter.retryAfter(signInAccountKey('d@x.example', 'h'), 'elsewhere')).toBe(0);
  });

  it('a changed password starts a fresh count; a success forgets that address’s failures', async () => {
    const limiter = createSignInRateLimiter({
      maxPerAccountAndAddress: 2,
      maxPerAddress: 10,
      windowMs: 1000,
    });
    await limiter.recordFailure(alice, 'ip1');
    await limiter.recordFailure(alice, 'ip1');
    expect(await limiter.retryAfter(alice, 'ip1')).toBeGreaterThan(0);
    const afterReset = signInAccountKey('alice@x.example', 'hash-2');
    expect(afterReset).not.toBe(alice);
    expect(await limiter.retryAfter(afterReset, 'ip1')).toBe(0);

    await limiter.recordFailure(afterReset, 'ip2');
    await limiter.recordSuccess(afterReset, 'ip2');
    await limiter.recordFailure(afterReset, 'ip2');
    expect(await limiter.retryAfter(afterReset, 'ip2')).toBe(0);
    expect(signInAccountKey(' ALICE@x.example ', 'hash-2')).toBe(afterReset);
    expect(tooManyAttemptsMessage(61_000)).toMatch(/wait 2 minutes/);
  });
});

describe('DatabaseAdapter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores, finds, consumes, expires and revokes records', async () => {
    let now = Date.now();
    const tokens = new DatabaseAdapter(database.db, 'RefreshToken', () => now);
    const sessions = new DatabaseAdapter(database.db, 'Session', () => now);
    await tokens.upsert('t1', { grantId: 'g1', accountId: 'a' }, 60);
    await tokens.upsert('t2', { grantId: 'g2', accountId: 'a' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await tokens.find('t1')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await sessions.find('t1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });

    await tokens.consume('t1');
    expect((await tokens.find('t1'))?.consumed).toEqual(expect.any(Number));

    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();

    await tokens.upsert('t2', { grantId: 'g2', accountId: 'b' }, 60);
    expect(await tokens.find('t2')).toMatchObject({ accountId: 'b' });

    now += 61_000;
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await sweepExpired(database.db, new Date(now))).toBe(2);
    await sessions.destroy('s1');
  });
});
