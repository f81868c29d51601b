// Order approval and spending limits (issue 39) against the real schema: a user's limit and a role's (the user's
// own wins), exactly at the limit and a cent above, the order awaiting approval (no ship dates, approvers and buyer
// e-mailed, audited), approve (BOOKED, ship dates, the buyer told) and reject (a note required), a decision taken
// once, the buyer not deciding their own order, another organisation refused, and bad input in the error shape.
import { and, desc, eq } from 'drizzle-orm';
import {
  auditLog,
  mailOutbox,
  orderApprovals,
  orderLines,
  orders,
  rolePrivileges,
  roles,
  shoppingCartItems,
  shoppingCarts,
  userRoles,
} from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, PAYMENT, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { APPROVAL_MESSAGES } from './approval-service.js';

const ORDERING = [...ALL_B2B, 'B2B_Order_Replacement_Parts'];
/** Alice buys (her token also holds the administrator's privilege: she may not decide her own orders) */
const ALICE: TestUser = { ...USERS.alice, permissions: ORDERING };
/** Amy administers Alpha: she sets limits and approves */
const AMY: TestUser = { ...USERS.amy, permissions: ['B2B_Dashboard', 'B2B_Delegated_Customer_Admin'] };
/** Bob administers Bravo, another organisation */
const BOB: TestUser = { ...USERS.bob, permissions: ALL_B2B };
const NOT_ADMIN: TestUser = { ...USERS.amy, permissions: ['B2B_Dashboard'] };

/** a cent below an amount, as a limit would be typed */
const centBelow = (amount: number) => Math.round(amount * 100 - 1) / 100;

interface Answer {
  status: number;
  body: Record<string, unknown> & { exceptionMessages?: string[]; userFriendlyMessage?: string };
}

describe('order approval and spending limits', () => {
  let h: Harness;
  let aliceRole: string;

  const call = async (user: TestUser, endpoint: string, body: unknown): Promise<Answer> => {
    const res = await h.integration(user, { endpoint, body });
    return { status: res.statusCode, body: res.json() as Answer['body'] };
  };
  const setLimit = (user: TestUser, body: Record<string, unknown>) =>
    call(user, '/order/spendingLimits/set', { accountId: ORG.alpha, ...body });
  const decide = (user: TestUser, body: Record<string, unknown>) =>
    call(user, '/order/approvals/decide', body);

  /** Alice orders one 100-0001 (in stock): the quote's total and the order's confirmation. */
  async function aliceOrders(): Promise<{ total: number; orderId: string; status: string }> {
    await h.db
      .update(shoppingCarts)
      .set({ status: 'ABANDONED' })
      .where(and(eq(shoppingCarts.userId, USERS.alice.id), eq(shoppingCarts.status, 'ACTIVE')));
    const [cart] = await h.db
      .insert(shoppingCarts)
      .values({ userId: USERS.alice.id, application: 'supply-store' })
      .returning({ id: shoppingCarts.shoppingCartId });
    await h.db
      .insert(shoppingCartItems)
      .values({ shoppingCartId: cart!.id, itemId: '100-0001', quantity: 1 });
    const quote = await h.graphql(
      ALICE,
      `mutation($c: QuoteInput!) { createQuote(cart: $c) { quoteId total } }`,
      {
        c: {
          shoppingCartId: cart!.id,
          shipToAddressId: ADDRESS.alphaMain,
          billToAddressId: ADDRESS.alphaMain,
          paymentMethodId: PAYMENT.alice,
        },
      },
    );
    const { quoteId, total } = (quote.json() as { data: { createQuote: { quoteId: string; total: number } } })
      .data.createQuote;
    const submitted = await h.graphql(
      ALICE,
      `mutation($q: ID!) { submitQuote(ebsQuote: { quoteId: $q }) { orderId status } }`,
      { q: quoteId },
    );
    const body = submitted.json() as { data: { submitQuote: { orderId: string; status: string } } };
    return { total, ...body.data.submitQuote };
  }

  const mailsTo = (to: string) =>
    h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  const orderRow = async (orderId: string) =>
    (await h.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const lineDates = async (orderId: string) =>
    (await h.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => l.promiseDate);

  beforeAll(async () => {
    h = await createHarness();
    // Amy's role grants what her token holds: she is Alpha's approver
    const [amyRole] = await h.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, USERS.amy.id));
    await h.db
      .insert(rolePrivileges)
      .values({ roleId: amyRole!.roleId, privilegeName: 'B2B_Delegated_Customer_Admin' });
    const [role] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, `Test role of ${USERS.alice.email}`));
    aliceRole = role!.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('lets an order exactly at the buyer’s own limit through, and makes one a cent above it wait', async () => {
    const { total } = await aliceOrders(); // no limit yet: booked
    const atLimit = await setLimit(AMY, { userId: USERS.alice.id, amount: total });
    expect(atLimit.status).toBe(200);
    const through = await aliceOrders();
    expect(through.status).toBe('BOOKED');
    expect((await orderRow(through.orderId)).status).toBe('BOOKED');

    expect((await setLimit(AMY, { userId: USERS.alice.id, amount: centBelow(total) })).status).toBe(200);
    const amyMailsBefore = (await mailsTo(USERS.amy.email)).length;
    const waiting = await aliceOrders();
    expect(waiting.status).toBe('AWAITING_APPROVAL');
    expect((await orderRow(waiting.orderId)).status).toBe('AWAITING_APPROVAL');
    // not sent on: no ship date until approved
    expect(await lineDates(waiting.orderId)).toEqual([null]);
    const [approval] = await h.db
      .select()
      .from(orderApprovals)
      .where(eq(orderApprovals.orderId, waiting.orderId));
    expect(approval).toMatchObject({
      status: 'PENDING',
      accountId: ORG.alpha,
      spendingLimit: centBelow(total),
    });
    // the approver and the buyer are e-mailed; the buyer gets no order confirmation for it
    const toAmy = await mailsTo(USERS.amy.email);
    expect(toAmy).toHaveLength(amyMailsBefore + 1);
    expect(toAmy[0]!.template).toBe('OrderApprovalRequestEmail');
    expect(toAmy[0]!.text).toContain(`above their spending limit of $${centBelow(total).toFixed(2)}`);
    const [toAlice] = await mailsTo(USERS.alice.email);
    expect(toAlice!.template).toBe('OrderAwaitingApprovalEmail');
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ORDER_AWAITING_APPROVAL'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: USERS.alice.id, details: { orderId: waiting.orderId } });

    // the approver sees it waiting
    const list = await call(AMY, '/order/approvals/search', {});
    expect(list.status).toBe(200);
    const content = list.body['content'] as { orderId: string; buyerEmail: string; total: number }[];
    expect(content.find((a) => a.orderId === waiting.orderId)).toMatchObject({
      buyerEmail: USERS.alice.email,
      total,
    });
  });

  it('applies a role’s limit when the user has none; the user’s own limit wins over it', async () => {
    const { total } = await aliceOrders();
    const own = (await call(AMY, '/order/spendingLimits/search', { accountId: ORG.alpha })).body[
      'limits'
    ] as {
      id: string;
      userId: string | null;
    }[];
    const aliceLimit = own.find((l) => l.userId === USERS.alice.id)!;
    expect((await call(AMY, '/order/spendingLimits/remove', { id: aliceLimit.id })).status).toBe(200);
    expect((await setLimit(AMY, { roleId: aliceRole, amount: centBelow(total) })).status).toBe(200);
    expect((await aliceOrders()).status).toBe('AWAITING_APPROVAL');
    // her own, higher, limit wins over her role's
    expect((await setLimit(AMY, { userId: USERS.alice.id, amount: total })).status).toBe(200);
    expect((await aliceOrders()).status).toBe('BOOKED');
    const limits = (await call(AMY, '/order/spendingLimits/search', { accountId: ORG.alpha })).body;
    expect(
      (limits['limits'] as { subject: string; amount: number }[]).map((l) => [l.subject, l.amount]),
    ).toEqual([
      ['ROLE', centBelow(total)],
      ['USER', total],
    ]);
    expect((limits['users'] as { email: string }[]).map((u) => u.email)).toContain(USERS.alice.email);
    expect((limits['roles'] as { id: string }[]).map((r) => r.id)).toContain(aliceRole);
  });

  it('approves: the order is booked with its ship dates, the buyer is told with the note, audited; once only', async () => {
    const { total } = await aliceOrders();
    await setLimit(AMY, { userId: USERS.alice.id, amount: centBelow(total - 0.99) });
    const waiting = await aliceOrders();
    expect(waiting.status).toBe('AWAITING_APPROVAL');
    // the buyer may not decide her own order, though she holds the privilege
    const own = await decide(ALICE, { orderId: waiting.orderId, decision: 'APPROVE' });
    expect(own.status).toBe(403);
    expect(own.body.userFriendlyMessage).toBe(APPROVAL_MESSAGES.ownOrder);

    const approved = await decide(AMY, {
      orderId: waiting.orderId,
      decision: 'APPROVE',
      note: 'Fine for the yard',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ orderId: waiting.orderId, status: 'BOOKED' });
    expect((await orderRow(waiting.orderId)).status).toBe('BOOKED');
    const [date] = await lineDates(waiting.orderId);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [told] = await mailsTo(USERS.alice.email);
    expect(told).toMatchObject({ template: 'OrderApprovedEmail' });
    expect(told!.text).toContain('Fine for the yard');
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ORDER_APPROVED'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: USERS.amy.id, subjectUserId: USERS.alice.id });

    const again = await decide(AMY, { orderId: waiting.orderId, decision: 'REJECT', note: 'No' });
    expect(again.status).toBe(400);
    expect(again.body.exceptionMessages).toEqual([APPROVAL_MESSAGES.decided]);
  });

  it('rejects with a note (required): the order is rejected, its lines cancelled, the buyer told', async () => {
    const waiting = await aliceOrders();
    expect(waiting.status).toBe('AWAITING_APPROVAL');
    const noNote = await decide(AMY, { orderId: waiting.orderId, decision: 'REJECT' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.exceptionMessages).toEqual(['A note is required to reject an order.']);
    const rejected = await decide(AMY, { orderId: waiting.orderId, decision: 'REJECT', note: 'Over budget' });
    expect(rejected.status).toBe(200);
    expect((await orderRow(waiting.orderId)).status).toBe('REJECTED');
    const lines = await h.db.select().from(orderLines).where(eq(orderLines.orderId, waiting.orderId));
    expect(lines.map((l) => l.status)).toEqual(['CANCELLED']);
    const [told] = await mailsTo(USERS.alice.email);
    expect(told).toMatchObject({ template: 'OrderRejectedEmail' });
    expect(told!.text).toContain('Over budget');
    const decided = await call(AMY, '/order/approvals/search', { status: 'REJECTED' });
    expect((decided.body['content'] as { orderId: string; note: string }[])[0]).toMatchObject({
      orderId: waiting.orderId,
      note: 'Over budget',
    });
  });

  it('refuses another organisation’s order, limits and users, and callers without the rule', async () => {
    const waiting = await aliceOrders();
    expect(waiting.status).toBe('AWAITING_APPROVAL');
    expect((await decide(BOB, { orderId: waiting.orderId, decision: 'APPROVE' })).status).toBe(403);
    expect((await call(BOB, '/order/approvals/search', { accountIds: [ORG.alpha] })).status).toBe(403);
    expect((await setLimit(BOB, { userId: USERS.alice.id, amount: 1 })).status).toBe(403);
    expect((await call(BOB, '/order/spendingLimits/search', { accountId: ORG.alpha })).status).toBe(403);
    // Bob's own search does not show Alpha's order
    const bobs = await call(BOB, '/order/approvals/search', {});
    expect((bobs.body['content'] as { orderId: string }[]).map((a) => a.orderId)).not.toContain(
      waiting.orderId,
    );
    // a user of another organisation cannot be given a limit in Alpha
    const foreignUser = await setLimit(AMY, { userId: USERS.bob.id, amount: 10 });
    expect(foreignUser.status).toBe(400);
    expect(foreignUser.body.exceptionMessages).toEqual([APPROVAL_MESSAGES.userNotInCompany]);
    // without the administrator's privilege
    expect((await decide(NOT_ADMIN, { orderId: waiting.orderId, decision: 'APPROVE' })).status).toBe(403);
    expect((await setLimit(NOT_ADMIN, { userId: USERS.alice.id, amount: 1 })).status).toBe(403);
    expect((await call(NOT_ADMIN, '/order/approvals/search', {})).status).toBe(403);
    expect((await orderRow(waiting.orderId)).status).toBe('AWAITING_APPROVAL');
  });

  it('answers bad input with the error shape, never a server error', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['/order/spendingLimits/set', { accountId: ORG.alpha, userId: USERS.alice.id, amount: -1 }],
      ['/order/spendingLimits/set', { accountId: ORG.alpha, userId: USERS.alice.id, amount: 'lots' }],
      ['/order/spendingLimits/set', { accountId: ORG.alpha, userId: USERS.alice.id, amount: 1.234 }],
      [
        '/order/spendingLimits/set',
        { accountId: ORG.alpha, userId: USERS.alice.id, roleId: aliceRole, amount: 5 },
      ],
      ['/order/spendingLimits/set', { accountId: ORG.alpha, amount: 5 }],
      ['/order/spendingLimits/set', { accountId: ORG.alpha, userId: 'not-a-uuid', amount: 5 }],
      ['/order/spendingLimits/remove', { id: 'x' }],
      ['/order/approvals/decide', { decision: 'APPROVE' }],
      ['/order/approvals/decide', { orderId: 'SO-1', decision: 'MAYBE' }],
      ['/order/approvals/decide', { orderId: 'SO-1', decision: 'APPROVE', note: 'x'.repeat(1001) }],
      ['/order/approvals/search', { status: 'LOST' }],
    ];
    for (const [endpoint, body] of bad) {
      const res = await call(AMY, endpoint, body);
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
      expect(res.body.exceptionMessages?.length).toBeGreaterThan(0);
    }
    const unknown = await decide(AMY, { orderId: 'SO-NOPE', decision: 'APPROVE' });
    expect(unknown.status).toBe(404);
  });
});
