// The Auth0 SDK's token cache kept in chunked cookies, so a reload finds the session (the refresh token renews
// it silently) and logout can clear it with the other token cookies.
import type { ICache, Cacheable, MaybePromise, WrappedCacheEntry } from '@auth0/auth0-spa-js';
import {
  chunkedCookieNames,
  readChunkedCookie,
  removeChunkedCookie,
  writeChunkedCookie,
} from './chunked-cookie';

export const TOKEN_COOKIE_PREFIX = 'portal.auth.';

/** Cookie names may not hold the SDK's key characters ('@@', '::', spaces); keys are stored hex-encoded. */
function cookieName(key: string): string {
  return `${TOKEN_COOKIE_PREFIX}${Array.from(new TextEncoder().encode(key), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function keyFromCookieName(name: string): string {
  const hex = name.slice(TOKEN_COOKIE_PREFIX.length);
  const bytes = new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));
  return new TextDecoder().decode(bytes);
}

export class CookieTokenCache implements ICache {
  set<T = Cacheable>(key: string, entry: T): MaybePromise<void> {
    writeChunkedCookie(cookieName(key), JSON.stringify(entry));
  }

  get<T = Cacheable>(key: string): MaybePromise<T | undefined> {
    const value = readChunkedCookie(cookieName(key));
    if (value === null) return undefined;
    try {
      return JSON.parse(value) as T;
    } catch {
      return undefined;
    }
  }

  remove(key: string): MaybePromise<void> {
    removeChunkedCookie(cookieName(key));
  }

  allKeys(): MaybePromise<string[]> {
    return chunkedCookieNames(TOKEN_COOKIE_PREFIX).map(keyFromCookieName);
  }
}

/** The SDK's cache keys: `@@auth0spajs@@::<clientId>::<audience>::<scope>` (its `CacheKey`). */
const SDK_KEY_PREFIX = '@@auth0spajs@@';
/** The SDK treats an access token as expired this many seconds early (its `getTokenSilently` leeway). */
export const ACCESS_TOKEN_LEEWAY_SECONDS = 60;

/**
 * A still-valid access token for the audience from the SDK's own cache (these cookies), read without the SDK: the
 * answer the SDK's `getTokenSilently` gives from its cache, so a signed-in start whose token is fresh does not
 * fetch the SDK's chunk (issue 37, about 62 KB gzip). Null when there is none or it is about to expire: then only
 * the SDK (its refresh token) can renew it.
 */
export function cachedAccessToken(
  clientId: string,
  audience: string,
  now: number = Date.now(),
): string | null {
  const nowSeconds = Math.floor(now / 1000);
  for (const name of chunkedCookieNames(TOKEN_COOKIE_PREFIX)) {
    const [prefix, keyClientId, keyAudience] = keyFromCookieName(name).split('::');
    if (prefix !== SDK_KEY_PREFIX || keyClientId !== clientId || keyAudience !== audience) continue;
    const value = readChunkedCookie(name);
    if (value === null) continue;
    try {
      const entry = JSON.parse(value) as Partial<WrappedCacheEntry>;
      const token = entry.body?.access_token;
      if (typeof token === 'string' && typeof entry.expiresAt === 'number') {
        if (entry.expiresAt - ACCESS_TOKEN_LEEWAY_SECONDS >= nowSeconds) return token;
      }
    } catch {
      // not an entry the SDK wrote: the SDK decides
    }
  }
  return null;
}

/** Whether this browser may hold a session: the SDK keeps its tokens only in these cookies. */
export function hasTokenCookies(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(TOKEN_COOKIE_PREFIX));
}

export function clearTokenCookies(): void {
  for (const name of chunkedCookieNames(TOKEN_COOKIE_PREFIX)) removeChunkedCookie(name);
}
