// The audit trail of customer-service work (issue 17): who did what to whom, with the values before and after.
// Rows are only ever inserted: there is no update or delete operation, and the database refuses both
// (migration 0014's trigger), so not even a service with a bug can rewrite history.
// An impersonated session is recorded with the customer-service agent as the actor and the user as the subject.
import { aliasedTable, and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import type { Executor } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';
import { requireRule } from '../access/operation-rule.js';
import { auditActionWords } from '@portal/rules/audit-actions';
import { containsPattern } from '../db/search-envelope.js';
import { csvField } from '../shared/csv-field.js';
import { pageField, searchTextField, sizeField, str, uuidField, validate } from '../shared/validation.js';

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

const actor = aliasedTable(users, 'actor');
const subject = aliasedTable(users, 'subject');

/** One page of audit rows matching `where`, newest first, with who acted and whom it was about by name. */
async function auditPage(
  ctx: RequestContext,
  where: SQL | undefined,
  page: { page: number; size: number },
): Promise<{ totalCount: number; entries: AuditLogRow[] }> {
  const rows = await ctx.db
    .select({
      row: auditLog,
      actorName: sql<string | null>`${actor.firstName} || ' ' || ${actor.lastName}`,
      subjectName: sql<string | null>`${subject.firstName} || ' ' || ${subject.lastName}`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(where);
  return {
    totalCount: counted?.n ?? 0,
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
  return auditPage(
    ctx,
    or(eq(auditLog.subjectUserId, args.userId), eq(auditLog.actorUserId, args.userId)),
    args,
  );
}

const searchSchema = yup.object({
  agent: searchTextField('Agent', 100).trim(),
  customer: searchTextField('Customer', 100).trim(),
  action: str('Action')
    .trim()
    .max(64, 'Action must be at most 64 characters.')
    .matches(/^[A-Z0-9_]*$/, 'Action must be an action code.'),
  from: yup.date().typeError('from must be a date.').nullable(),
  to: yup
    .date()
    .typeError('to must be a date.')
    .nullable()
    .when('from', ([from], to) =>
      from instanceof Date ? to.min(from, 'The end of the date range must not be before its start.') : to,
    ),
  page: pageField(10_000),
  size: sizeField(200, 50),
});

export interface AuditLogFilter {
  /** the agent who acted: name or e-mail contains */
  agent?: string | null;
  /** the customer it was about: name or e-mail contains */
  customer?: string | null;
  /** an action code, exactly */
  action?: string | null;
  /** ISO date-times: from inclusive, to exclusive */
  from?: string | null;
  to?: string | null;
  page?: number | null;
  size?: number | null;
}

/** A person's name or e-mail containing `text` (case-insensitive). */
const personMatches = (person: typeof actor, text: string | undefined): SQL | undefined => {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(sql`${person.firstName} || ' ' || ${person.lastName}`, pattern),
    ilike(person.email, pattern),
  );
};

/** The filter's WHERE clause, the input checked first (bad input is a BAD_USER_INPUT, never a 5xx). */
function filterOf(input: AuditLogFilter) {
  const args = validate(searchSchema, {
    agent: input.agent ?? undefined,
    customer: input.customer ?? undefined,
    action: input.action ?? undefined,
    from: input.from ?? null,
    to: input.to ?? null,
    page: input.page ?? undefined,
    size: input.size ?? undefined,
  });
  const where = and(
    personMatches(actor, args.agent),
    personMatches(subject, args.customer),
    args.action ? eq(auditLog.action, args.action) : undefined,
    args.from ? gte(auditLog.at, args.from) : undefined,
    args.to ? lt(auditLog.at, args.to) : undefined,
  );
  return { where, page: { page: args.page, size: args.size } };
}

/**
 * searchAuditLog(filter): everyone's audit log for the cross-user audit page (issue 41), newest first, filtered
 * by the agent who acted, the customer it was about, the action and a date range (CSR + CSR_User_Management).
 */
export async function searchAuditLog(
  ctx: RequestContext,
  input: AuditLogFilter,
): Promise<{ totalCount: number; entries: AuditLogRow[] }> {
  requireRule(ctx, 'csr.users');
  const { where, page } = filterOf(input);
  return auditPage(ctx, where, page);
}

/** The most rows one CSV holds: a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
const CSV_HEADER = ['Date', 'Action', 'Agent', 'Customer', 'Action code'];

/**
 * auditLogCsv(filter): the audit page's filtered view as CSV, newest first, with names and actions in words (at
 * most AUDIT_CSV_MAX_ROWS rows).
 */
export async function auditLogCsv(ctx: RequestContext, input: AuditLogFilter): Promise<string> {
  requireRule(ctx, 'csr.users');
  const { where } = filterOf({ ...input, page: null, size: null });
  const { entries } = await auditPage(ctx, where, { page: 0, size: AUDIT_CSV_MAX_ROWS });
  const lines = [
    CSV_HEADER,
    ...entries.map((e) => [
      e.at,
      auditActionWords(e.action),
      e.actorName ?? 'System',
      e.subjectName,
      e.action,
    ]),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
