// Verifies RS256 access tokens with jose: against the identity provider's JWKS (fetched once, cached and
// refreshed by jose) or, for tests and tools, against key material handed in. Verified tokens are remembered
// until they expire so a busy client does not pay for a signature check on every request.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWTVerifyGetKey, KeyObject } from 'jose';
import { unauthenticated } from '../errors/api-error.js';
import { readClaims } from './claims.js';
import type { TokenClaims } from './claims.js';

export interface TokenVerifier {
  /** the token's claims, or an UNAUTHENTICATED ApiError */
  verify(token: string): Promise<TokenClaims>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** now in ms (injectable clock) */
  now?: () => number;
  /** verified tokens remembered (default 10,000) */
  cacheSize?: number;
}

type KeySource = JWTVerifyGetKey | CryptoKey | KeyObject | Uint8Array;

/** Unexpired, and an impersonated session's token not past the session's time limit (ADR 0025). */
function usable(claims: TokenClaims, nowSeconds: number): boolean {
  if (claims.expiresAt !== null && claims.expiresAt <= nowSeconds) return false;
  return claims.impersonation === null || claims.impersonation.endsAt > nowSeconds;
}

function createVerifier(key: KeySource, options: VerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const cacheSize = options.cacheSize ?? 10_000;
  const cache = new Map<string, TokenClaims>();

  return {
    async verify(token: string): Promise<TokenClaims> {
      const cached = cache.get(token);
      const nowSeconds = Math.floor(now() / 1000);
      if (cached && usable(cached, nowSeconds)) return cached;
      if (cached) cache.delete(token);
      try {
        const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256'],
          currentDate: new Date(now()),
        });
        const claims = readClaims(payload as Record<string, unknown>);
        if (!claims.subject || !usable(claims, nowSeconds)) throw unauthenticated();
        if (cache.size >= cacheSize) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) throw unauthenticated();
        throw error;
      }
    },
  };
}

/** Production: keys from the provider's JWKS URL (jose caches them and refetches on an unknown `kid`). */
export function createJwksTokenVerifier(options: VerifierOptions & { jwksUrl: string }): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 600_000,
  });
  return createVerifier(jwks, options);
}

/** Key material in hand: a public key, or a JSON Web Key Set. */
export function createKeyTokenVerifier(
  options: VerifierOptions & { key: CryptoKey | KeyObject | JSONWebKeySet },
): TokenVerifier {
  const { key } = options;
  const source: KeySource = 'keys' in key ? createLocalJWKSet(key) : key;
  return createVerifier(source, options);
}
