// Product-owner tools (CSR + Product_Owner_Admin or Developer_Admin, spec 6): internal associates' allowed
// organisations and actions, the identity-provider profile migration, the AC-flag batches of CsrActor, and the
// SSO heartbeat of ProfileActor (that one is every signed-in user's own).
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/search-envelope.js';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { hashPassword } from '../../db/passwords.js';
import { contacts, organizations, users } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import type { IdentityMigrationBatch, InternalAssociateAccess } from './types.js';
import { recordAudit } from '../../audit/audit-log.js';
import { requireUser } from '../../access/authorization.js';
import { idField, searchTextField, str, uuidField, validate } from '../../shared/validation.js';
import { ASSOCIATE_ACTIONS } from '@portal/rules/privileges';
import { requireCsr } from './csr-access.js';
import { queueCsrMail, temporaryPassword, temporaryPasswordEmail } from './csr-mail.js';

type UserRow = typeof users.$inferSelect;
const toAccess = (u: UserRow): InternalAssociateAccess => ({
  userId: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  department: u.department,
  allowedAccountIds: u.allowedAccountIds,
  allowedActions: u.allowedActions,
});

/** internalAssociates(query): internal associates, optionally filtered by name or e-mail. */
export async function internalAssociates(
  ctx: RequestContext,
  input: { query?: string | null },
): Promise<InternalAssociateAccess[]> {
  requireCsr(ctx, 'productOwner');
  const { query } = validate(yup.object({ query: searchTextField('query', 100).trim().nullable() }), input);
  const pattern = query ? containsPattern(query) : null;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isInternalAssociate, true),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(200);
  return rows.map(toAccess);
}

/** updateInternalAssociateAccess(userId, allowedAccountIds, allowedActions): replaces both lists. */
export async function updateInternalAssociateAccess(
  ctx: RequestContext,
  input: { userId: string; allowedAccountIds: string[]; allowedActions: string[] },
): Promise<InternalAssociateAccess> {
  requireCsr(ctx, 'productOwner');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      allowedAccountIds: yup.array().of(idField('allowedAccountIds').required()).max(500).required(),
      allowedActions: yup
        .array()
        .of(
          str('allowedActions')
            .required()
            .oneOf([...ASSOCIATE_ACTIONS], `allowedActions must be among ${ASSOCIATE_ACTIONS.join(', ')}.`),
        )
        .required(),
    }),
    input,
  );
  const accountIds = [...new Set(args.allowedAccountIds)];
  const actions = [...new Set(args.allowedActions)];
  const result = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, args.userId)).limit(1);
    if (!user || !user.isInternalAssociate) throw notFound('The internal associate does not exist.');
    if (accountIds.length > 0) {
      const found = await tx
        .select({ id: organizations.accountId })
        .from(organizations)
        .where(and(inArray(organizations.accountId, accountIds), eq(organizations.type, 'BUSINESS')));
      if (found.length !== accountIds.length)
        throw badInput('Every allowed organization must be a customer.');
    }
    const [row] = await tx
      .update(users)
      .set({
        allowedAccountIds: accountIds,
        allowedActions: actions,
        // active organisations must stay within the allowed ones
        activeOrgIds: user.activeOrgIds.filter((id) => accountIds.includes(id)),
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(ctx, tx, {
      action: 'PO_UPDATE_ASSOCIATE_ACCESS',
      subjectUserId: user.id,
      before: { allowedAccountIds: user.allowedAccountIds, allowedActions: user.allowedActions },
      after: { allowedAccountIds: accountIds, allowedActions: actions },
    });
    return row!;
  });
  ctx.callers.invalidate(result.authId);
  return toAccess(result);
}

/** Active users who cannot sign in to the identity provider yet (no password credential). */
const withoutIdentity = and(
  isNull(users.passwordHash),
  inArray(users.status, ['REGISTERED', 'DELEGATED_REGISTERED']),
);

/** usersWithoutIdentityAccount(limit): e-mails of active users without an identity-provider account. */
export async function usersWithoutIdentityAccount(
  ctx: RequestContext,
  input: { limit?: number | null },
): Promise<string[]> {
  requireCsr(ctx, 'productOwner');
  const { limit } = validate(
    yup.object({
      limit: yup.number().typeError('limit must be a number.').integer().min(1).max(1000).default(100),
    }),
    { limit: input.limit ?? undefined },
  );
  const rows = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(withoutIdentity)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
  return rows.map((r) => r.email);
}

/**
 * migrateIdentityProfiles(batchSize): gives up to batchSize of them a password credential (a temporary password
 * e-mailed to them, as a reset does). Each user is its own transaction, so a failure keeps what was done and the
 * next call carries on with the rest.
 */
export async function migrateIdentityProfiles(
  ctx: RequestContext,
  input: { batchSize?: number | null },
): Promise<IdentityMigrationBatch> {
  requireCsr(ctx, 'productOwner');
  const { batchSize } = validate(
    yup.object({
      batchSize: yup.number().typeError('batchSize must be a number.').integer().min(1).max(200).default(25),
    }),
    { batchSize: input.batchSize ?? undefined },
  );
  const batch = await ctx.db
    .select()
    .from(users)
    .where(withoutIdentity)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(batchSize);
  const { publicUrl } = ctx.config;
  const created: string[] = [];
  for (const user of batch) {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(users)
        .set({ passwordHash, updatedAt: ctx.now() })
        .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (done.length === 0) return; // migrated meanwhile
      await queueCsrMail(
        tx,
        user.email,
        temporaryPasswordEmail(user.email, user.firstName, password, `${publicUrl}/login`),
      );
      await recordAudit(ctx, tx, { action: 'PO_IDENTITY_PROFILE_MIGRATED', subjectUserId: user.id });
      created.push(user.email);
    });
  }
  return { created, remaining: await ctx.db.$count(users, withoutIdentity) };
}

// ---- CsrActor (gateway) ------------------------------------------------------------------------------------------

/** Contacts of active business users, the population the AC-flag batches walk through in a stable order. */
const activeB2BContacts = () =>
  and(
    eq(users.isValidatedB2BUser, true),
    inArray(users.status, ['REGISTERED', 'DELEGATED_REGISTERED']),
    sql`${users.contactId} is not null`,
  );

/** CsrActor/getNumActiveB2BUsers: {result: count}. */
export async function getNumActiveB2BUsers(ctx: RequestContext): Promise<{ result: number }> {
  requireCsr(ctx, 'productOwner');
  return { result: await ctx.db.$count(users, activeB2BContacts()) };
}

export const acFlagSchema = yup.object({
  startNum: yup
    .number()
    .typeError('startNum must be a number.')
    .strict()
    .integer('startNum must be a whole number.')
    .min(0, 'startNum starts at 0.')
    .required('startNum is required.'),
  howMany: yup
    .number()
    .typeError('howMany must be a number.')
    .strict()
    .integer('howMany must be a whole number.')
    .min(1, 'howMany must be at least 1.')
    .max(1000, 'howMany must be at most 1000.')
    .required('howMany is required.'),
  isACUser: yup
    .boolean()
    .typeError('isACUser must be true or false.')
    .strict()
    .required('isACUser is required.'),
});

/**
 * CsrActor/updateB2BContactsWithACFlag(startNum, howMany, isACUser): sets the AC flag of the contacts of the
 * active business users number startNum … startNum+howMany-1 (ordered by user id, so a batch that failed can be
 * sent again and the client resumes from the next startNum). Answers how many were updated and the next start.
 */
export async function updateB2BContactsWithACFlag(
  ctx: RequestContext,
  input: yup.InferType<typeof acFlagSchema>,
): Promise<{ updated: number; nextStartNum: number; total: number }> {
  requireCsr(ctx, 'productOwner');
  const args = validate(acFlagSchema, input);
  const batch = await ctx.db
    .select({ contactId: users.contactId })
    .from(users)
    .where(activeB2BContacts())
    .orderBy(asc(users.id))
    .limit(args.howMany)
    .offset(args.startNum);
  const ids = batch.map((b) => b.contactId).filter((id): id is string => !!id);
  await ctx.db.transaction(async (tx) => {
    if (ids.length > 0)
      await tx
        .update(contacts)
        .set({ isAcUser: args.isACUser, updatedAt: ctx.now() })
        .where(inArray(contacts.contactId, ids));
    await recordAudit(ctx, tx, {
      action: 'PO_UPDATE_AC_FLAG',
      details: {
        startNum: args.startNum,
        howMany: args.howMany,
        isACUser: args.isACUser,
        updated: ids.length,
      },
    });
  });
  return {
    updated: ids.length,
    nextStartNum: args.startNum + batch.length,
    total: await ctx.db.$count(users, activeB2BContacts()),
  };
}

// ---- ProfileActor heartbeat: the caller's own ------------------------------------------------------------------

/** ProfileActor/updateLastSSOHeartbeat: records now as the caller's last SSO heartbeat. */
export async function updateLastSSOHeartbeat(ctx: RequestContext): Promise<{ lastSSOHeartbeat: string }> {
  const user = requireUser(ctx);
  const now = ctx.now();
  await ctx.db.update(users).set({ lastSsoHeartbeat: now }).where(eq(users.id, user.id));
  return { lastSSOHeartbeat: now.toISOString() };
}

/** ProfileActor/getLastSSOHeartbeat: the caller's last SSO heartbeat, or null. */
export async function getLastSSOHeartbeat(ctx: RequestContext): Promise<{ lastSSOHeartbeat: string | null }> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ at: users.lastSsoHeartbeat })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return { lastSSOHeartbeat: row?.at ? row.at.toISOString() : null };
}
