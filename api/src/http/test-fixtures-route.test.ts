// The e2e suite's test-only fixture routes: a company made there is one the portal treats as a customer (its domain
// accepted, its default role, a parent holding's children and their units; its open APNs, invoiced order and its
// units' replacement parts, each read back through the portal's own operation), a staff user made there can sign in
// as staff; bad input is refused with the standard error; the routes exist only when asked for, never in production.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { readConfig } from '../config.js';
import {
  companyDefaultRoles,
  courseSeats,
  courseSessions,
  courses,
  fleetUnits,
  organizations,
  products,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  userRoles,
  users,
} from '../db/schema.js';
import { verifyPassword } from '../db/passwords.js';
import { createHarness } from './test-harness.js';
import type { Harness, TestUser } from './test-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false, config: { testFixtures: true } });
});
afterAll(() => h.close());

const post = (url: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/test-fixtures/${url}`, payload });

const BUYER = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_View_Replacement_Parts',
  'B2B_Order_Replacement_Parts',
  'B2B_See_Replacement_Parts_Pricing',
];

/** A signed-up user of a made company (as registration through its domain would make), to call the portal as. */
async function userOf(accountId: string, tag: string, permissions: string[]): Promise<TestUser> {
  const user = {
    id: randomUUID(),
    authId: `test|${tag}`,
    email: `user@${tag}.example`,
    accountId,
    partyId: `TFP-${tag}-0`,
    permissions,
  };
  await h.db.insert(users).values({
    id: user.id,
    authId: user.authId,
    email: user.email,
    firstName: 'Riley',
    lastName: 'Stone',
    status: 'REGISTERED',
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    accountId,
    partyId: user.partyId,
    businessName: `Company ${tag}`,
    acceptedTerms: true,
    acceptedTermsDate: new Date(),
  });
  return user;
}

describe('POST /api/test-fixtures/company', () => {
  it('makes a parent holding with its children, their links, units, default role and accepted domain', async () => {
    const response = await post('company', {
      tag: 'hold-1',
      name: 'Ridge Holdings hold-1',
      domain: 'ridge-hold-1.example',
      defaultRole: { name: 'Ridge Manager', privileges: ['B2B_Dashboard', 'B2B_View_Parent_Holding'] },
      roles: [{ name: 'Ridge Buyer', privileges: ['B2B_Dashboard', 'B2B_View_Orders'] }],
      children: [
        { name: 'Ridge Power hold-1', units: 2 },
        { name: 'Ridge Line hold-1', units: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const company = response.json<{ accountId: string; children: { accountId: string; name: string }[] }>();
    expect(company.children.map((c) => c.name)).toEqual(['Ridge Power hold-1', 'Ridge Line hold-1']);

    const [parent] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.accountId, company.accountId));
    expect(parent).toMatchObject({ name: 'Ridge Holdings hold-1', isParentHolding: true, type: 'BUSINESS' });
    const links = await h.db
      .select({ child: secondaryOrgRelationships.custAccountId })
      .from(secondaryOrgRelationships)
      .where(eq(secondaryOrgRelationships.parentAccountId, company.accountId));
    expect(links.map((l) => l.child).sort()).toEqual(company.children.map((c) => c.accountId).sort());
    const units = await h.db.select({ accountId: fleetUnits.accountId }).from(fleetUnits);
    expect(units.filter((u) => u.accountId === company.children[0]?.accountId)).toHaveLength(2);
    expect(units.filter((u) => u.accountId === company.children[1]?.accountId)).toHaveLength(1);
    const held = await h.db
      .select({ name: rolePrivileges.privilegeName })
      .from(companyDefaultRoles)
      .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, companyDefaultRoles.roleId))
      .where(eq(companyDefaultRoles.accountId, company.accountId));
    expect(held.map((p) => p.name).sort()).toEqual(['B2B_Dashboard', 'B2B_View_Parent_Holding']);
    const companyRoles = await h.db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.accountId, company.accountId));
    expect(companyRoles.map((r) => r.name).sort()).toEqual(['Ridge Buyer', 'Ridge Manager']);

    // registration accepts the domain for the company, as it does a seeded customer's
    const check = await h.openGraphql(
      'query($e: String!) { checkEmail(email: $e) { result customerId customerName } }',
      { e: 'someone@ridge-hold-1.example' },
    );
    expect(check.json().data.checkEmail).toEqual({
      result: 'ACCEPTED',
      customerId: company.accountId,
      customerName: 'Ridge Holdings hold-1',
    });
  });

  it('refuses bad input with the standard error', async () => {
    const response = await post('company', {
      tag: 'Not A Tag!',
      name: 'X',
      defaultRole: { name: 'R', privileges: ['NOT_A_PRIVILEGE'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().exceptionMessages.length).toBeGreaterThan(0);
  });
});

describe('POST /api/test-fixtures/company with notices', () => {
  it('makes open APNs on its first unit, which its user pages through with the APN list', async () => {
    const response = await post('company', {
      tag: 'apns-1',
      name: 'Crane Company apns-1',
      defaultRole: {
        name: 'Fleet apns-1',
        privileges: ['B2B_Dashboard', 'B2B_View_APNs', 'B2B_Report_APNs'],
      },
      units: 2,
      notices: 13,
    });
    expect(response.statusCode).toBe(200);
    const { accountId } = response.json<{ accountId: string }>();
    const user = await userOf(accountId, 'apns-1', ['B2B_Dashboard', 'B2B_View_APNs', 'B2B_Report_APNs']);
    const search = (page: number) =>
      h.integration(user, { endpoint: '/apn/search', body: { page, size: 10 } });
    const first = await search(0);
    expect(first.statusCode).toBe(200);
    expect(first.json().totalRecords).toBe(13);
    expect(first.json().content).toHaveLength(10);
    const second = (await search(1)).json();
    expect(second.content).toHaveLength(3);
    const listed = [...first.json().content, ...second.content] as { apnId: string; status: string }[];
    expect(new Set(listed.map((n) => n.apnId)).size).toBe(13);
    expect(listed.every((n) => n.apnId.startsWith('TFN-apns-1-') && n.status === 'OPEN')).toBe(true);
  });

  it('refuses notices without a unit to apply to, with the standard error', async () => {
    const response = await post('company', {
      tag: 'apns-2',
      name: 'Crane Company apns-2',
      defaultRole: { name: 'Fleet apns-2', privileges: ['B2B_View_APNs'] },
      notices: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().exceptionMessages).toEqual(
      expect.arrayContaining([expect.stringMatching(/notices need at least one unit/)]),
    );
  });
});

describe('POST /api/test-fixtures/company with an invoiced order', () => {
  it('makes a shipped order and its invoice whose lines, tax and freight reconcile, read by the portal', async () => {
    const response = await post('company', {
      tag: 'inv-1',
      name: 'Invoice Company inv-1',
      defaultRole: {
        name: 'Payables inv-1',
        privileges: ['B2B_View_Orders', 'B2B_View_Default_Invoices', 'B2B_See_Replacement_Parts_Pricing'],
      },
      invoicedOrder: true,
    });
    expect(response.statusCode).toBe(200);
    const { accountId, invoicedOrder } = response.json<{
      accountId: string;
      invoicedOrder: { orderNumber: string; trxNumber: string; tax: number; freight: number; total: number };
    }>();
    const user = await userOf(accountId, 'inv-1', [
      'B2B_View_Orders',
      'B2B_View_Default_Invoices',
      'B2B_See_Replacement_Parts_Pricing',
    ]);
    const invoicesFound = await h.integration(user, { endpoint: '/invoices/search/', body: {} });
    expect(invoicesFound.statusCode).toBe(200);
    expect(invoicesFound.json().content).toEqual([
      expect.objectContaining({ trxNumber: invoicedOrder.trxNumber, amount: invoicedOrder.total }),
    ]);
    const { invoiceId } = invoicesFound.json().content[0] as { invoiceId: string };
    const parts = await h.integration(user, { endpoint: '/invoices/invoiceParts', body: { invoiceId } });
    expect(parts.statusCode).toBe(200);
    const ordersFound = await h.integration(user, { endpoint: '/order/summary/ngSearch/sold/', body: {} });
    expect(ordersFound.statusCode).toBe(200);
    const [order] = ordersFound.json().content as {
      orderNumber: string;
      total: number;
      tax: number;
      freight: number;
      lines: { extendedPrice: number }[];
    }[];
    expect(order).toMatchObject({
      orderNumber: invoicedOrder.orderNumber,
      total: invoicedOrder.total,
      tax: invoicedOrder.tax,
      freight: invoicedOrder.freight,
    });
    const lines = order?.lines.reduce((sum, l) => sum + l.extendedPrice, 0) ?? 0;
    expect(Math.round((lines + invoicedOrder.tax + invoicedOrder.freight) * 100)).toBe(
      Math.round(invoicedOrder.total * 100),
    );
  });

  it('orders two parts orderable today and one the catalogue no longer has when asked (retiredPartLine), reconciling', async () => {
    const privileges = ['B2B_View_Orders', 'B2B_View_Default_Invoices', 'B2B_See_Replacement_Parts_Pricing'];
    // two parts orderable today (numbered to sort after the parts the tests below list)
    await h.db.insert(products).values([
      {
        partNumber: '990-0001',
        inventoryId: 9900001,
        partNumberCompact: '9900001',
        name: 'Pin',
        priceUsd: 4.25,
        qtyOnHand: 9,
      },
      {
        partNumber: '990-0002',
        inventoryId: 9900002,
        partNumberCompact: '9900002',
        name: 'Clip',
        priceUsd: 1.5,
        qtyOnHand: 9,
      },
    ]);
    const response = await post('company', {
      tag: 'inv-3',
      name: 'Invoice Company inv-3',
      defaultRole: { name: 'Payables inv-3', privileges },
      invoicedOrder: true,
      retiredPartLine: true,
    });
    expect(response.statusCode).toBe(200);
    const { accountId, invoicedOrder } = response.json<{
      accountId: string;
      invoicedOrder: { total: number; tax: number; freight: number; lines: unknown[] };
    }>();
    expect(invoicedOrder.lines).toEqual([
      { partNumber: '990-0001', quantity: 2 },
      { partNumber: '990-0002', quantity: 1 },
      { partNumber: '000-0042', quantity: 1 },
    ]);
    const user = await userOf(accountId, 'inv-3', privileges);
    const ordersFound = await h.integration(user, { endpoint: '/order/summary/ngSearch/sold/', body: {} });
    const [order] = ordersFound.json().content as {
      lines: { partNumber: string; quantity: number; extendedPrice: number }[];
    }[];
    // the catalogue's two at their prices, then the retired part
    expect(order?.lines.map((l) => [l.partNumber, l.quantity, l.extendedPrice])).toEqual([
      ['990-0001', 2, 8.5],
      ['990-0002', 1, 1.5],
      ['000-0042', 1, 18.5],
    ]);
    const lines = order?.lines.reduce((sum, l) => sum + l.extendedPrice, 0) ?? 0;
    expect(Math.round((lines + invoicedOrder.tax + invoicedOrder.freight) * 100)).toBe(
      Math.round(invoicedOrder.total * 100),
    );
  });

  it('refuses a retiredPartLine without an invoiced order, with the standard error', async () => {
    const response = await post('company', {
      tag: 'inv-4',
      name: 'Invoice Company inv-4',
      defaultRole: { name: 'Payables inv-4', privileges: ['B2B_View_Orders'] },
      retiredPartLine: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().exceptionMessages).toEqual(['retiredPartLine needs invoicedOrder']);
  });

  it('refuses an invoicedOrder that is not a yes or no, with the standard error', async () => {
    const response = await post('company', {
      tag: 'inv-2',
      name: 'Invoice Company inv-2',
      defaultRole: { name: 'Payables inv-2', privileges: ['B2B_View_Orders'] },
      invoicedOrder: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().exceptionMessages.length).toBeGreaterThan(0);
  });
});

describe('POST /api/test-fixtures/company with open invoices, and saved cards', () => {
  const PAYER = ['B2B_Dashboard', 'B2B_View_All_Invoices'];

  it('makes open invoices of the ages asked, which the statement ages bucket by bucket', async () => {
    const response = await post('company', {
      tag: 'aging-1',
      name: 'Aging Company aging-1',
      defaultRole: { name: 'Payables aging-1', privileges: PAYER },
      openInvoices: [
        { daysPastDue: 75, amount: 1200.5 },
        { daysPastDue: 40, amount: 800 },
        { daysPastDue: 10, amount: 350.25 },
        { daysPastDue: -20, amount: 99.99 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { accountId, openInvoices } = response.json<{
      accountId: string;
      openInvoices: { trxNumber: string; amount: number; dueDate: string }[];
    }>();
    expect(openInvoices.map((i) => i.amount)).toEqual([1200.5, 800, 350.25, 99.99]);
    expect(new Set(openInvoices.map((i) => i.trxNumber)).size).toBe(4);
    const user = await userOf(accountId, 'aging-1', PAYER);
    const statement = await h.integration(user, { endpoint: '/invoices/statement', body: {} });
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toMatchObject({
      openBalance: 2450.74,
      pastDue: 2350.75,
      aging: { current: 99.99, days1To30: 350.25, days31To60: 800, days61To90: 1200.5, over90: 0 },
    });
    const listed = await h.integration(user, {
      endpoint: '/invoices/statement/invoices',
      body: { page: 0, size: 10 },
    });
    expect(listed.json().content.map((i: { trxNumber: string }) => i.trxNumber)).toEqual(
      openInvoices.map((i) => i.trxNumber),
    );
  });

  it("gives a user the stand-in's approved card (the default) and its declined one, offered on the pay page", async () => {
    const made = await post('company', {
      tag: 'cards-1',
      name: 'Cards Company cards-1',
      defaultRole: { name: 'Payables cards-1', privileges: PAYER },
    });
    const user = await userOf(made.json().accountId, 'cards-1', PAYER);
    const response = await post('saved-cards', { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().cards).toEqual([
      { lastFour: '4242', declines: false },
      { lastFour: '0002', declines: true },
    ]);
    const options = await h.integration(user, { endpoint: '/invoices/payments/options', body: {} });
    expect(options.statusCode).toBe(200);
    const cards = options.json().cards as { lastFour: string; isDefault: boolean }[];
    expect(cards.map((c) => [c.lastFour, c.isDefault])).toEqual([
      ['4242', true],
      ['0002', false],
    ]);
  });

  it('refuses cards for no such user and an invoice of no amount, with the standard error', async () => {
    const noUser = await post('saved-cards', { email: 'nobody@cards-2.example' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().exceptionMessages).toEqual(['no user nobody@cards-2.example']);
    const noAmount = await post('company', {
      tag: 'aging-2',
      name: 'Aging Company aging-2',
      defaultRole: { name: 'Payables aging-2', privileges: PAYER },
      openInvoices: [{ daysPastDue: 5, amount: 0 }],
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().exceptionMessages.length).toBe(1);
  });
});

describe('POST /api/test-fixtures/company with replacement parts', () => {
  it('gives its units a model of its own whose parts list the portal shows, orderable and priced', async () => {
    await h.db.insert(products).values([
      {
        partNumber: '928-7092',
        inventoryId: 9287092,
        partNumberCompact: '9287092',
        name: 'Filter',
        priceUsd: 12.5,
        qtyOnHand: 4,
      },
      {
        partNumber: '410-2215',
        inventoryId: 4102215,
        partNumberCompact: '4102215',
        name: 'Wear pad',
        priceUsd: 80,
        qtyOnHand: 2,
      },
      {
        partNumber: '555-0001',
        inventoryId: 5550001,
        partNumberCompact: '5550001',
        name: 'Unpriced',
        qtyOnHand: 2,
      },
    ]);
    const response = await post('company', {
      tag: 'parts-1',
      name: 'Parts Company parts-1',
      defaultRole: { name: 'Buyer parts-1', privileges: BUYER },
      units: 1,
      parts: 2,
    });
    expect(response.statusCode).toBe(200);
    const { accountId } = response.json<{ accountId: string }>();
    const [unit] = await h.db.select().from(fleetUnits).where(eq(fleetUnits.accountId, accountId));
    expect(unit?.model).toBe('TM-parts-1');
    const user = await userOf(accountId, 'parts-1', BUYER);
    const bom = await h.integration(user, {
      endpoint: `/parts/bomCheck/${unit?.instanceId ?? ''}`,
      body: {},
    });
    expect(bom.statusCode).toBe(200);
    const rows = bom.json().content as { partNumber: string; orderable: boolean; partPrice: number | null }[];
    expect(rows.map((r) => [r.partNumber, r.orderable, r.partPrice]).sort()).toEqual([
      ['410-2215', true, 80],
      ['928-7092', true, 12.5],
    ]);
  });

  it('refuses more parts than the catalogue can list, and parts without a unit, with the standard error', async () => {
    const tooMany = await post('company', {
      tag: 'parts-2',
      name: 'Parts Company parts-2',
      defaultRole: { name: 'Buyer parts-2', privileges: BUYER },
      units: 1,
      parts: 15,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().exceptionMessages).toEqual([
      expect.stringMatching(/the catalogue has only \d+ parts/),
    ]);
    const noUnit = await post('company', {
      tag: 'parts-3',
      name: 'Parts Company parts-3',
      defaultRole: { name: 'Buyer parts-3', privileges: BUYER },
      parts: 2,
    });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().exceptionMessages).toEqual(
      expect.arrayContaining([expect.stringMatching(/parts need at least one unit/)]),
    );
  });
});

describe('POST /api/test-fixtures/staff', () => {
  it('makes a registered staff user of an internal organisation holding a staff role', async () => {
    const response = await post('staff', {
      tag: 'agent-1',
      email: 'agent.agent-1@aerialco.example',
      firstName: 'Avery',
      lastName: 'Agent',
      password: 'Agent!23456',
      role: { name: 'Agents agent-1', privileges: ['CSR', 'CSR_User_Management'] },
    });
    expect(response.statusCode).toBe(200);
    const [user] = await h.db.select().from(users).where(eq(users.email, 'agent.agent-1@aerialco.example'));
    expect(user?.status).toBe('REGISTERED');
    expect(await verifyPassword('Agent!23456', user?.passwordHash)).toBe(true);
    const [org] = await h.db
      .select({ type: organizations.type })
      .from(organizations)
      .where(eq(organizations.accountId, user?.accountId ?? ''));
    expect(org?.type).toBe('INTERNAL');
    const held = await h.db
      .select({ name: rolePrivileges.privilegeName })
      .from(userRoles)
      .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
      .where(and(eq(userRoles.userId, user?.id ?? '')));
    expect(held.map((p) => p.name).sort()).toEqual(['CSR', 'CSR_User_Management']);
  });

  it('refuses a role without a staff privilege', async () => {
    const response = await post('staff', {
      tag: 'agent-2',
      email: 'agent.agent-2@aerialco.example',
      firstName: 'Avery',
      lastName: 'Agent',
      password: 'Agent!23456',
      role: { name: 'Not staff', privileges: ['B2B_Dashboard'] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('where the fixture routes are served', () => {
  it('nowhere unless PORTAL_TEST_FIXTURES is true', async () => {
    const plain = await createHarness({ seed: false });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/test-fixtures/company',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('never in production: the production profile refuses to start with them', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_TEST_FIXTURES: 'true' })).toThrow(
      /refused in production/,
    );
    expect(readConfig({ NODE_ENV: 'development', PORTAL_TEST_FIXTURES: 'true' }).testFixtures).toBe(true);
  });
});

describe('POST /api/test-fixtures/course-session', () => {
  it('makes a session of the first instructor-led course with its learners booked or waitlisted', async () => {
    await h.db.insert(courses).values([
      {
        courseId: 'tf-ilt-b',
        externalCourseId: 'LMS-TF-B',
        title: 'Later Course',
        deliveryMethod: 'Instructor-Led',
      },
      {
        courseId: 'tf-ilt-a',
        externalCourseId: 'LMS-TF-A',
        title: 'First Course',
        deliveryMethod: 'Instructor-Led',
      },
    ]);
    const res = await post('course-session', {
      tag: 'tf-session',
      learners: [
        { email: 'one@tf-session.example', status: 'BOOKED' },
        { email: 'two@tf-session.example', status: 'WAITLISTED' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const made = res.json() as { sessionId: string; courseId: string; title: string; location: string };
    expect(made).toMatchObject({
      courseId: 'tf-ilt-a',
      title: 'First Course',
      location: 'Training Center tf-session',
    });
    const [session] = await h.db.select().from(courseSessions).where(eq(courseSessions.id, made.sessionId));
    expect(session).toMatchObject({ booked: 1, capacity: 3, location: made.location });
    const seats = await h.db.select().from(courseSeats).where(eq(courseSeats.sessionId, made.sessionId));
    expect(seats.map((s) => [s.learnerEmail, s.sessionStatus]).sort()).toEqual([
      ['one@tf-session.example', 'BOOKED'],
      ['two@tf-session.example', 'WAITLISTED'],
    ]);
    const bad = await post('course-session', { tag: 'tf-session-2', learners: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a course of the test’s own with sessions before the learners’ one (the staff list’s paging)', async () => {
    const res = await post('course-session', {
      tag: 'tf-paged',
      learners: [{ email: 'one@tf-paged.example', status: 'BOOKED' }],
      earlierSessions: 3,
    });
    expect(res.statusCode).toBe(200);
    const made = res.json() as { sessionId: string; courseId: string; title: string };
    expect(made).toMatchObject({ courseId: 'tf-tf-paged', title: 'Instructor-Led Course tf-paged' });
    const [course] = await h.db.select().from(courses).where(eq(courses.courseId, made.courseId));
    expect(course).toMatchObject({ deliveryMethod: 'Instructor-Led', active: false });
    const sessions = await h.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, made.courseId))
      .orderBy(asc(courseSessions.startsAt));
    expect(sessions.map((s) => s.location)).toEqual([
      'Training Center tf-paged room 3',
      'Training Center tf-paged room 2',
      'Training Center tf-paged room 1',
      'Training Center tf-paged',
    ]);
    expect(sessions.at(-1)!.id).toBe(made.sessionId);
  });
});
