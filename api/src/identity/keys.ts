// The provider's key material, generated on first start and kept in `oidc_records` so tokens, sessions and
// cookies stay valid across restarts: one RS256 signing key (a private JWK) and the cookie-signing secrets.
// Production gives them instead (IDP_SIGNING_KEY, IDP_COOKIE_KEYS; production-profile.ts).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Database } from '../db/client.js';
import { oidcRecords } from '../db/schema.js';
import { configuredProviderKeys } from '../production-profile.js';
import { OWN_KINDS } from './adapter.js';

const RECORD_ID = 'current';

export interface ProviderKeys {
  /** private signing keys (JWK, RS256), newest first */
  signingKeys: JWK[];
  /** cookie-signing secrets, newest first */
  cookieKeys: string[];
}

/** Inserts `create()` under (kind, 'current') unless a row exists (another process may race us), then reads it. */
async function loadOrCreate<T extends Record<string, unknown>>(
  db: Database,
  kind: string,
  create: () => Promise<T>,
): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ payload: oidcRecords.payload })
      .from(oidcRecords)
      .where(and(eq(oidcRecords.kind, kind), eq(oidcRecords.id, RECORD_ID)))
      .limit(1);
    return row?.payload as T | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(oidcRecords)
    .values({ kind, id: RECORD_ID, payload: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`could not store ${kind}`);
  return stored;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

export async function loadProviderKeys(
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ProviderKeys> {
  const configured = configuredProviderKeys(env);
  if (configured) {
    const signingKeys = await Promise.all(
      configured.signingKeys.map(async (jwk) => ({
        ...jwk,
        kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)),
      })),
    );
    return { signingKeys, cookieKeys: configured.cookieKeys };
  }
  const signing = await loadOrCreate(db, OWN_KINDS.signingKeys, async () => ({
    keys: [await newSigningKey()],
    createdAt: new Date().toISOString(),
  }));
  const cookies = await loadOrCreate(db, OWN_KINDS.cookieKeys, async () => ({
    keys: [randomBytes(32).toString('base64url')],
    createdAt: new Date().toISOString(),
  }));
  const signingKeys = signing['keys'];
  const cookieKeys = cookies['keys'];
  if (!Array.isArray(signingKeys) || signingKeys.length === 0) throw new Error('no signing keys stored');
  if (!Array.isArray(cookieKeys) || cookieKeys.length === 0) throw new Error('no cookie keys stored');
  return { signingKeys: signingKeys as JWK[], cookieKeys: cookieKeys as string[] };
}

/** The public half of a private JWK (what /.well-known/jwks.json shows). */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
