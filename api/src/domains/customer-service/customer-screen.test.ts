// The customer screen's reads (issue 41): recent supply and training orders, carts, service requests, sign-ins,
// status history and privileges of one customer, for customer-service staff only; and everyone's audit log with
// its filters.
import {
  courseOrders,
  orders,
  serviceRequests,
  shoppingCartItems,
  shoppingCarts,
  signIns,
} from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const AGENT: TestUser = USERS.cora;
const CUSTOMER = USERS.bob;

// GraphQL answers are checked field by field below; their shape varies per query
/* eslint-disable @typescript-eslint/no-explicit-any */
type Body = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const READS = {
  customerOrders: 'orderNumber status orderedAt total currency accountNumber',
  customerCourseOrders: 'orderNumber status orderedAt total currency accountNumber',
  customerCarts: 'application lines { itemId quantity }',
  customerServiceRequests: 'srNumber type status summary openedAt',
  customerSignIns: 'at ip application',
  customerStatusHistory: 'action from to byName',
  customerPrivileges: 'name revoked',
} as const;
const read = (field: keyof typeof READS) => `query($u: ID!) { ${field}(userId: $u) { ${READS[field]} } }`;

const AUDIT = `query($agent: String, $customer: String, $action: String, $from: DateTime, $to: DateTime, $page: Int, $size: Int) {
  auditLog(agent: $agent, customer: $customer, action: $action, from: $from, to: $to, page: $page, size: $size) {
    totalCount entries { action actorName subjectName at }
  }
}`;

describe('the customer screen', () => {
  let h: Harness;
  let clock = Date.parse('2026-06-01T09:00:00Z');
  const gql = async (user: TestUser, query: string, variables: Record<string, unknown>) =>
    (await (await h.graphql(user, query, variables)).json()) as Body;

  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => new Date(clock) } });
    await h.db.insert(orders).values([
      {
        orderId: 'CS-O1',
        orderNumber: '4409001',
        accountId: ORG.bravo,
        userId: CUSTOMER.id,
        status: 'BOOKED',
        orderedAt: new Date('2026-05-01T10:00:00Z'),
        subtotal: 100,
        total: 107.5,
      },
      {
        orderId: 'CS-O2',
        orderNumber: '4409002',
        accountId: ORG.bravo,
        userId: CUSTOMER.id,
        status: 'SHIPPED',
        orderedAt: new Date('2026-05-20T10:00:00Z'),
        subtotal: 50,
        total: 50,
      },
      // someone else's order is not on Bob's screen
      {
        orderId: 'CS-O3',
        orderNumber: '4409003',
        accountId: ORG.alpha,
        userId: USERS.alice.id,
        status: 'BOOKED',
        orderedAt: new Date('2026-05-21T10:00:00Z'),
        subtotal: 10,
        total: 10,
      },
    ]);
    await h.db.insert(courseOrders).values({
      externalOrderId: 'LMS-CS-1',
      orderNumber: '7109001',
      accountId: ORG.bravo,
      userId: CUSTOMER.id,
      status: 'PLACED',
      total: 295,
      orderedAt: new Date('2026-05-10T10:00:00Z'),
    });
    const [cart] = await h.db
      .insert(shoppingCarts)
      .values({ userId: CUSTOMER.id, application: 'supply-store', accountId: ORG.bravo, status: 'ACTIVE' })
      .returning();
    await h.db
      .insert(shoppingCartItems)
      .values({ shoppingCartId: cart!.shoppingCartId, itemId: 'CS-PART-1', quantity: 3 });
    await h.db.insert(serviceRequests).values({
      srId: 'CS-SR-1',
      srNumber: 'SR-CS-1',
      accountId: ORG.bravo,
      status: 'OPEN',
      type: 'REPAIR',
      summary: 'Boom drifts down',
      openedAt: new Date('2026-05-15T10:00:00Z'),
      createdByUserId: CUSTOMER.id,
    });
    await h.db.insert(signIns).values([
      { userId: CUSTOMER.id, at: new Date('2026-05-30T08:00:00Z'), ip: '10.9.0.1', clientId: 'portal-spa' },
      { userId: CUSTOMER.id, at: new Date('2026-05-31T08:00:00Z'), ip: '10.9.0.2', clientId: 'portal-spa' },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the customer’s recent supply and training orders, newest first, and no one else’s', async () => {
    const supply = await gql(AGENT, read('customerOrders'), { u: CUSTOMER.id });
    expect(supply.errors).toBeUndefined();
    expect(supply.data!['customerOrders']).toEqual([
      {
        orderNumber: '4409002',
        status: 'SHIPPED',
        orderedAt: '2026-05-20T10:00:00.000Z',
        total: 50,
        currency: 'USD',
        accountNumber: `N${ORG.bravo}`,
      },
      {
        orderNumber: '4409001',
        status: 'BOOKED',
        orderedAt: '2026-05-01T10:00:00.000Z',
        total: 107.5,
        currency: 'USD',
        accountNumber: `N${ORG.bravo}`,
      },
    ]);
    const training = await gql(AGENT, read('customerCourseOrders'), { u: CUSTOMER.id });
    expect(training.data!['customerCourseOrders']).toEqual([
      {
        orderNumber: '7109001',
        status: 'PLACED',
        orderedAt: '2026-05-10T10:00:00.000Z',
        total: 295,
        currency: 'USD',
        accountNumber: `N${ORG.bravo}`,
      },
    ]);
  });

  it('shows the active cart with its lines, the service requests and the sign-ins, newest first', async () => {
    const carts = await gql(AGENT, read('customerCarts'), { u: CUSTOMER.id });
    expect(carts.data!['customerCarts']).toEqual([
      { application: 'supply-store', lines: [{ itemId: 'CS-PART-1', quantity: 3 }] },
    ]);
    const srs = await gql(AGENT, read('customerServiceRequests'), { u: CUSTOMER.id });
    expect(srs.data!['customerServiceRequests']).toEqual([
      {
        srNumber: 'SR-CS-1',
        type: 'REPAIR',
        status: 'OPEN',
        summary: 'Boom drifts down',
        openedAt: '2026-05-15T10:00:00.000Z',
      },
    ]);
    const signed = await gql(AGENT, read('customerSignIns'), { u: CUSTOMER.id });
    expect(signed.data!['customerSignIns']).toEqual([
      { at: '2026-05-31T08:00:00.000Z', ip: '10.9.0.2', application: 'portal-spa' },
      { at: '2026-05-30T08:00:00.000Z', ip: '10.9.0.1', application: 'portal-spa' },
    ]);
  });

  it('shows each status change with who made it, and the privileges the roles grant with the revoked marked', async () => {
    clock = Date.parse('2026-06-01T09:01:00Z');
    const changed = await gql(
      AGENT,
      'mutation($u: ID!) { changeStatus(userId: $u, status: INACTIVE) { userId } }',
      {
        u: CUSTOMER.id,
      },
    );
    expect(changed.errors).toBeUndefined();
    clock = Date.parse('2026-06-01T09:02:00Z');
    await gql(AGENT, 'mutation($u: ID!) { changeStatus(userId: $u, status: REGISTERED) { userId } }', {
      u: CUSTOMER.id,
    });
    const history = await gql(AGENT, read('customerStatusHistory'), { u: CUSTOMER.id });
    expect(history.data!['customerStatusHistory']).toEqual([
      { action: 'CSR_CHANGE_STATUS', from: 'INACTIVE', to: 'REGISTERED', byName: 'cora Tester' },
      { action: 'CSR_CHANGE_STATUS', from: 'REGISTERED', to: 'INACTIVE', byName: 'cora Tester' },
    ]);

    const revoked = await gql(
      AGENT,
      'mutation($u: ID!) { revokeUserPrivilege(userId: $u, privilege: "B2B_View_Orders") { userId } }',
      { u: CUSTOMER.id },
    );
    expect(revoked.errors).toBeUndefined();
    const privileges = await gql(AGENT, read('customerPrivileges'), { u: CUSTOMER.id });
    const list = privileges.data!['customerPrivileges'] as { name: string; revoked: boolean }[];
    expect(list.filter((p) => p.revoked)).toEqual([{ name: 'B2B_View_Orders', revoked: true }]);
    expect(list.map((p) => p.name).sort()).toEqual([...CUSTOMER.permissions].sort());
  });

  it('refuses customers and agents without CSR_User_Management; bad ids get the error shape', async () => {
    for (const field of Object.keys(READS) as (keyof typeof READS)[]) {
      for (const caller of [CUSTOMER, USERS.alice, { ...AGENT, permissions: ['CSR'] }]) {
        const res = await gql(caller, read(field), { u: CUSTOMER.id });
        expect({ field, code: res.errors?.[0]?.extensions['code'] }).toEqual({ field, code: 'FORBIDDEN' });
      }
      const malformed = await gql(AGENT, read(field), { u: 'not-a-uuid' });
      expect({ field, code: malformed.errors?.[0]?.extensions['code'] }).toEqual({
        field,
        code: 'BAD_USER_INPUT',
      });
      const unknown = await gql(AGENT, read(field), { u: '00000000-0000-4000-8000-00000000dead' });
      expect({ field, code: unknown.errors?.[0]?.extensions['code'] }).toEqual({ field, code: 'NOT_FOUND' });
    }
  });
});

describe('everyone’s audit log', () => {
  let h: Harness;
  let clock = Date.parse('2026-07-01T09:00:00Z');
  const gql = async (user: TestUser, query: string, variables: Record<string, unknown>) =>
    (await (await h.graphql(user, query, variables)).json()) as Body;

  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => new Date(clock) } });
    const note = 'mutation($u: ID!, $t: String!) { addCustomerNote(userId: $u, text: $t) { id } }';
    await gql(AGENT, note, { u: USERS.bob.id, t: 'Called about an order.' });
    clock = Date.parse('2026-07-02T09:00:00Z');
    await gql(AGENT, note, { u: USERS.alice.id, t: 'Asked for an invoice copy.' });
    clock = Date.parse('2026-07-03T09:00:00Z');
    await gql(AGENT, 'mutation($u: ID!) { changeStatus(userId: $u, status: INACTIVE) { userId } }', {
      u: USERS.bob.id,
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('filters by agent, by customer, by action and by date, with names', async () => {
    const byCustomer = await gql(AGENT, AUDIT, { customer: 'bob' });
    expect(byCustomer.errors).toBeUndefined();
    expect(byCustomer.data!['auditLog']).toEqual({
      totalCount: 2,
      entries: [
        {
          action: 'CSR_CHANGE_STATUS',
          actorName: 'cora Tester',
          subjectName: 'bob Tester',
          at: '2026-07-03T09:00:00.000Z',
        },
        {
          action: 'CSR_ADD_CUSTOMER_NOTE',
          actorName: 'cora Tester',
          subjectName: 'bob Tester',
          at: '2026-07-01T09:00:00.000Z',
        },
      ],
    });
    const byEmail = await gql(AGENT, AUDIT, { customer: 'alice@alpha' });
    expect(byEmail.data!['auditLog'].entries.map((e: { subjectName: string }) => e.subjectName)).toEqual([
      'alice Tester',
    ]);
    const byAction = await gql(AGENT, AUDIT, { agent: 'cora', action: 'CSR_ADD_CUSTOMER_NOTE' });
    expect(byAction.data!['auditLog'].entries.map((e: { subjectName: string }) => e.subjectName)).toEqual([
      'alice Tester',
      'bob Tester',
    ]);
    const byDate = await gql(AGENT, AUDIT, {
      agent: 'Cora',
      from: '2026-07-02T00:00:00Z',
      to: '2026-07-03T00:00:00Z',
    });
    expect(byDate.data!['auditLog']).toMatchObject({
      totalCount: 1,
      entries: [{ action: 'CSR_ADD_CUSTOMER_NOTE', subjectName: 'alice Tester' }],
    });
    const nobody = await gql(AGENT, AUDIT, { agent: 'alice' });
    expect(nobody.data!['auditLog']).toEqual({ totalCount: 0, entries: [] });
  });

  it('pages: the total counts every match, a page holds size entries', async () => {
    const first = await gql(AGENT, AUDIT, { agent: 'cora', size: 2, page: 0 });
    const second = await gql(AGENT, AUDIT, { agent: 'cora', size: 2, page: 1 });
    expect(first.data!['auditLog'].totalCount).toBe(3);
    expect(first.data!['auditLog'].entries).toHaveLength(2);
    expect(second.data!['auditLog'].entries).toHaveLength(1);
  });

  it('exports the filtered view as CSV with names and actions in words', async () => {
    const res = await gql(AGENT, 'query($c: String) { auditLogCsv(customer: $c) }', { c: 'bob' });
    expect(res.errors).toBeUndefined();
    expect(res.data!['auditLogCsv']).toBe(
      [
        'Date,Action,Agent,Customer,Action code',
        '2026-07-03T09:00:00.000Z,Changed status,cora Tester,bob Tester,CSR_CHANGE_STATUS',
        '2026-07-01T09:00:00.000Z,Added note,cora Tester,bob Tester,CSR_ADD_CUSTOMER_NOTE',
        '',
      ].join('\r\n'),
    );
    // (Bob is inactive since the setup: Alice is the customer refused)
    const refused = await gql(USERS.alice, 'query { auditLogCsv }', {});
    expect(refused.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
  });

  it('refuses customers; bad filters get the error shape', async () => {
    for (const caller of [USERS.alice, { ...AGENT, permissions: ['CSR'] }]) {
      const res = await gql(caller, AUDIT, {});
      expect(res.errors?.[0]?.extensions['code']).toBe('FORBIDDEN');
    }
    for (const bad of [
      { action: 'not an action' },
      { from: '2026-07-03T00:00:00Z', to: '2026-07-01T00:00:00Z' },
      { size: 500 },
      { agent: 'x'.repeat(101) },
    ]) {
      const res = await gql(AGENT, AUDIT, bad);
      expect({ bad, code: res.errors?.[0]?.extensions['code'] }).toEqual({ bad, code: 'BAD_USER_INPUT' });
    }
  });
});
