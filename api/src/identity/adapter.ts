// oidc-provider storage on the portal database: every model (Session, Grant, Interaction, AuthorizationCode,
// RefreshToken, AccessToken, ...) is a row of `oidc_records` keyed by (kind, id), with its expiry. The provider's
// own records (signing keys, impersonation credentials) live in the same table under kinds of their own.
import { and, eq, isNull, lt, or, gt, inArray } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { oidcRecords } from '../db/schema.js';

/** Kinds this module writes itself (not oidc-provider models). */
export const OWN_KINDS = {
  signingKeys: 'SigningKeys',
  cookieKeys: 'CookieKeys',
  impersonationCredential: 'ImpersonationCredential',
  impersonatedGrant: 'ImpersonatedGrant',
} as const;

/** Models that carry a grantId and are revoked with their grant. */
export const GRANT_BOUND_KINDS = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'ClientCredentials',
  OWN_KINDS.impersonatedGrant,
];

function notExpired(now: Date) {
  return or(isNull(oidcRecords.expiresAt), gt(oidcRecords.expiresAt, now));
}

type Row = typeof oidcRecords.$inferSelect;

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = { ...row.payload } as AdapterPayload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly kind: string,
    private readonly now: () => number = Date.now,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(this.now() + expiresIn * 1000) : null;
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
    };
    await this.db
      .insert(oidcRecords)
      .values({ kind: this.kind, id, ...values })
      .onConflictDoUpdate({ target: [oidcRecords.kind, oidcRecords.id], set: values });
  }

  private async findOne(
    column: 'id' | 'uid' | 'userCode',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcRecords)
      .where(
        and(
          eq(oidcRecords.kind, this.kind),
          eq(oidcRecords[column], value),
          notExpired(new Date(this.now())),
        ),
      )
      .limit(1);
    return toPayload(row);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcRecords)
      .set({ consumedAt: new Date(this.now()) })
      .where(and(eq(oidcRecords.kind, this.kind), eq(oidcRecords.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcRecords).where(and(eq(oidcRecords.kind, this.kind), eq(oidcRecords.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcRecords)
      .where(and(eq(oidcRecords.kind, this.kind), eq(oidcRecords.grantId, grantId)));
  }
}

/** Removes a grant and everything issued under it (used by /v2/logout). */
export async function revokeGrant(db: Database, grantId: string): Promise<void> {
  await db
    .delete(oidcRecords)
    .where(
      or(
        and(eq(oidcRecords.kind, 'Grant'), eq(oidcRecords.id, grantId)),
        and(inArray(oidcRecords.kind, GRANT_BOUND_KINDS), eq(oidcRecords.grantId, grantId)),
      ),
    );
}

/** Deletes expired rows; returns how many. Keys (no expiry) are never touched. */
export async function sweepExpired(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(oidcRecords)
    .where(lt(oidcRecords.expiresAt, now))
    .returning({ kind: oidcRecords.kind });
  return deleted.length;
}
