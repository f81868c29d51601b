// Test-only: the end-to-end suite's own records, written straight into the database the portal under test uses
// (issue 35 "data made by the test"). No portal operation creates organisations, parent-holding links or staff, so
// a journey that needs them asks here instead of borrowing seeded ones:
//   POST /api/test-fixtures/company  a customer (or a parent holding with child companies), its accepted e-mail
//                                    domain, its default role, fleet units, open APNs on its first unit and a
//                                    shipped supply order (lines, tax, freight) with its invoice; its units of a
//                                    model of its own whose replacement-parts list holds catalogue parts, some of
//                                    them overdue for inspection when asked
//   POST /api/test-fixtures/staff    a customer-service agent who can sign in, in an internal organisation
//   POST /api/test-fixtures/fleet-alerts  the fleet alerts job's work now (its e-mails into the outbox)
//   POST /api/test-fixtures/course-session  a session of the first instructor-led course, a week ahead, with learners
//                                    booked or waitlisted on seats of a course order of its own (issue 40)
//   POST /api/test-fixtures/saved-cards  a user's two saved cards of the payment stand-in: one it approves (the
//                                    default) and one it declines (issue 39, docs/payments.md)
// Served only when PORTAL_TEST_FIXTURES is 'true' (e2e/support/global-setup.ts sets it), which the production
// profile refuses to start with (config.ts). Names and ids are the caller's: each test passes a unique tag.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { classOfPrivileges } from '@portal/rules/privilege-classes';
import { privilegeDisplayName } from '@portal/rules/privileges';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { PHONE_ORDER_PLANNING_CODES } from '../domains/catalogue/catalogue-service.js';
import { standInToken } from '../domains/carts-and-checkout/payment-processor.js';
import { refreshUnitPlans, sendFleetAlerts } from '../domains/fleet/index.js';
import { hashPassword } from '../db/passwords.js';
import {
  addresses,
  companyDefaultRoles,
  courseOrders,
  courseSeats,
  courseSessions,
  courses,
  emailDomainRules,
  fleetUnits,
  invoiceLines,
  invoices,
  modelBomParts,
  noticeUnits,
  notices,
  orderLines,
  orders,
  organizations,
  paymentMethods,
  PRIVILEGES,
  privileges as privilegeCatalogue,
  products,
  rolePrivileges,
  roles,
  secondaryOrgRelationships,
  userRoles,
  users,
} from '../db/schema.js';

const privilegeList = yup
  .array(
    yup
      .string()
      .oneOf([...PRIVILEGES])
      .required(),
  )
  .required()
  .min(1);

const companySchema = yup.object({
  /** unique per run: it prefixes every id and name made */
  tag: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{3,40}$/),
  name: yup.string().required().max(120),
  /** an e-mail domain whose registrants join the company at once */
  domain: yup.string().lowercase().max(120).optional(),
  defaultRole: yup.object({ name: yup.string().required().max(80), privileges: privilegeList }).required(),
  /** more roles of the company, which its administrators may give */
  roles: yup
    .array(yup.object({ name: yup.string().required().max(80), privileges: privilegeList }))
    .max(5)
    .default([]),
  units: yup.number().integer().min(0).max(20).default(0),
  /**
   * of the company's units, this many first ones are aerial devices in service three years ago and never inspected:
   * overdue by the inspection rules (issue 38), their plans dated at once
   */
  overdueUnits: yup
    .number()
    .integer()
    .min(0)
    .max(20)
    .default(0)
    .test('within-units', 'overdueUnits may not exceed units', function within(value) {
      return value <= (this.parent as { units: number }).units;
    }),
  /** open APNs (notices) for the units' model, each applying to the company's first unit (units must be 1 or more) */
  notices: yup
    .number()
    .integer()
    .min(0)
    .max(30)
    .default(0)
    .when('units', {
      is: 0,
      then: (schema) => schema.max(0, 'notices need at least one unit to apply to'),
    }),
  /**
   * the units' model is the company's own, whose replacement-parts list holds this many catalogue parts (shown
   * online, orderable on the web, priced in USD, in stock, numbered like '928-7092'); units must be 1 or more
   */
  parts: yup
    .number()
    .integer()
    .min(0)
    .max(15)
    .default(0)
    .when('units', {
      is: 0,
      then: (schema) => schema.max(0, 'parts need at least one unit whose model lists them'),
    }),
  /** a shipped supply order of two lines with tax and freight, and its open invoice (lines + tax + freight) */
  invoicedOrder: yup.boolean().default(false),
  /** the invoiced order gains a third line of a part the catalogue no longer has (what a reorder must refuse) */
  retiredPartLine: yup
    .boolean()
    .default(false)
    .when('invoicedOrder', {
      is: false,
      then: (schema) => schema.oneOf([false], 'retiredPartLine needs invoicedOrder'),
    }),
  /**
   * open invoices of the company (no order behind them), each `amount` dollars, due `daysPastDue` days ago (a negative
   * number: due that many days ahead) and dated 30 days before it falls due: one per aging bucket, say
   */
  openInvoices: yup
    .array(
      yup.object({
        daysPastDue: yup.number().integer().min(-90).max(400).required(),
        amount: yup.number().min(0.01).max(1_000_000).required(),
      }),
    )
    .max(8)
    .default([]),
  /** child companies: the company becomes their parent holding */
  children: yup
    .array(
      yup.object({
        name: yup.string().required().max(120),
        units: yup.number().integer().min(0).max(20).default(0),
      }),
    )
    .max(6)
    .default([]),
});

const staffSchema = yup.object({
  tag: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{3,40}$/),
  email: yup.string().email().required().max(160),
  firstName: yup.string().required().max(60),
  lastName: yup.string().required().max(60),
  password: yup.string().required().min(8).max(80),
  role: yup.object({ name: yup.string().required().max(80), privileges: privilegeList }).required(),
  /** the flag group (launchDarklyGroup) the agent evaluates flags under: a group of the test's own */
  flagGroup: yup
    .string()
    .matches(/^[A-Za-z0-9_-]{3,60}$/)
    .optional(),
});

const courseSessionSchema = yup.object({
  tag: yup
    .string()
    .required()
    .matches(/^[a-z0-9-]{3,40}$/),
  learners: yup
    .array(
      yup.object({
        email: yup.string().email().required().max(160),
        status: yup.string().oneOf(['BOOKED', 'WAITLISTED']).required(),
      }),
    )
    .required()
    .min(1)
    .max(20),
  /**
   * a course of the test's own (not in the store) with this many sessions before the learners' one: the staff
   * list's paging is tested on a course whose sessions no other test adds to
   */
  earlierSessions: yup.number().integer().min(1).max(60).optional(),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instructor-led course named by the test's tag, kept out of the store (inactive). */
async function ownCourse(db: Database, tag: string) {
  const [course] = await db
    .insert(courses)
    .values({
      courseId: `tf-${tag}`,
      externalCourseId: `LMS-TF-${tag}`,
      title: `Instructor-Led Course ${tag}`,
      deliveryMethod: 'Instructor-Led',
      active: false,
    })
    .returning({ courseId: courses.courseId, title: courses.title });
  return course;
}

/**
 * A session of the test's own (at a place named by its tag, a week out: before the seed's, which start two weeks out,
 * so it heads the staff list) and its learners' seats.
 */
async function createCourseSession(
  db: Database,
  input: yup.InferType<typeof courseSessionSchema>,
): Promise<{ sessionId: string; courseId: string; title: string; location: string }> {
  const course = input.earlierSessions
    ? await ownCourse(db, input.tag)
    : (
        await db
          .select({ courseId: courses.courseId, title: courses.title })
          .from(courses)
          .where(and(eq(courses.deliveryMethod, 'Instructor-Led'), eq(courses.active, true)))
          .orderBy(asc(courses.courseId))
          .limit(1)
      )[0];
  if (!course) throw new yup.ValidationError('no instructor-led course');
  const location = `Training Center ${input.tag}`;
  const booked = input.learners.filter((l) => l.status === 'BOOKED').length;
  const day = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 8);
  const sessionId = await db.transaction(async (tx) => {
    const earlier = Array.from({ length: input.earlierSessions ?? 0 }, (_, i) => ({
      courseId: course.courseId,
      startsAt: new Date(day + (7 - (i + 1) / 24) * DAY_MS),
      endsAt: new Date(day + 8 * DAY_MS),
      location: `Training Center ${input.tag} room ${i + 1}`,
      capacity: 10,
    }));
    if (earlier.length > 0) await tx.insert(courseSessions).values(earlier);
    const [session] = await tx
      .insert(courseSessions)
      .values({
        courseId: course.courseId,
        startsAt: new Date(day + 7 * DAY_MS),
        endsAt: new Date(day + 8 * DAY_MS),
        location,
        capacity: booked + 2,
        booked,
      })
      .returning({ id: courseSessions.id });
    const [order] = await tx
      .insert(courseOrders)
      .values({ externalOrderId: `TF-${input.tag}`, orderedAt: new Date() })
      .returning({ id: courseOrders.courseOrderId });
    await tx.insert(courseSeats).values(
      input.learners.map((l, i) => ({
        courseOrderId: order!.id,
        courseId: course.courseId,
        seatNumber: i + 1,
        learnerEmail: l.email,
        assignedAt: new Date(),
        sessionId: session!.id,
        sessionStatus: l.status,
      })),
    );
    return session!.id;
  });
  return { sessionId, courseId: course.courseId, title: course.title, location };
}

export interface FixtureCompany {
  accountId: string;
  accountNumber: string;
  name: string;
  domain: string | null;
  children: { accountId: string; name: string }[];
  /** the invoiced order made (invoicedOrder), with the figures its invoice reconciles to */
  invoicedOrder: {
    orderNumber: string;
    trxNumber: string;
    /** its lines' parts and quantities, in line order */
    lines: { partNumber: string; quantity: number }[];
    subtotal: number;
    tax: number;
    freight: number;
    total: number;
  } | null;
  /** the open invoices made (openInvoices), in the order asked */
  openInvoices: { trxNumber: string; amount: number; dueDate: string }[];
}

/** The invoiced order's lines: their extended prices make its subtotal. */
const ORDER_LINES = [
  { partNumber: '928-7092', description: 'Hydraulic filter element', quantity: 2, unitPrice: 48.75 },
  { partNumber: '410-2215', description: 'Boom wear pad kit', quantity: 1, unitPrice: 212.4 },
];
/** a part number no catalogue has (the seed's retired part, docs/seed-users.md) */
const RETIRED_PART_LINE = {
  partNumber: '000-0042',
  description: 'Retired swivel bushing',
  quantity: 1,
  unitPrice: 18.5,
};
const cents = (n: number) => Math.round(n * 100) / 100;

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Catalogue parts a business buyer can order on the web today: shown online, active, priced in USD, in stock. */
function orderableParts(db: Database | Executor, limit: number) {
  return db
    .select({ partNumber: products.partNumber, name: products.name, priceUsd: products.priceUsd })
    .from(products)
    .where(
      and(
        eq(products.showOnline, true),
        eq(products.status, 'ACTIVE'),
        isNotNull(products.priceUsd),
        gt(products.qtyOnHand, 0),
        sql`${products.partNumber} ~ '^[0-9]{3}-[0-9]{4}$'`,
        // orderable on the web, not by telephone only
        ...PHONE_ORDER_PLANNING_CODES.map((code) => sql`${products.planningCode} is distinct from ${code}`),
      ),
    )
    .orderBy(asc(products.partNumber))
    .limit(limit);
}

/**
 * The lines of the invoiced order: fixed parts (the invoice journey reads only figures), or, for a reorder, two
 * parts orderable today at their catalogue prices and the retired one.
 */
async function madeOrderLines(db: Database, retiredPartLine: boolean) {
  if (!retiredPartLine) return ORDER_LINES;
  const parts = await orderableParts(db, 2);
  if (parts.length < 2) throw new yup.ValidationError('the catalogue has fewer than 2 orderable parts');
  return [
    ...parts.map((p, i) => ({
      partNumber: p.partNumber,
      description: p.name,
      quantity: i === 0 ? 2 : 1,
      unitPrice: p.priceUsd ?? 0,
    })),
    RETIRED_PART_LINE,
  ];
}

/** A role of the given privileges (the catalogue gains any it lacks, as the seed would have it). */
async function insertRole(
  tx: Executor,
  role: { name: string; privileges: string[] },
  fields: { scope: 'GLOBAL' | 'ORGANIZATION'; roleClass: 'STAFF' | 'CUSTOMER'; accountId: string | null },
): Promise<string> {
  await tx
    .insert(privilegeCatalogue)
    .values(role.privileges.map((name) => ({ name, displayName: privilegeDisplayName(name) })))
    .onConflictDoNothing();
  const roleId = randomUUID();
  await tx
    .insert(roles)
    .values({ id: roleId, name: role.name, description: 'Made by an end-to-end test', ...fields });
  await tx.insert(rolePrivileges).values(role.privileges.map((privilegeName) => ({ roleId, privilegeName })));
  return roleId;
}

/** A number from the tag and a counter, so account numbers (unique) differ across runs and companies. */
function accountNumberFor(tag: string, n: number, lead = 9): string {
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${lead}${String(hash % 10_000_000).padStart(7, '0')}${n}`;
}

async function createCompany(
  db: Database,
  input: yup.InferType<typeof companySchema>,
): Promise<FixtureCompany> {
  const id = (n: number) => `TF-${input.tag}-${n}`;
  const companies = [
    { accountId: id(0), name: input.name, units: input.units },
    ...input.children.map((child, i) => ({ accountId: id(i + 1), name: child.name, units: child.units })),
  ].map((c, n) => ({
    ...c,
    accountNumber: accountNumberFor(input.tag, n),
    partyId: `TFP-${input.tag}-${n}`,
  }));
  const [parent] = companies as [(typeof companies)[number], ...typeof companies];
  const children = companies.slice(1);
  const model = input.parts > 0 ? `TM-${input.tag}` : 'TA40';
  const orderLinesMade = await madeOrderLines(db, input.retiredPartLine);
  const subtotal = cents(orderLinesMade.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0));
  const tax = cents(subtotal * 0.06);
  const freight = 42;
  const invoicedOrder = input.invoicedOrder
    ? {
        orderNumber: accountNumberFor(input.tag, 1, 6),
        trxNumber: accountNumberFor(input.tag, 1, 4),
        lines: orderLinesMade.map((l) => ({ partNumber: l.partNumber, quantity: l.quantity })),
        subtotal,
        tax,
        freight,
        total: cents(subtotal + tax + freight),
      }
    : null;
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const openInvoices = input.openInvoices.map((invoice, i) => ({
    trxNumber: accountNumberFor(input.tag, 10 + i, 4),
    amount: cents(invoice.amount),
    dueDate: isoDay(Date.now() - invoice.daysPastDue * 86_400_000),
  }));
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(
      companies.map((c) => ({
        accountId: c.accountId,
        accountNumber: c.accountNumber,
        partyId: c.partyId,
        partyNumber: `P${c.partyId}`,
        name: c.name,
        type: 'BUSINESS' as const,
        parentAccountId: c === parent ? null : parent.accountId,
        isParentHolding: c === parent && children.length > 0,
        paymentTerms: 'NET 30',
      })),
    );
    await tx.insert(addresses).values(
      companies.map((c) => ({
        addressId: `TFA-${c.accountId}`,
        ebsAddressId: `TFE-${c.accountId}`,
        accountId: c.accountId,
        partyId: c.partyId,
        addressName: `${c.name} - Main Office`,
        address1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        zipCode: '78701',
        country: 'US',
        isDefault: true,
      })),
    );
    if (children.length > 0)
      await tx.insert(secondaryOrgRelationships).values(
        children.map((c) => ({
          parentAccountId: parent.accountId,
          custAccountId: c.accountId,
          parentCoParty: parent.name,
          parentCoPartyNumber: `P${parent.partyId}`,
          parentCoPartyId: parent.partyId,
          relationshipCode: 'PARENT_COMPANY',
          relationshipType: 'PARENT_HOLDING',
          custParty: c.name,
          custPartyNumber: `P${c.partyId}`,
          custPartyId: c.partyId,
          accountName: c.name,
          accountNumber: c.accountNumber,
        })),
      );
    const roleId = await insertRole(tx, input.defaultRole, {
      scope: 'ORGANIZATION',
      roleClass: 'CUSTOMER',
      accountId: parent.accountId,
    });
    await tx.insert(companyDefaultRoles).values({ accountId: parent.accountId, roleId });
    for (const role of input.roles)
      await insertRole(tx, role, {
        scope: 'ORGANIZATION',
        roleClass: 'CUSTOMER',
        accountId: parent.accountId,
      });
    if (input.domain)
      await tx.insert(emailDomainRules).values({
        domain: input.domain,
        customerName: parent.name,
        customerNumber: parent.accountNumber,
        accountId: parent.accountId,
        registrationAllowed: true,
      });
    const units = companies.flatMap((c) =>
      Array.from({ length: c.units }, (_, i) => ({
        instanceId: `TFU-${c.accountId}-${i + 1}`,
        accountId: c.accountId,
        customerName: c.name,
        customerVehicleNumber: `V-${i + 1}`,
        productLine: 'Aerial Device',
        model,
        city: 'Austin',
        stateProvince: 'TX',
        inServiceDate: '2024-03-01',
        unitSerial: `TFS-${c.accountId}-${i + 1}`,
        custAcctIds: [c.accountId],
      })),
    );
    // the first overdueUnits of the company's own are aerial devices long due for inspection
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    for (const unit of units.filter((u) => u.accountId === parent.accountId).slice(0, input.overdueUnits))
      Object.assign(unit, { productLine: 'Aerial Devices', inServiceDate: threeYearsAgo });
    if (units.length > 0) await tx.insert(fleetUnits).values(units);
    if (input.overdueUnits > 0)
      await refreshUnitPlans(tx, new Date().toISOString().slice(0, 10), [parent.accountId]);
    if (input.parts > 0) {
      const listed = await orderableParts(tx, input.parts);
      if (listed.length < input.parts)
        throw new yup.ValidationError(`the catalogue has only ${listed.length} parts to list`);
      await tx
        .insert(modelBomParts)
        .values(listed.map((p, i) => ({ model, partNumber: p.partNumber, quantity: 1, position: i + 1 })));
    }
    if (invoicedOrder) {
      const orderId = `TFO-${input.tag}-1`;
      const invoiceId = `TFI-${input.tag}-1`;
      const day = 86_400_000;
      const now = Date.now();
      await tx.insert(orders).values({
        orderId,
        orderNumber: invoicedOrder.orderNumber,
        accountId: parent.accountId,
        status: 'SHIPPED',
        orderedAt: new Date(now - 5 * day),
        customerPo: `PO-${input.tag}`,
        subtotal: invoicedOrder.subtotal,
        tax: invoicedOrder.tax,
        freight: invoicedOrder.freight,
        total: invoicedOrder.total,
        shipToAddressId: `TFA-${parent.accountId}`,
        billToAddressId: `TFA-${parent.accountId}`,
        shippingMethod: 'Ground',
      });
      await tx.insert(orderLines).values(
        orderLinesMade.map((l, i) => ({
          orderId,
          lineNumber: i + 1,
          partNumber: l.partNumber,
          description: l.description,
          quantity: l.quantity,
          shippedQuantity: l.quantity,
          unitPrice: l.unitPrice,
          extendedPrice: cents(l.quantity * l.unitPrice),
          status: 'SHIPPED',
          shippedDate: isoDay(now - 3 * day),
        })),
      );
      await tx.insert(invoices).values({
        invoiceId,
        customerTrxId: `TFC-${input.tag}-1`,
        trxNumber: invoicedOrder.trxNumber,
        title: `Invoice ${invoicedOrder.trxNumber}`,
        accountId: parent.accountId,
        orderId,
        status: 'OPEN',
        invoiceDate: isoDay(now - day),
        dueDate: isoDay(now + 29 * day),
        amount: invoicedOrder.total,
        balanceDue: invoicedOrder.total,
        customerPo: `PO-${input.tag}`,
        billToAddressId: `TFA-${parent.accountId}`,
        shipToAddressId: `TFA-${parent.accountId}`,
      });
      await tx.insert(invoiceLines).values(
        orderLinesMade.map((l, i) => ({
          invoiceId,
          lineNumber: i + 1,
          partNumber: l.partNumber,
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          amount: cents(l.quantity * l.unitPrice),
        })),
      );
    }
    if (openInvoices.length > 0)
      await tx.insert(invoices).values(
        openInvoices.map((invoice, i) => ({
          invoiceId: `TFI-${input.tag}-open-${i + 1}`,
          customerTrxId: `TFC-${input.tag}-open-${i + 1}`,
          trxNumber: invoice.trxNumber,
          title: `Invoice ${invoice.trxNumber}`,
          accountId: parent.accountId,
          status: 'OPEN' as const,
          invoiceDate: isoDay(Date.parse(invoice.dueDate) - 30 * 86_400_000),
          dueDate: invoice.dueDate,
          amount: invoice.amount,
          balanceDue: invoice.amount,
          billToAddressId: `TFA-${parent.accountId}`,
          shipToAddressId: `TFA-${parent.accountId}`,
        })),
      );
    const firstUnit = units.find((u) => u.accountId === parent.accountId);
    if (input.notices > 0 && firstUnit) {
      const made = Array.from({ length: input.notices }, (_, i) => ({
        apnId: `TFN-${input.tag}-${i + 1}`,
        apnNumber: `${input.tag}-${String(i + 1).padStart(2, '0')}`,
        title: `Boom Inspection ${i + 1} ${input.tag}`,
        description: 'Inspect the boom as instructed (made by an end-to-end test).',
        productLine: firstUnit.productLine,
        models: [firstUnit.model],
        noticeType: 'SERVICE',
        severity: 'MEDIUM',
        issuedDate: `2025-01-${String(i + 1).padStart(2, '0')}`,
        dueDate: '2026-12-31',
      }));
      await tx.insert(notices).values(made);
      await tx.insert(noticeUnits).values(
        made.map((n) => ({
          apnId: n.apnId,
          instanceId: firstUnit.instanceId,
          accountId: parent.accountId,
          status: 'OPEN' as const,
        })),
      );
    }
  });
  return {
    accountId: parent.accountId,
    accountNumber: parent.accountNumber,
    name: parent.name,
    domain: input.domain ?? null,
    children: children.map((c) => ({ accountId: c.accountId, name: c.name })),
    invoicedOrder,
    openInvoices,
  };
}

const savedCardsSchema = yup.object({ email: yup.string().email().lowercase().required().max(160) });

/**
 * The user's saved cards of the payment stand-in, as the seeded clerk's (api/src/seed/payables-clerk-user.ts): a Visa
 * ending in 4242 that it approves, the default, and one ending in 0002 that it declines (the token says so).
 */
async function createSavedCards(
  db: Database,
  input: yup.InferType<typeof savedCardsSchema>,
): Promise<{ cards: { lastFour: string; declines: boolean }[] }> {
  const [user] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email));
  if (!user) throw new yup.ValidationError(`no user ${input.email}`);
  const cards = [
    { lastFour: '4242', token: standInToken(), declines: false },
    { lastFour: '0002', token: standInToken('decline'), declines: true },
  ];
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(paymentMethods)
      .values(
        cards.map((card) => ({
          userId: user.id,
          accountId: user.accountId,
          token: card.token,
          brand: 'Visa',
          lastFour: card.lastFour,
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cardholderName: `${user.firstName} ${user.lastName}`,
          createdAt: new Date(),
        })),
      )
      .returning({ id: paymentMethods.id });
    await tx.update(users).set({ defaultPaymentId: made[0]!.id }).where(eq(users.id, user.id));
  });
  return { cards: cards.map(({ lastFour, declines }) => ({ lastFour, declines })) };
}

async function createStaff(
  db: Database,
  input: yup.InferType<typeof staffSchema>,
): Promise<{ email: string }> {
  if (classOfPrivileges(input.role.privileges) !== 'STAFF')
    throw new yup.ValidationError('role holds no staff privilege');
  const accountId = `TF-${input.tag}-staff`;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values({
      accountId,
      accountNumber: accountNumberFor(input.tag, 9),
      partyId: `TFP-${input.tag}-staff`,
      name: `AerialCo Customer Service ${input.tag}`,
      type: 'INTERNAL',
    });
    const roleId = await insertRole(tx, input.role, { scope: 'GLOBAL', roleClass: 'STAFF', accountId: null });
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      authId: `test-fixture|${userId}`,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      status: 'REGISTERED',
      registrationType: 'B2B',
      isValidatedB2BUser: true,
      accountId,
      partyId: `TFP-${input.tag}-staff`,
      businessName: `AerialCo Customer Service ${input.tag}`,
      acceptedTerms: true,
      acceptedTermsDate: new Date(),
      launchDarklyGroup: input.flagGroup ?? null,
    });
    await tx.insert(userRoles).values({ userId, roleId });
  });
  return { email: input.email };
}

export function registerTestFixtureRoutes(api: FastifyInstance, config: ApiConfig, db: Database): void {
  if (!config.testFixtures) return;
  api.post('/test-fixtures/company', async (request) =>
    createCompany(db, await companySchema.validate(request.body, { stripUnknown: true })),
  );
  api.post('/test-fixtures/staff', async (request) =>
    createStaff(db, await staffSchema.validate(request.body, { stripUnknown: true })),
  );
  // the fleet alerts job's work now, as the worker does it every quarter hour (issue 38)
  api.post('/test-fixtures/fleet-alerts', async () => ({ mails: await sendFleetAlerts(db, new Date()) }));
  api.post('/test-fixtures/course-session', async (request) =>
    createCourseSession(db, await courseSessionSchema.validate(request.body, { stripUnknown: true })),
  );
  api.post('/test-fixtures/saved-cards', async (request) =>
    createSavedCards(db, await savedCardsSchema.validate(request.body, { stripUnknown: true })),
  );
}
