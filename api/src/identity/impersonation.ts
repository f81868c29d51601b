// Impersonation for customer-service staff (spec: setupImpersonationUser returns an e-mail and a one-time
// password; the CSR is then signed out and signs in as that user). The password is single use, lives 5 minutes
// and is stored only as a SHA-256 hash (it is 128 random bits, so a slow hash adds nothing). Both the issue and
// the sign-in are written to audit_log.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog, oidcRecords } from '../db/schema.js';
import { OWN_KINDS } from './adapter.js';
import { canSignIn, findUserById } from './accounts.js';
import type { Impersonator, IdentityUser } from './accounts.js';

export const IMPERSONATION_TTL_MS = 5 * 60_000;

export const AUDIT_ACTIONS = {
  issued: 'IMPERSONATION_CREDENTIALS_ISSUED',
  signedIn: 'IMPERSONATION_SIGN_IN',
} as const;

export interface ImpersonationCredentials {
  /** the e-mail address to sign in with (the target user's) */
  email: string;
  /** shown once; single use; expires after 5 minutes */
  oneTimePassword: string;
  expiresAt: Date;
}

interface CredentialPayload extends Record<string, unknown> {
  targetUserId: string;
  csrUserId: string;
  csrAuthId: string;
  csrEmail: string;
  otpHash: string;
}

function hash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export class ImpersonationError extends Error {}

/**
 * Issues one-time credentials with which `csrUserId` signs in as `targetUserId`. Checks only that both users exist,
 * that they differ and that the target may sign in: the caller (the CSR GraphQL mutation) checks the CSR's privileges.
 */
export async function createImpersonationCredentials(
  db: Database,
  input: { csrUserId: string; targetUserId: string; now?: Date },
): Promise<ImpersonationCredentials> {
  const now = input.now ?? new Date();
  if (input.csrUserId === input.targetUserId)
    throw new ImpersonationError('A user cannot impersonate themselves.');
  const [csr, target] = await Promise.all([
    findUserById(db, input.csrUserId),
    findUserById(db, input.targetUserId),
  ]);
  if (!csr) throw new ImpersonationError('The customer-service user does not exist.');
  if (!target) throw new ImpersonationError('The user to impersonate does not exist.');
  if (!canSignIn(target))
    throw new ImpersonationError(`A user with status ${target.status} cannot be impersonated.`);

  const oneTimePassword = randomBytes(16).toString('base64url');
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + IMPERSONATION_TTL_MS);
  const payload: CredentialPayload = {
    targetUserId: target.id,
    csrUserId: csr.id,
    csrAuthId: csr.authId,
    csrEmail: csr.email,
    otpHash: hash(oneTimePassword),
  };
  await db.transaction(async (tx) => {
    await tx.insert(oidcRecords).values({
      kind: OWN_KINDS.impersonationCredential,
      id,
      payload,
      uid: target.id,
      expiresAt,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      actorUserId: csr.id,
      subjectUserId: target.id,
      action: AUDIT_ACTIONS.issued,
      details: { credentialId: id, expiresAt: expiresAt.toISOString(), targetEmail: target.email },
      at: now,
    });
  });
  return { email: target.email, oneTimePassword, expiresAt };
}

export interface RedeemedImpersonation {
  credentialId: string;
  impersonator: Impersonator;
}

/**
 * If `password` is a live one-time password for `target`, consumes it (atomically: a second use fails) and returns
 * who is acting; otherwise null.
 */
export async function redeemImpersonationPassword(
  db: Database,
  target: IdentityUser,
  password: string,
  context: { ip: string; clientId: string | null; now?: Date },
): Promise<RedeemedImpersonation | null> {
  const now = context.now ?? new Date();
  const candidates = await db
    .select({ id: oidcRecords.id, payload: oidcRecords.payload })
    .from(oidcRecords)
    .where(
      and(
        eq(oidcRecords.kind, OWN_KINDS.impersonationCredential),
        eq(oidcRecords.uid, target.id),
        isNull(oidcRecords.consumedAt),
        gt(oidcRecords.expiresAt, now),
      ),
    )
    .orderBy(desc(oidcRecords.createdAt))
    .limit(20);
  if (candidates.length === 0) return null;
  const given = Buffer.from(hash(password), 'hex');
  const match = candidates.find((c) => {
    const stored = Buffer.from(String((c.payload as CredentialPayload).otpHash), 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match) return null;
  const consumed = await db
    .update(oidcRecords)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oidcRecords.kind, OWN_KINDS.impersonationCredential),
        eq(oidcRecords.id, match.id),
        isNull(oidcRecords.consumedAt),
      ),
    )
    .returning({ id: oidcRecords.id });
  if (consumed.length === 0) return null; // used concurrently
  const payload = match.payload as CredentialPayload;
  await db.insert(auditLog).values({
    actorUserId: payload.csrUserId,
    subjectUserId: target.id,
    action: AUDIT_ACTIONS.signedIn,
    details: { credentialId: match.id, ip: context.ip, clientId: context.clientId },
    at: now,
  });
  return {
    credentialId: match.id,
    impersonator: { userId: payload.csrUserId, authId: payload.csrAuthId, email: payload.csrEmail },
  };
}

/** Remembers that a grant was created by an impersonation sign-in, so its tokens carry `act`. */
export async function markImpersonatedGrant(
  db: Database,
  grantId: string,
  redeemed: RedeemedImpersonation,
  expiresAt: Date | null,
): Promise<void> {
  await db
    .insert(oidcRecords)
    .values({
      kind: OWN_KINDS.impersonatedGrant,
      id: grantId,
      grantId,
      payload: { credentialId: redeemed.credentialId, impersonator: redeemed.impersonator },
      expiresAt,
    })
    .onConflictDoNothing();
}

export async function impersonatorOfGrant(
  db: Database,
  grantId: string | undefined,
): Promise<Impersonator | null> {
  if (!grantId) return null;
  const [row] = await db
    .select({ payload: oidcRecords.payload })
    .from(oidcRecords)
    .where(and(eq(oidcRecords.kind, OWN_KINDS.impersonatedGrant), eq(oidcRecords.id, grantId)))
    .limit(1);
  const impersonator = row?.payload['impersonator'] as Impersonator | undefined;
  return impersonator ?? null;
}
