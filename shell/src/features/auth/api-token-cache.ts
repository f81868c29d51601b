// API access tokens kept per session under `apiTokens_<audience>` (spec section 3): renewed once the cached one
// is older than 15 minutes, and never used past the provider's expiry (spec sections 4 and 9).

export const API_TOKEN_REFRESH_MS = 15 * 60 * 1000;
export const API_TOKEN_KEY_PREFIX = 'apiTokens_';

export interface SessionTokenRecord {
  accessToken: string;
  /** epoch ms: the provider's expiry */
  expiresAt: number;
  /** epoch ms: when this record was written */
  updateAt: number;
}

export function needsRefresh(record: SessionTokenRecord | null, now: number): boolean {
  if (!record) return true;
  return now - record.updateAt >= API_TOKEN_REFRESH_MS || now >= record.expiresAt;
}

/** Expiry from the JWT's `exp` claim; an unreadable token counts as already expired. */
export function tokenExpiry(accessToken: string): number {
  try {
    const payload = JSON.parse(
      atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * `fetchToken(renew)`: renew is false when this tab has no record yet (the identity client's own cache, filled by
 * the sign-in, is good enough) and true when the record is stale. Forcing a refresh-token grant on a tab's first
 * call would rotate the refresh token right after sign-in, and a page load during that request loses the rotated
 * token, which the provider then treats as reuse and ends the session.
 */
export function createApiTokenCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  audience: string,
  fetchToken: (renew: boolean) => Promise<string>,
  clock: () => number = Date.now,
) {
  const key = `${API_TOKEN_KEY_PREFIX}${audience}`;
  let pending: Promise<string> | null = null;

  function read(): SessionTokenRecord | null {
    try {
      const raw = storage.getItem(key);
      return raw ? (JSON.parse(raw) as SessionTokenRecord) : null;
    } catch {
      return null;
    }
  }

  return {
    async get(): Promise<string> {
      const cached = read();
      if (cached && !needsRefresh(cached, clock())) return cached.accessToken;
      // One renewal at a time, however many requests ask at once.
      pending ??= fetchToken(cached !== null)
        .then((accessToken) => {
          const record: SessionTokenRecord = {
            accessToken,
            expiresAt: tokenExpiry(accessToken),
            updateAt: clock(),
          };
          storage.setItem(key, JSON.stringify(record));
          return accessToken;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    clear(): void {
      storage.removeItem(key);
    },
  };
}
