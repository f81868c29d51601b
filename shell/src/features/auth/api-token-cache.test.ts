import { API_TOKEN_REFRESH_MS, createApiTokenCache, needsRefresh, tokenExpiry } from './api-token-cache';

function jwt(expSeconds: number): string {
  const encode = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode({ exp: expSeconds })}.signature`;
}

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('API token cache', () => {
  it('refreshes after 15 minutes or at expiry', () => {
    const now = 1_000_000_000;
    const record = { accessToken: 't', updateAt: now, expiresAt: now + 3_600_000 };
    expect(API_TOKEN_REFRESH_MS).toBe(900_000);
    expect(needsRefresh(record, now + 899_999)).toBe(false);
    expect(needsRefresh(record, now + 900_000)).toBe(true);
    expect(needsRefresh({ ...record, expiresAt: now + 1000 }, now + 1000)).toBe(true);
    expect(needsRefresh(null, now)).toBe(true);
  });

  it('reads expiry from the token', () => {
    expect(tokenExpiry(jwt(2_000_000))).toBe(2_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBe(0);
  });

  it('stores under apiTokens_<audience>, reuses the token, renews once when stale', async () => {
    let now = 5_000_000_000;
    const storage = memory();
    const fetchFresh = jest.fn(async () => jwt(now / 1000 + 3600));
    const cache = createApiTokenCache(storage, 'http://localhost:3000/api', fetchFresh, () => now);
    const first = await cache.get();
    expect(storage.data.has('apiTokens_http://localhost:3000/api')).toBe(true);
    expect(await cache.get()).toBe(first);
    expect(fetchFresh).toHaveBeenCalledTimes(1);
    now += API_TOKEN_REFRESH_MS;
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(fetchFresh).toHaveBeenCalledTimes(2);
  });

  it("takes a tab's first token from the identity client's cache and forces a renewal only when stale", async () => {
    let now = 5_000_000_000;
    const fetchToken = jest.fn(async (renew: boolean) => jwt(now / 1000 + 3600) + (renew ? '.renewed' : ''));
    const cache = createApiTokenCache(memory(), 'aud', fetchToken, () => now);
    await cache.get();
    expect(fetchToken).toHaveBeenLastCalledWith(false);
    now += API_TOKEN_REFRESH_MS;
    expect(await cache.get()).toMatch(/\.renewed$/);
    expect(fetchToken).toHaveBeenLastCalledWith(true);
  });
});
