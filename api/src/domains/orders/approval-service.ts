// Order approval and spending limits (issue 39). A customer administrator (rule `orders.spending-limits`) sets a
// limit for a user or a role of their organisation; a buyer's limit is their own, else the highest of their roles'
// (none: no limit). An order whose total is above it is placed AWAITING_APPROVAL instead of BOOKED: it does not go
// to the ERP, the approvers (the organisation's users whom rule `orders.approve` allows) and the buyer are e-mailed
// (the mail outbox, sent by the job worker), and an approver approves (the order is BOOKED and proceeds as any
// other) or rejects it (REJECTED) with a note; the buyer is told. Every step is audited.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as yup from 'yup';
import { allowsPrivileges } from '@portal/rules/access';
import { approvalNoteField, spendingLimitAmountField } from '@portal/rules/validation';
import { brand } from '@portal/rules/brand';
import { requireAccount, requireUser, scopedAccountIds } from '../../access/authorization.js';
import { requireRule } from '../../access/operation-rule.js';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import {
  auditLog,
  mailOutbox,
  orderApprovals,
  orderLines,
  orders,
  products,
  rolePrivileges,
  roles,
  spendingLimits,
  userRoles,
  users,
} from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import { escapeHtml } from '../../identity/pages.js';
import {
  accountIdListField,
  idField,
  pageField,
  sizeField,
  uuidField,
  validate,
} from '../../shared/validation.js';

export const APPROVAL_MESSAGES = {
  notFound: 'The order awaiting approval could not be found.',
  decided: 'This order has already been approved or rejected.',
  ownOrder: 'You cannot approve or reject your own order.',
  userNotInCompany: 'The user is not a user of this company.',
  roleNotInCompany: 'The role is not a role of this company.',
  limitNotFound: 'The spending limit could not be found.',
} as const;

const cents = (amount: number) => Math.round(amount * 100);

const money = (amount: number, currency: string) =>
  `${currency === 'CAD' ? 'CAD$' : '$'}${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** A plain e-mail of a few paragraphs, as text and as HTML. */
function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  template: string,
  data: Record<string, unknown>,
) {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${brand.titleSuffix}\n`,
    html: `<div>${[...paragraphs, brand.titleSuffix].map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>`,
    template,
    templateData: { ...data, emailAddress: to },
  };
}

// ---- the buyer's limit, when an order is placed -------------------------------------------------------------------

/** The buyer's spending limit in the organisation: their own, else the highest of their roles'; null: none. */
export async function buyerSpendingLimit(
  db: Executor,
  userId: string,
  accountId: string,
): Promise<number | null> {
  const [own] = await db
    .select({ amount: spendingLimits.amount })
    .from(spendingLimits)
    .where(and(eq(spendingLimits.accountId, accountId), eq(spendingLimits.userId, userId)))
    .limit(1);
  if (own) return own.amount;
  const [byRole] = await db
    .select({ amount: sql<string | null>`max(${spendingLimits.amount})` })
    .from(spendingLimits)
    .innerJoin(userRoles, eq(userRoles.roleId, spendingLimits.roleId))
    .where(and(eq(spendingLimits.accountId, accountId), eq(userRoles.userId, userId)));
  return byRole?.amount == null ? null : Number(byRole.amount);
}

/** Whether an order of `total` waits for approval under `limit` (at the limit it does not). */
export const needsApproval = (total: number, limit: number | null) =>
  limit !== null && cents(total) > cents(limit);

/** The organisation's users (other than `except`) whom rule `orders.approve` allows, by their roles' privileges
 * less the ones revoked from them. */
async function approvers(db: Executor, accountId: string, except: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      revoked: users.revokedPrivileges,
      privileges: sql<string[]>`array_agg(distinct ${rolePrivileges.privilegeName})`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(and(eq(users.accountId, accountId), ne(users.id, except)))
    .groupBy(users.id, users.email, users.firstName, users.revokedPrivileges)
    .orderBy(asc(users.email));
  // a privilege revoked from the user (customer service) is not theirs, whatever their roles grant
  return rows.filter((u) =>
    allowsPrivileges(
      'orders.approve',
      u.privileges.filter((p) => !u.revoked.includes(p)),
    ),
  );
}

export interface ApprovalRequest {
  orderId: string;
  orderNumber: string;
  accountId: string;
  total: number;
  currency: string;
  limit: number;
  buyer: { id: string; email: string; firstName: string; name: string };
  at: Date;
}

/**
 * Within the order's transaction: the approval record, an e-mail to each approver and one to the buyer, and the
 * audit entry. The order itself has been written AWAITING_APPROVAL by the caller (submitQuote).
 */
export async function requestApproval(tx: Executor, request: ApprovalRequest): Promise<void> {
  const { orderNumber, currency, buyer } = request;
  await tx.insert(orderApprovals).values({
    orderId: request.orderId,
    accountId: request.accountId,
    requestedBy: buyer.id,
    spendingLimit: request.limit,
  });
  const total = money(request.total, currency);
  const limit = money(request.limit, currency);
  const data = { orderNumber, total: request.total, currency, spendingLimit: request.limit };
  const approverMails = (await approvers(tx, request.accountId, buyer.id)).map((a) =>
    mail(
      a.email,
      `Order ${orderNumber} awaits your approval`,
      [
        `Hello ${a.firstName},`,
        `${buyer.name} (${buyer.email}) placed order ${orderNumber} for ${total}, above their spending limit of ${limit}.`,
        'Approve or reject it on the Order Approvals page of the dashboard (Administration).',
      ],
      'OrderApprovalRequestEmail',
      data,
    ),
  );
  await tx
    .insert(mailOutbox)
    .values([
      ...approverMails,
      mail(
        buyer.email,
        `Your order ${orderNumber} awaits approval`,
        [
          `Hello ${buyer.firstName},`,
          `Your order ${orderNumber} for ${total} is above your spending limit of ${limit}, so it awaits approval by your company’s administrator. We will e-mail you when it is approved or rejected.`,
        ],
        'OrderAwaitingApprovalEmail',
        data,
      ),
    ]);
  await tx.insert(auditLog).values({
    actorUserId: buyer.id,
    subjectUserId: buyer.id,
    action: 'ORDER_AWAITING_APPROVAL',
    details: {
      orderId: request.orderId,
      accountId: request.accountId,
      total: request.total,
      spendingLimit: request.limit,
      approversMailed: approverMails.length,
    },
    at: request.at,
  });
}

// ---- approvals: the list and the decision ---------------------------------------------------------------------------

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const approvalSearchSchema = yup
  .object({
    accountIds: accountIdListField('Account ids'),
    status: yup
      .string()
      .oneOf([...APPROVAL_STATUSES], 'status must be PENDING, APPROVED or REJECTED.')
      .nullable(),
    page: pageField(10_000),
    size: sizeField(100, 25),
  })
  .noUnknown();

const buyer = alias(users, 'buyer');
const decider = alias(users, 'decider');

/** The organisation's orders that waited (or wait) for approval, newest first; PENDING ones unless asked. */
export async function searchApprovals(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'orders.approve');
  const request = validate(approvalSearchSchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, request.accountIds);
  if (accountIds.length === 0) return { content: [], totalRecords: 0 };
  const where = and(
    inArray(orderApprovals.accountId, accountIds),
    eq(orderApprovals.status, request.status ?? 'PENDING'),
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        orderId: orderApprovals.orderId,
        orderNumber: orders.orderNumber,
        accountId: orderApprovals.accountId,
        status: orderApprovals.status,
        total: orders.total,
        currency: orders.currency,
        spendingLimit: orderApprovals.spendingLimit,
        requestedAt: orderApprovals.createdAt,
        buyerName: sql<string | null>`${buyer.firstName} || ' ' || ${buyer.lastName}`,
        buyerEmail: buyer.email,
        decidedAt: orderApprovals.decidedAt,
        decidedByName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
        note: orderApprovals.note,
      })
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.orderId, orderApprovals.orderId))
      .leftJoin(buyer, eq(buyer.id, orderApprovals.requestedBy))
      .leftJoin(decider, eq(decider.id, orderApprovals.decidedBy))
      .where(where)
      .orderBy(desc(orderApprovals.createdAt), asc(orderApprovals.orderId))
      .limit(request.size)
      .offset(request.page * request.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderApprovals)
      .where(where),
  ]);
  return {
    content: rows.map((r) => ({
      ...r,
      requestedAt: r.requestedAt.toISOString(),
      decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    })),
    totalRecords: count?.n ?? 0,
  };
}

export const approvalDecisionSchema = yup
  .object({
    orderId: idField('orderId').required('orderId is required.'),
    decision: yup
      .string()
      .required('decision is required.')
      .oneOf(['APPROVE', 'REJECT'], 'decision must be APPROVE or REJECT.'),
    note: approvalNoteField(),
  })
  .noUnknown();

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The next business day (Saturday and Sunday skipped), as a placed order's in-stock lines get. */
export function nextBusinessDay(from: Date): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return isoDate(d);
}

/**
 * Approves or rejects an order awaiting approval, with a note: of two approvers deciding at once only one does
 * (the approval is claimed while PENDING). Approved: the order is BOOKED with its in-stock lines' ship dates, as
 * any placed order; rejected: REJECTED. The buyer is e-mailed either way; audited.
 */
export async function decideApproval(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'orders.approve');
  const caller = requireUser(ctx);
  const { orderId, decision, note } = validate(approvalDecisionSchema, body ?? {});
  const [row] = await ctx.db
    .select({
      accountId: orderApprovals.accountId,
      status: orderApprovals.status,
      requestedBy: orderApprovals.requestedBy,
      orderNumber: orders.orderNumber,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.orderId, orderApprovals.orderId))
    .where(eq(orderApprovals.orderId, orderId))
    .limit(1);
  if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
  requireAccount(ctx, row.accountId);
  if (row.requestedBy === caller.id) throw forbidden(APPROVAL_MESSAGES.ownOrder);
  if (row.status !== 'PENDING') throw badInput(APPROVAL_MESSAGES.decided);
  const approved = decision === 'APPROVE';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(orderApprovals)
      .set({
        status: approved ? 'APPROVED' : 'REJECTED',
        decidedBy: caller.id,
        decidedAt: now,
        note: note || null,
      })
      .where(and(eq(orderApprovals.orderId, orderId), eq(orderApprovals.status, 'PENDING')))
      .returning({ orderId: orderApprovals.orderId });
    if (claimed.length === 0) throw badInput(APPROVAL_MESSAGES.decided);
    await tx
      .update(orders)
      .set({ status: approved ? 'BOOKED' : 'REJECTED', updatedAt: now })
      .where(and(eq(orders.orderId, orderId), eq(orders.status, 'AWAITING_APPROVAL')));
    if (approved) {
      // in stock: ships within 1 business day, as when an order is placed
      await tx
        .update(orderLines)
        .set({ promiseDate: nextBusinessDay(now) })
        .where(
          and(
            eq(orderLines.orderId, orderId),
            sql`exists (select 1 from ${products} where ${products.partNumber} = ${orderLines.partNumber}
              and ${products.qtyOnHand} >= ${orderLines.quantity})`,
          ),
        );
    } else {
      await tx.update(orderLines).set({ status: 'CANCELLED' }).where(eq(orderLines.orderId, orderId));
    }
    const [buyerRow] = row.requestedBy
      ? await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, row.requestedBy))
          .limit(1)
      : [];
    if (buyerRow) {
      const said = note ? [`Note from ${caller.firstName} ${caller.lastName}: ${note}`] : [];
      await tx
        .insert(mailOutbox)
        .values(
          mail(
            buyerRow.email,
            approved
              ? `Your order ${row.orderNumber} was approved`
              : `Your order ${row.orderNumber} was rejected`,
            [
              `Hello ${buyerRow.firstName},`,
              approved
                ? `Your order ${row.orderNumber} for ${money(row.total, row.currency)} was approved and is now being processed.`
                : `Your order ${row.orderNumber} for ${money(row.total, row.currency)} was rejected and will not be processed.`,
              ...said,
            ],
            approved ? 'OrderApprovedEmail' : 'OrderRejectedEmail',
            { orderNumber: row.orderNumber, note: note || null },
          ),
        );
    }
    await tx.insert(auditLog).values({
      actorUserId: caller.id,
      subjectUserId: row.requestedBy,
      action: approved ? 'ORDER_APPROVED' : 'ORDER_REJECTED',
      details: { orderId, accountId: row.accountId, note: note || null },
      at: now,
    });
  });
  return { orderId, orderNumber: row.orderNumber, status: approved ? 'BOOKED' : 'REJECTED' };
}

// ---- spending limits ------------------------------------------------------------------------------------------------

export const spendingLimitSearchSchema = yup
  .object({ accountId: idField('accountId').required('accountId is required.') })
  .noUnknown();

/** The organisation's limits, and the users and roles a limit may be set for. */
export async function searchSpendingLimits(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'orders.spending-limits');
  const { accountId } = validate(spendingLimitSearchSchema, body ?? {});
  requireAccount(ctx, accountId);
  const [limits, people, companyRoles] = await Promise.all([
    ctx.db
      .select({
        id: spendingLimits.id,
        userId: spendingLimits.userId,
        roleId: spendingLimits.roleId,
        amount: spendingLimits.amount,
        userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        userEmail: users.email,
        roleName: roles.name,
      })
      .from(spendingLimits)
      .leftJoin(users, eq(users.id, spendingLimits.userId))
      .leftJoin(roles, eq(roles.id, spendingLimits.roleId))
      .where(eq(spendingLimits.accountId, accountId)),
    ctx.db
      .select({
        id: users.id,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
      })
      .from(users)
      .where(eq(users.accountId, accountId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(500),
    assignableRoles(ctx.db, accountId),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    limits: limits
      .map((l) => ({
        id: l.id,
        subject: l.userId ? ('USER' as const) : ('ROLE' as const),
        userId: l.userId,
        roleId: l.roleId,
        name: (l.userId ? l.userName : l.roleName) ?? '',
        email: l.userId ? l.userEmail : null,
        amount: l.amount,
      }))
      .sort((a, b) => a.subject.localeCompare(b.subject) || byName(a, b)),
    users: people,
    roles: companyRoles,
  };
}

/** The customer roles of the organisation, and the global ones. */
const assignableRoles = (db: Executor, accountId: string) =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.roleClass, 'CUSTOMER'), or(eq(roles.accountId, accountId), isNull(roles.accountId))))
    .orderBy(asc(roles.name));

export const spendingLimitInputSchema = yup
  .object({
    accountId: idField('accountId').required('accountId is required.'),
    userId: uuidField('userId').nullable(),
    roleId: uuidField('roleId').nullable(),
    amount: spendingLimitAmountField(),
  })
  .test('one-subject', 'Name a user or a role, not both.', (v) => !!v && !!v.userId !== !!v.roleId)
  .noUnknown();

/** Sets (or changes) the limit of a user or a role of the organisation. */
export async function setSpendingLimit(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'orders.spending-limits');
  const caller = requireUser(ctx);
  const input = validate(spendingLimitInputSchema, body ?? {});
  requireAccount(ctx, input.accountId);
  if (input.userId) {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.accountId, input.accountId)))
      .limit(1);
    if (!user) throw badInput(APPROVAL_MESSAGES.userNotInCompany);
  } else {
    const allowed = await assignableRoles(ctx.db, input.accountId);
    if (!allowed.some((r) => r.id === input.roleId)) throw badInput(APPROVAL_MESSAGES.roleNotInCompany);
  }
  const now = ctx.now();
  const subject = input.userId
    ? and(eq(spendingLimits.accountId, input.accountId), eq(spendingLimits.userId, input.userId))
    : and(eq(spendingLimits.accountId, input.accountId), eq(spendingLimits.roleId, input.roleId!));
  const id = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(spendingLimits)
      .set({ amount: input.amount, setBy: caller.id, updatedAt: now })
      .where(subject)
      .returning({ id: spendingLimits.id });
    const [row] = updated.length
      ? updated
      : await tx
          .insert(spendingLimits)
          .values({
            accountId: input.accountId,
            userId: input.userId ?? null,
            roleId: input.roleId ?? null,
            amount: input.amount,
            setBy: caller.id,
            updatedAt: now,
          })
          .returning({ id: spendingLimits.id });
    await tx.insert(auditLog).values({
      actorUserId: caller.id,
      subjectUserId: input.userId ?? null,
      action: 'SPENDING_LIMIT_SET',
      details: {
        accountId: input.accountId,
        userId: input.userId ?? null,
        roleId: input.roleId ?? null,
        amount: input.amount,
      },
      at: now,
    });
    return row!.id;
  });
  return { id, amount: input.amount };
}

export const spendingLimitIdSchema = yup
  .object({ id: uuidField('id').required('id is required.') })
  .noUnknown();

/** Removes a limit: its user or role orders without one again. */
export async function removeSpendingLimit(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'orders.spending-limits');
  const caller = requireUser(ctx);
  const { id } = validate(spendingLimitIdSchema, body ?? {});
  const [row] = await ctx.db.select().from(spendingLimits).where(eq(spendingLimits.id, id)).limit(1);
  if (!row) throw notFound(APPROVAL_MESSAGES.limitNotFound);
  requireAccount(ctx, row.accountId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(spendingLimits).where(eq(spendingLimits.id, id));
    await tx.insert(auditLog).values({
      actorUserId: caller.id,
      subjectUserId: row.userId,
      action: 'SPENDING_LIMIT_REMOVED',
      details: { accountId: row.accountId, userId: row.userId, roleId: row.roleId, amount: row.amount },
      at: ctx.now(),
    });
  });
  return { id };
}
