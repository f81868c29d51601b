// The customer screen's reads (issue 41): one customer's recent supply and training orders, current carts,
// service requests, sign-ins, status history and privileges, each for its own tab, so a tab asks only for what it
// shows. All need what the user page needs (CSR + CSR_User_Management): an agent works across companies.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import {
  auditLog,
  courseOrders,
  orders,
  organizations,
  privileges,
  rolePrivileges,
  serviceRequests,
  shoppingCartItems,
  shoppingCarts,
  signIns,
  userRoles,
  users,
} from '../../db/schema.js';
import { newestFirst } from '../../db/search-envelope.js';
import { ORDER_SUMMARY_COLUMNS } from '../orders/index.js';
import { uuidField, validate } from '../../shared/validation.js';
import { requireCsr } from './csr-access.js';
import { requireCustomer } from './customer-notes.js';
import type {
  CustomerCart,
  CustomerOrder,
  CustomerPrivilege,
  CustomerServiceRequest,
  CustomerSignIn,
  CustomerStatusChange,
} from './types.js';

/** A tab shows the latest; the customer's own pages have the rest. */
const RECENT = 20;
/** Sign-ins: about a month of daily use. */
const SIGN_INS_LISTED = 30;

const userIdSchema = yup.object({ userId: uuidField('userId').required('userId is required.') });

/**
 * One tab's read: first the checks every tab makes (the caller, the input, and that the customer exists: an unknown
 * id is a 404, not an empty tab), then the tab's own query for the customer.
 */
function customerTab<T>(read: (db: Executor, userId: string) => Promise<T>) {
  return async (ctx: RequestContext, input: { userId: string }): Promise<T> => {
    requireCsr(ctx, 'userManagement');
    const { userId } = validate(userIdSchema, input);
    await requireCustomer(ctx.db, userId);
    return read(ctx.db, userId);
  };
}

/** customerOrders(userId): the supply orders the customer placed, newest first. */
export const customerOrders = customerTab<CustomerOrder[]>(async (db, userId) => {
  const rows = await newestFirst(
    db
      .select({ ...ORDER_SUMMARY_COLUMNS, accountNumber: organizations.accountNumber })
      .from(orders)
      .leftJoin(organizations, eq(organizations.accountId, orders.accountId))
      .where(eq(orders.userId, userId))
      .$dynamic(),
    orders.orderedAt,
    orders.orderId,
    RECENT,
  );
  return rows.map((r) => ({ ...r, orderedAt: r.orderedAt.toISOString() }));
});

/** customerCourseOrders(userId): the training orders the customer placed, newest first. */
export const customerCourseOrders = customerTab<CustomerOrder[]>(async (db, userId) => {
  const rows = await newestFirst(
    db
      .select({
        orderId: courseOrders.courseOrderId,
        orderNumber: courseOrders.orderNumber,
        externalOrderId: courseOrders.externalOrderId,
        status: courseOrders.status,
        orderedAt: courseOrders.orderedAt,
        total: courseOrders.total,
        currency: courseOrders.currency,
        accountNumber: organizations.accountNumber,
      })
      .from(courseOrders)
      .leftJoin(organizations, eq(organizations.accountId, courseOrders.accountId))
      .where(eq(courseOrders.userId, userId))
      .$dynamic(),
    courseOrders.orderedAt,
    courseOrders.courseOrderId,
    RECENT,
  );
  // orders from before readable numbers are known by the learning system's number
  return rows.map(({ externalOrderId, orderNumber, ...r }) => ({
    ...r,
    orderNumber: orderNumber ?? externalOrderId,
    orderedAt: r.orderedAt.toISOString(),
  }));
});

/** customerCarts(userId): the customer's active carts (supply and training) with their lines, read-only. */
export const customerCarts = customerTab<CustomerCart[]>(async (db, userId) => {
  const carts = await db
    .select()
    .from(shoppingCarts)
    .where(and(eq(shoppingCarts.userId, userId), eq(shoppingCarts.status, 'ACTIVE')))
    .orderBy(shoppingCarts.application);
  const cartIds = carts.map((c) => c.shoppingCartId);
  const lines =
    cartIds.length === 0
      ? []
      : await db
          .select()
          .from(shoppingCartItems)
          .where(inArray(shoppingCartItems.shoppingCartId, cartIds))
          .orderBy(shoppingCartItems.createdAt, shoppingCartItems.itemId);
  return carts.map((cart) => ({
    cartId: cart.shoppingCartId,
    application: cart.application,
    updatedAt: cart.updatedAt.toISOString(),
    lines: lines
      .filter((l) => l.shoppingCartId === cart.shoppingCartId)
      .map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
  }));
});

/** customerServiceRequests(userId): the service requests the customer opened, newest first. */
export const customerServiceRequests = customerTab<CustomerServiceRequest[]>(async (db, userId) => {
  const rows = await newestFirst(
    db
      .select({
        srNumber: serviceRequests.srNumber,
        type: serviceRequests.type,
        status: serviceRequests.status,
        summary: serviceRequests.summary,
        openedAt: serviceRequests.openedAt,
      })
      .from(serviceRequests)
      .where(eq(serviceRequests.createdByUserId, userId))
      .$dynamic(),
    serviceRequests.openedAt,
    serviceRequests.srNumber,
    RECENT,
  );
  return rows.map((r) => ({ ...r, openedAt: r.openedAt.toISOString() }));
});

/** customerSignIns(userId): the customer's sign-ins, newest first (one row each: identity/accounts.ts). */
export const customerSignIns = customerTab<CustomerSignIn[]>(async (db, userId) => {
  const rows = await newestFirst(
    db.select().from(signIns).where(eq(signIns.userId, userId)).$dynamic(),
    signIns.at,
    signIns.id,
    SIGN_INS_LISTED,
  );
  return rows.map((r) => ({ at: r.at.toISOString(), ip: r.ip, application: r.clientId }));
});

/**
 * customerStatusHistory(userId): each change of the customer's status, newest first, from the audit log (every
 * audited action that changes a status records it as `after.status`: a CSR's change, an approval, a rejection…).
 */
export const customerStatusHistory = customerTab<CustomerStatusChange[]>(async (db, userId) => {
  const rows = await newestFirst(
    db
      .select({
        action: auditLog.action,
        at: auditLog.at,
        from: sql<string | null>`${auditLog.details}->'before'->>'status'`,
        to: sql<string>`${auditLog.details}->'after'->>'status'`,
        byName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(eq(auditLog.subjectUserId, userId), isNotNull(sql`${auditLog.details}->'after'->>'status'`)))
      .$dynamic(),
    auditLog.at,
    auditLog.id,
    RECENT,
  );
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
});

/**
 * customerPrivileges(userId): what the customer's roles grant, each marked when revoked for this user
 * (userPrivilegeEditor), so the screen shows what they can do without the role editor's rights.
 */
export const customerPrivileges = customerTab<CustomerPrivilege[]>(async (db, userId) => {
  const [user] = await db
    .select({ revoked: users.revokedPrivileges })
    .from(users)
    .where(eq(users.id, userId));
  const revoked = new Set(user?.revoked ?? []);
  const rows = await db
    .selectDistinct({ name: privileges.name, displayName: privileges.displayName })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .innerJoin(privileges, eq(privileges.name, rolePrivileges.privilegeName))
    .where(eq(userRoles.userId, userId))
    .orderBy(privileges.displayName);
  return rows.map((r) => ({ ...r, revoked: revoked.has(r.name) }));
});
