// Impersonation for customer-service staff (spec: setupImpersonationUser returns an e-mail and a one-time
// password; the CSR is then signed out and signs in as that user). The password is single use, lives 5 minutes
// and is stored only as a SHA-256 hash (it is 128 random bits, so a slow hash adds nothing). Both the issue and
// the sign-in are written to audit_log.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog, oidcRecords, rolePrivileges, userRoles } from '../db/schema.js';
import { OWN_KINDS, revokeGrant } from './adapter.js';
import { canSignIn, CLAIMS_NAMESPACE, findUserById } from './accounts.js';
import type { Impersonator, IdentityUser } from './accounts.js';

export const IMPERSONATION_TTL_MS = 5 * 60_000;

export const AUDIT_ACTIONS = {
  issued: 'IMPERSONATION_CREDENTIALS_ISSUED',
  signedIn: 'IMPERSONATION_SIGN_IN',
  refused: 'IMPERSONATION_REFUSED',
  ended: 'IMPERSONATION_ENDED',
} as const;

/** Why an impersonated session ended: the agent ended it, or its time limit did. */
export type ImpersonationEndReason = 'AGENT' | 'TIME_LIMIT';

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

/** Why a target may not be impersonated; the customer rule's reasons are refused as FORBIDDEN. */
export type ImpersonationRefusalReason =
  | 'SELF'
  | 'UNKNOWN_USER'
  | 'CANNOT_SIGN_IN'
  | 'STAFF_ORGANIZATION'
  | 'INTERNAL_ASSOCIATE'
  | 'STAFF_PRIVILEGES';

export class ImpersonationError extends Error {
  constructor(
    readonly reason: ImpersonationRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** Privileges of the maker's own customer-service and product staff: their holders are never impersonated. */
export const STAFF_PRIVILEGES: readonly string[] = [
  'CSR',
  'CSR_Role_Management',
  'CSR_User_Management',
  'CSR_Registration',
  'Product_Owner_Admin',
  'Developer_Admin',
  'Wireframe_Admin',
];

const ONLY_CUSTOMERS = 'Only customers can be impersonated';
export const IMPERSONATION_REFUSALS = {
  self: 'A user cannot impersonate themselves.',
  unknown: 'The user to impersonate does not exist.',
  staffOrganization: `${ONLY_CUSTOMERS}: this user belongs to one of our own organizations.`,
  internalAssociate: `${ONLY_CUSTOMERS}: this user is an internal associate.`,
  staffPrivileges: `${ONLY_CUSTOMERS}: this user holds customer-service or staff privileges.`,
} as const;

/** The same detection the session uses (spec 6): the flag, or any of the internal associate claims. */
function isInternalAssociateUser(user: IdentityUser): boolean {
  return (
    user.isInternalAssociate ||
    user.department !== null ||
    user.employeeId !== null ||
    user.allowedAccountIds.length > 0 ||
    user.allowedActions.length > 0
  );
}

/**
 * The one impersonation rule (help desks impersonate the customers they support, never colleagues or staff with
 * wider rights): the target must exist, differ from the caller, be able to sign in, and be a customer — a personal
 * user or a user of a customer organisation, not an internal associate and holding no staff privilege.
 * Returns null when allowed.
 */
export async function impersonationRefusal(
  db: Database,
  csrUserId: string,
  target: IdentityUser | null,
): Promise<ImpersonationError | null> {
  if (!target) return new ImpersonationError('UNKNOWN_USER', IMPERSONATION_REFUSALS.unknown);
  if (target.id === csrUserId) return new ImpersonationError('SELF', IMPERSONATION_REFUSALS.self);
  if (!canSignIn(target))
    return new ImpersonationError(
      'CANNOT_SIGN_IN',
      `A user with status ${target.status} cannot be impersonated.`,
    );
  if (target.organizationType === 'INTERNAL')
    return new ImpersonationError('STAFF_ORGANIZATION', IMPERSONATION_REFUSALS.staffOrganization);
  if (isInternalAssociateUser(target))
    return new ImpersonationError('INTERNAL_ASSOCIATE', IMPERSONATION_REFUSALS.internalAssociate);
  // every role the user holds, whatever organisation it was granted for: a staff privilege anywhere is enough
  const held = await db
    .selectDistinct({ name: rolePrivileges.privilegeName })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, target.id), inArray(rolePrivileges.privilegeName, [...STAFF_PRIVILEGES])))
    .limit(1);
  if (held.length > 0)
    return new ImpersonationError('STAFF_PRIVILEGES', IMPERSONATION_REFUSALS.staffPrivileges);
  return null;
}

/** Whether `csrUserId` may impersonate `targetUserId` (the rule above, for the customer-service user page). */
export async function checkImpersonationTarget(
  db: Database,
  csrUserId: string,
  targetUserId: string,
): Promise<ImpersonationError | null> {
  return impersonationRefusal(db, csrUserId, await findUserById(db, targetUserId));
}

/**
 * Issues one-time credentials with which `csrUserId` signs in as `targetUserId`, if the target passes
 * `impersonationRefusal`. A refusal writes IMPERSONATION_REFUSED to audit_log (so tries show up) and no credential.
 * The caller (the CSR GraphQL mutation) checks the CSR's own privileges.
 */
export async function createImpersonationCredentials(
  db: Database,
  input: { csrUserId: string; targetUserId: string; now?: Date },
): Promise<ImpersonationCredentials> {
  const now = input.now ?? new Date();
  const [csr, target] = await Promise.all([
    findUserById(db, input.csrUserId),
    input.csrUserId === input.targetUserId ? null : findUserById(db, input.targetUserId),
  ]);
  if (!csr) throw new ImpersonationError('UNKNOWN_USER', 'The customer-service user does not exist.');
  const refusal =
    input.csrUserId === input.targetUserId
      ? new ImpersonationError('SELF', IMPERSONATION_REFUSALS.self)
      : await impersonationRefusal(db, csr.id, target);
  if (refusal) {
    await db.insert(auditLog).values({
      actorUserId: csr.id,
      subjectUserId: target?.id ?? (refusal.reason === 'SELF' ? csr.id : null),
      action: AUDIT_ACTIONS.refused,
      details: { reason: refusal.reason, ...(target ? {} : { targetUserId: input.targetUserId }) },
      at: now,
    });
    throw refusal;
  }
  if (!target) throw new ImpersonationError('UNKNOWN_USER', IMPERSONATION_REFUSALS.unknown);

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
  targetUserId: string;
  /** the grant of the agent's own session whose token acted (token exchange only) */
  actorGrantId?: string | null;
}

/** The access-token claim naming an agent's grant (ADR 0025): the session whose sign-out ends their impersonations. */
export const AGENT_GRANT_CLAIM = `${CLAIMS_NAMESPACE}agentGrant`;

/** Whether a token's claims allow starting an impersonation (setupImpersonationUser's privilege). */
export function mayImpersonate(claims: Record<string, unknown>): boolean {
  const permissions = claims['permissions'];
  return Array.isArray(permissions) && permissions.includes('CSR_User_Management');
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
  return consumeCredential(db, match, target.id, { ...context, method: 'PASSWORD', now });
}

/** Consumes a matched credential (atomically: a second use fails) and audits the sign-in; null when used already. */
async function consumeCredential(
  db: Database,
  match: { id: string; payload: Record<string, unknown> },
  targetUserId: string,
  context: { ip: string; clientId: string | null; method: 'PASSWORD' | 'TOKEN_EXCHANGE'; now: Date },
): Promise<RedeemedImpersonation | null> {
  const { now } = context;
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
    subjectUserId: targetUserId,
    action: AUDIT_ACTIONS.signedIn,
    details: { credentialId: match.id, ip: context.ip, clientId: context.clientId, method: context.method },
    at: now,
  });
  return {
    credentialId: match.id,
    impersonator: { userId: payload.csrUserId, authId: payload.csrAuthId, email: payload.csrEmail },
    targetUserId,
  };
}

/**
 * The token exchange's side (ADR 0025): the agent's browser hands the one-time credential to the identity provider
 * with the agent's own access token as the actor, so nothing is typed and a credential that leaked is useless to
 * anyone but the agent it was issued to. Returns the target and the agent, or null (unknown, used, expired, or
 * issued to another agent).
 */
export async function redeemImpersonationTicket(
  db: Database,
  oneTimePassword: string,
  context: { agentUserId: string; ip: string; clientId: string | null; now?: Date },
): Promise<RedeemedImpersonation | null> {
  const now = context.now ?? new Date();
  const [match] = await db
    .select({ id: oidcRecords.id, payload: oidcRecords.payload, uid: oidcRecords.uid })
    .from(oidcRecords)
    .where(
      and(
        eq(oidcRecords.kind, OWN_KINDS.impersonationCredential),
        sql`${oidcRecords.payload}->>'otpHash' = ${hash(oneTimePassword)}`,
        isNull(oidcRecords.consumedAt),
        gt(oidcRecords.expiresAt, now),
      ),
    )
    .limit(1);
  if (!match?.uid || (match.payload as CredentialPayload).csrUserId !== context.agentUserId) return null;
  return consumeCredential(db, match, match.uid, {
    ip: context.ip,
    clientId: context.clientId,
    method: 'TOKEN_EXCHANGE',
    now,
  });
}

/** An impersonated session: who acts, and when it ends by itself (seconds since the epoch). */
export interface ImpersonationSession {
  /** the impersonated grant's id: what the agent names when ending it */
  id: string;
  impersonator: Impersonator;
  targetUserId: string | null;
  endsAt: number | null;
}

/** How long an ended session's record is kept, so that ending it after its time limit is still recorded. */
const KEEP_AFTER_END_MS = 24 * 60 * 60_000;

/** Remembers that a grant was created by an impersonation sign-in, so its tokens carry `act`. */
export async function markImpersonatedGrant(
  db: Database,
  grantId: string,
  redeemed: RedeemedImpersonation,
  endsAt: Date,
): Promise<void> {
  await db
    .insert(oidcRecords)
    .values({
      kind: OWN_KINDS.impersonatedGrant,
      id: grantId,
      grantId,
      payload: {
        credentialId: redeemed.credentialId,
        impersonator: redeemed.impersonator,
        targetUserId: redeemed.targetUserId,
        endsAt: Math.floor(endsAt.getTime() / 1000),
        actorGrantId: redeemed.actorGrantId ?? null,
      },
      expiresAt: new Date(endsAt.getTime() + KEEP_AFTER_END_MS),
    })
    .onConflictDoNothing();
}

export async function impersonationOfGrant(
  db: Database,
  grantId: string | undefined,
): Promise<ImpersonationSession | null> {
  if (!grantId) return null;
  const [row] = await db
    .select({ payload: oidcRecords.payload })
    .from(oidcRecords)
    .where(and(eq(oidcRecords.kind, OWN_KINDS.impersonatedGrant), eq(oidcRecords.id, grantId)))
    .limit(1);
  const impersonator = row?.payload['impersonator'] as Impersonator | undefined;
  if (!impersonator) return null;
  const endsAt = row?.payload['endsAt'];
  const targetUserId = row?.payload['targetUserId'];
  return {
    id: grantId,
    impersonator,
    targetUserId: typeof targetUserId === 'string' ? targetUserId : null,
    endsAt: typeof endsAt === 'number' ? endsAt : null,
  };
}

export async function impersonatorOfGrant(
  db: Database,
  grantId: string | undefined,
): Promise<Impersonator | null> {
  return (await impersonationOfGrant(db, grantId))?.impersonator ?? null;
}

/**
 * Ends an impersonated session for the agent who started it: the end is audited (once) and the session's grant is
 * revoked, so its refresh token and its access tokens are refused from now on. False when there is no such session
 * of this agent (never started, another agent's, or ended already).
 */
export async function endImpersonationSession(
  db: Database,
  input: { agentUserId: string; impersonationId: string; reason: ImpersonationEndReason; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const session = await impersonationOfGrant(db, input.impersonationId);
  if (session?.impersonator.userId !== input.agentUserId) return false;
  // the session's own record goes first: of two concurrent ends only one deletes it, and only that one audits
  const ended = await db
    .delete(oidcRecords)
    .where(and(eq(oidcRecords.kind, OWN_KINDS.impersonatedGrant), eq(oidcRecords.id, input.impersonationId)))
    .returning({ id: oidcRecords.id });
  if (ended.length === 0) return false;
  await revokeGrant(db, input.impersonationId);
  await db.insert(auditLog).values({
    actorUserId: input.agentUserId,
    subjectUserId: session.targetUserId,
    action: AUDIT_ACTIONS.ended,
    details: { impersonationId: input.impersonationId, reason: input.reason },
    at: now,
  });
  return true;
}

/**
 * A provider session signs out ("Sign Out"): every impersonated session it holds (the one-time password's sign-in)
 * or that its agent started with its token (the token exchange) ends as "End impersonation" ends it — audited for
 * the agent, grant revoked. Returns how many ended.
 */
export async function endImpersonationsOfSession(
  db: Database,
  sessionGrantIds: readonly string[],
): Promise<number> {
  if (sessionGrantIds.length === 0) return 0;
  const live = await db
    .select({ id: oidcRecords.id, payload: oidcRecords.payload })
    .from(oidcRecords)
    .where(
      and(
        eq(oidcRecords.kind, OWN_KINDS.impersonatedGrant),
        or(
          inArray(oidcRecords.id, [...sessionGrantIds]),
          inArray(sql`${oidcRecords.payload}->>'actorGrantId'`, [...sessionGrantIds]),
        ),
      ),
    );
  let ended = 0;
  for (const { id, payload } of live) {
    const agentUserId = (payload['impersonator'] as Impersonator | undefined)?.userId;
    if (
      agentUserId &&
      (await endImpersonationSession(db, { agentUserId, impersonationId: id, reason: 'AGENT' }))
    )
      ended += 1;
  }
  return ended;
}
