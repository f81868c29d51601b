// The audit trail of customer-service work (issue 17): who did what to whom, with the values before and after.
// Rows are only ever inserted: there is no update or delete operation, and the database refuses both
// (migration 0014's trigger), so not even a service with a bug can rewrite history.
// An impersonated session is recorded with the customer-service agent as the actor and the user as the subject.
import { aliasedTable, desc, eq, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import type { Executor } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';
import { requireRule } from '../access/operation-rule.js';
import { pageField, sizeField, uuidField, validate } from '../shared/validation.js';

export interface AuditEntry {
  action: string;
  /** the user the action was about (null for actions on roles, banners, rules…) */
  subjectUserId?: string | null;
  before?: unknown;
  after?: unknown;
  /** anything else worth keeping (ids of the role, banner or rule acted on) */
  details?: Record<string, unknown>;
}

/**
 * Who acted: the signed-in user, or for an impersonated session the agent behind it (the token's `act`
 * claim names them) with the impersonated user kept in the details.
 */
export function auditActor(ctx: RequestContext): { actorUserId: string | null; onBehalfOf: string | null } {
  const user = ctx.caller.user;
  const impersonator = ctx.caller.claims?.impersonatorUserId ?? null;
  if (ctx.caller.claims?.isImpersonation) return { actorUserId: impersonator, onBehalfOf: user?.id ?? null };
  return { actorUserId: user?.id ?? null, onBehalfOf: null };
}

/** Writes one audit row with `db` (pass the transaction of the change so both commit or neither does). */
export async function recordAudit(ctx: RequestContext, db: Executor, entry: AuditEntry): Promise<void> {
  const { actorUserId, onBehalfOf } = auditActor(ctx);
  await db.insert(auditLog).values({
    actorUserId,
    subjectUserId: entry.subjectUserId ?? onBehalfOf,
    action: entry.action,
    details: {
      ...(entry.before === undefined ? {} : { before: entry.before }),
      ...(entry.after === undefined ? {} : { after: entry.after }),
      ...(onBehalfOf ? { impersonatedUserId: onBehalfOf } : {}),
      ...entry.details,
    },
    at: ctx.now(),
  });
}

export interface AuditLogRow {
  id: string;
  action: string;
  actorUserId: string | null;
  subjectUserId: string | null;
  /** who acted and whom it was about, by name (null: the system, or a user since removed) */
  actorName: string | null;
  subjectName: string | null;
  at: string;
  /** JSON text of before / after / details */
  details: string;
}

const auditQuerySchema = yup.object({
  userId: uuidField('userId').required('userId is required.'),
  page: pageField(10_000),
  size: sizeField(200, 50),
});

/**
 * getUserAuditLog(userId, page, size): what was done to or by a user, newest first (customer-service staff
 * with user management). Read-only by design.
 */
export async function getUserAuditLog(
  ctx: RequestContext,
  input: { userId: string; page?: number | null; size?: number | null },
): Promise<{ totalCount: number; entries: AuditLogRow[] }> {
  requireRule(ctx, 'csr.users');
  const args = validate(auditQuerySchema, {
    ...input,
    page: input.page ?? undefined,
    size: input.size ?? undefined,
  });
  const about = or(eq(auditLog.subjectUserId, args.userId), eq(auditLog.actorUserId, args.userId));
  const actor = aliasedTable(users, 'actor');
  const subject = aliasedTable(users, 'subject');
  const rows = await ctx.db
    .select({
      row: auditLog,
      actorName: sql<string | null>`${actor.firstName} || ' ' || ${actor.lastName}`,
      subjectName: sql<string | null>`${subject.firstName} || ' ' || ${subject.lastName}`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(about)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(args.size)
    .offset(args.page * args.size);
  const total = await ctx.db.$count(auditLog, about);
  return {
    totalCount: total,
    entries: rows.map(({ row: r, actorName, subjectName }) => ({
      id: String(r.id),
      action: r.action,
      actorUserId: r.actorUserId,
      subjectUserId: r.subjectUserId,
      actorName,
      subjectName,
      at: r.at.toISOString(),
      details: JSON.stringify(r.details ?? {}),
    })),
  };
}
