// Training-store orders (spec sections 3 and 7): createCourseOrder(courseOrder {externalOrderId, accountId,
// courses [{courseId, externalCourseId, quantity}]}) priced from the catalogue and paid like the supply checkout
// (a saved card, a billing address of the company), idempotent on externalOrderId; after the order the buyer is
// activated in the learning system and enrolled (setLitmosUserToActive), and a confirmation goes to the outbox.
// Also: free-course enrolment, the learner's enrolments, and the two training order histories (the company's,
// dashboard training/orders with B2B_View_Orders; the user's own, My Account trainingStoreOrderHistoryPage).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import { MAX_COURSE_SEATS, courseSeatsRule } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import { auditLog, courseOrderLines, courseOrders, courses, mailOutbox } from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import { requireRule } from '../../access/operation-rule.js';
import { requireAccount, requireUser, scopedAccountIds } from '../../access/authorization.js';
import { currencyFor } from '../catalogue/index.js';
import { isCustomerPurchaseOrderEnabled } from '../accounts/index.js';
import {
  CHECKOUT_MESSAGES,
  cardExpired,
  customerPoField,
  loadAddressForCaller,
  loadCallerPaymentMethod,
  taxFor,
} from '../carts-and-checkout/index.js';
import { nextReadableNumber } from '../../db/readable-number.js';
import { learningSystemFor } from './learning/learning-system.js';
import type { Enrolment } from './learning/learning-system.js';
import {
  accountIdListField,
  emailField,
  idField,
  pageField,
  sizeField,
  str,
  uuidField,
  validate,
} from '../../shared/validation.js';
import { COURSE_NOT_FOUND } from './course-service.js';
import { requireTrainingBuyer } from './training-access.js';
import { loadManagedCourseOrder } from './course-seat-service.js';

const COURSE_ORDER_MESSAGES = {
  unknownCourse: (id: string) => `Course ${id} does not exist.`,
  externalMismatch: (id: string, external: string) =>
    `Course ${id} does not have the external course id ${external}.`,
  otherCompany:
    'Course orders are placed for the company you registered with. Please change company to proceed.',
  orderNumberUsed: 'This order number has already been used for another order.',
  paymentRequired: 'A payment method is required. Please choose a saved card.',
  billToRequired: 'A billing address is required.',
  billToNotBilling: 'The selected billing address cannot be used for billing. Please choose another address.',
  cardExpired: 'The selected card has expired. Please choose another payment method.',
  notFree: 'This course is not free. Please add it to your cart.',
  ownEmailOnly: 'Only your own learning account can be activated.',
} as const;

const MAX_COURSE_LINES = 50;

const courseIdField = str('courseId')
  .trim()
  .required('courseId is required.')
  .max(40, 'courseId must be at most 40 characters.')
  .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'courseId is not a valid course id.');

const courseOrderSchema = yup.object({
  externalOrderId: idField('externalOrderId').required('externalOrderId is required.'),
  accountId: idField('accountId').required('accountId is required.'),
  courses: yup
    .array()
    .of(
      yup.object({
        courseId: courseIdField,
        externalCourseId: str('externalCourseId')
          .trim()
          .required('externalCourseId is required.')
          .max(40, 'externalCourseId must be at most 40 characters.'),
        quantity: courseSeatsRule(),
      }),
    )
    .required('courses are required.')
    .min(1, 'At least one course is required.')
    .max(MAX_COURSE_LINES, `At most ${MAX_COURSE_LINES} courses can be ordered at once.`),
  paymentMethodId: uuidField('paymentMethodId').nullable(),
  billToAddressId: idField('billToAddressId').nullable(),
  customerPo: customerPoField(),
});

/** Training orders are numbered from 7 100 001, apart from supply orders (6 100 001, …). */
const FIRST_COURSE_ORDER_NUMBER = 7_100_000;

export interface CourseOrderInput {
  externalOrderId: string;
  accountId: string;
  courses: { courseId: string; externalCourseId: string; quantity: number }[];
  paymentMethodId?: string | null;
  billToAddressId?: string | null;
  /** pay by purchase order (where the organisation allows it) instead of a card */
  customerPo?: string | null;
}

interface CourseOrderLineView {
  courseId: string;
  externalCourseId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

interface EnrolmentView {
  enrolmentId: string;
  courseId: string;
  title: string;
  courseOrderId: string | null;
  enrolledAt: string;
  startUrl: string;
}

interface CourseOrderView {
  courseOrderId: string;
  externalOrderId: string;
  /** the short readable number the buyer quotes (null for orders older than numbering) */
  orderNumber: string | null;
  customerPo: string | null;
  subtotal: number;
  tax: number;
  accountId: string | null;
  userId: string | null;
  status: string;
  currency: string;
  total: number;
  orderedAt: string;
  lines: CourseOrderLineView[];
}

export interface CourseOrderConfirmation {
  order: CourseOrderView;
  enrolments: EnrolmentView[];
}

const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;
const conflict = (message: string) => new ApiError('CONFLICT', message, { userFriendlyMessage: message });

const formatMoney = (amount: number, currency: string) =>
  `${currency === 'CAD' ? 'CAD$' : '$'}${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The course-order confirmation e-mail: seats, totals and a 'Start course' link per course. */
function courseOrderConfirmationMail(input: {
  firstName: string;
  order: CourseOrderView;
  enrolments: EnrolmentView[];
  origin: string;
}) {
  const money = (n: number) => formatMoney(n, input.order.currency);
  const lines = input.order.lines.map(
    (l) => `${l.quantity} × ${l.title} at ${money(l.unitPrice)} = ${money(l.lineTotal)}`,
  );
  const starts = input.enrolments.map((e) => `${e.title}: ${input.origin}${e.startUrl}`);
  const number = orderNumberOf(input.order);
  const intro = [
    `Hello ${input.firstName},`,
    `Thank you for your training order ${number}.`,
    ...(input.order.customerPo ? [`Purchase order: ${input.order.customerPo}`] : []),
  ];
  const totals = [
    `Subtotal: ${money(input.order.subtotal)}`,
    `Tax: ${money(input.order.tax)}`,
    `Total: ${money(input.order.total)}`,
  ];
  const outro = `Questions about your training? Call us at ${brand.helpLineWithOption}.`;
  const text = [
    ...intro,
    lines.join('\n'),
    totals.join('\n'),
    `Start course:\n${starts.join('\n')}`,
    outro,
  ].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<div>',
    ...intro.map(p),
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ...totals.map(p),
    `<ul>${input.enrolments
      .map(
        (e) =>
          `<li><a href="${escapeHtml(`${input.origin}${e.startUrl}`)}">Start course: ${escapeHtml(e.title)}</a></li>`,
      )
      .join('')}</ul>`,
    p(outro),
    '</div>',
  ].join('');
  return {
    subject: `Your ${brand.titleSuffix} training order ${number}`,
    text: `${text}\n`,
    html,
  };
}

/** The number the buyer quotes: the readable order number, or the client's for orders placed before numbering. */
export const orderNumberOf = (order: Pick<CourseOrderView, 'orderNumber' | 'externalOrderId'>) =>
  order.orderNumber ?? order.externalOrderId;

type OrderRow = typeof courseOrders.$inferSelect;

async function orderViews(db: Executor, rows: OrderRow[]): Promise<CourseOrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: courseOrderLines, title: courses.title })
    .from(courseOrderLines)
    .innerJoin(courses, eq(courses.courseId, courseOrderLines.courseId))
    .where(
      inArray(
        courseOrderLines.courseOrderId,
        rows.map((r) => r.courseOrderId),
      ),
    )
    .orderBy(courseOrderLines.courseId);
  return rows.map((r) => ({
    courseOrderId: r.courseOrderId,
    externalOrderId: r.externalOrderId,
    orderNumber: r.orderNumber,
    customerPo: r.customerPo,
    subtotal: Number(r.subtotal),
    tax: Number(r.tax),
    accountId: r.accountId,
    userId: r.userId,
    status: r.status,
    currency: r.currency,
    total: Number(r.total),
    orderedAt: r.orderedAt.toISOString(),
    lines: lines
      .filter((l) => l.line.courseOrderId === r.courseOrderId)
      .map((l) => ({
        courseId: l.line.courseId,
        externalCourseId: l.line.externalCourseId,
        title: l.title,
        quantity: l.line.quantity,
        unitPrice: Number(l.line.unitPrice),
        lineTotal: roundMoney(Number(l.line.unitPrice) * l.line.quantity),
      })),
  }));
}

const titleOf = (order: CourseOrderView, courseId: string) =>
  order.lines.find((l) => l.courseId === courseId)?.title ?? courseId;

const toEnrolmentView = (e: Enrolment, title: string): EnrolmentView => ({
  enrolmentId: e.enrolmentId,
  courseId: e.courseId,
  title,
  courseOrderId: e.courseOrderId,
  enrolledAt: e.enrolledAt.toISOString(),
  startUrl: e.startUrl,
});

/** A repeated externalOrderId: the same buyer's identical order answers as the first time; anything else is 409. */
async function existingOrder(
  ctx: RequestContext,
  userId: string,
  request: { externalOrderId: string; accountId: string; lines: Map<string, number> },
): Promise<CourseOrderConfirmation> {
  const [row] = await ctx.db
    .select()
    .from(courseOrders)
    .where(eq(courseOrders.externalOrderId, request.externalOrderId))
    .limit(1);
  if (!row) throw new Error('course order vanished');
  const [view] = await orderViews(ctx.db, [row]);
  const same =
    row.userId === userId &&
    row.accountId === request.accountId &&
    view!.lines.length === request.lines.size &&
    view!.lines.every((l) => request.lines.get(l.courseId) === l.quantity);
  if (!same) throw conflict(COURSE_ORDER_MESSAGES.orderNumberUsed);
  const user = requireUser(ctx);
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const enrolments = (await lms.enrolments(ctx.db, user.email)).filter(
    (e) => e.courseOrderId === row.courseOrderId,
  );
  return { order: view!, enrolments: enrolments.map((e) => toEnrolmentView(e, titleOf(view!, e.courseId))) };
}

/**
 * createCourseOrder(courseOrder): checks every line (the course exists, is active and has that external id; seats
 * 1..999) and names every problem at once; prices the seats from the catalogue in the buyer's currency; a paid order
 * needs one of the buyer's saved cards and a billing address of the company. The order, its lines, the enrolments
 * and the confirmation e-mail are written in one transaction. A retried request (same externalOrderId, same buyer
 * and lines) answers the first order again: one order, one enrolment per course.
 */
export async function createCourseOrder(
  ctx: RequestContext,
  args: { courseOrder: CourseOrderInput },
): Promise<CourseOrderConfirmation> {
  const input = validate(courseOrderSchema, args.courseOrder ?? {});
  const buyer = await requireTrainingBuyer(ctx);
  requireAccount(ctx, input.accountId);
  const selected = ctx.caller.scope.selectedAccountId;
  if (input.accountId !== buyer.user.accountId || (selected && selected !== buyer.user.accountId))
    throw forbidden(COURSE_ORDER_MESSAGES.otherCompany);

  // one line per course (a course sent twice adds up its seats)
  const wanted = new Map<string, { externalCourseId: string; quantity: number }>();
  for (const line of input.courses) {
    const seen = wanted.get(line.courseId);
    wanted.set(line.courseId, {
      externalCourseId: line.externalCourseId,
      quantity: Math.min(MAX_COURSE_SEATS, (seen?.quantity ?? 0) + line.quantity),
    });
  }
  const found = await ctx.db
    .select()
    .from(courses)
    .where(inArray(courses.courseId, [...wanted.keys()]));
  const byId = new Map(found.map((c) => [c.courseId, c]));
  const problems: string[] = [];
  for (const [courseId, line] of wanted) {
    const course = byId.get(courseId);
    if (!course || !course.active) problems.push(COURSE_ORDER_MESSAGES.unknownCourse(courseId));
    else if (course.externalCourseId !== line.externalCourseId)
      problems.push(COURSE_ORDER_MESSAGES.externalMismatch(courseId, line.externalCourseId));
  }
  if (problems.length > 0) throw badInput(problems[0] as string, problems);

  const currency = currencyFor(buyer.locale);
  const priced = [...wanted].map(([courseId, line]) => {
    const course = byId.get(courseId)!;
    const price = course.isFree ? 0 : currency === 'CAD' ? course.priceCad : course.priceUsd;
    if (price === null || price === undefined) throw badInput(COURSE_ORDER_MESSAGES.unknownCourse(courseId));
    return { course, quantity: line.quantity, unitPrice: Number(price) };
  });
  const subtotal = roundMoney(priced.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const quantities = new Map(priced.map((l) => [l.course.courseId, l.quantity]));

  // a retry of an order already placed answers it again before payment is looked at (the card may be gone now)
  const [previous] = await ctx.db
    .select({ id: courseOrders.courseOrderId })
    .from(courseOrders)
    .where(eq(courseOrders.externalOrderId, input.externalOrderId))
    .limit(1);
  if (previous)
    return existingOrder(ctx, buyer.user.id, {
      externalOrderId: input.externalOrderId,
      accountId: input.accountId,
      lines: quantities,
    });

  // a paid order: a billing address of the company (its state or province sets the tax, as at the supply checkout)
  // and a saved card or, where the organisation allows it, a purchase order number
  let paymentMethodId: string | null = null;
  let customerPo: string | null = null;
  let tax = 0;
  if (subtotal > 0) {
    const poEnabled = await isCustomerPurchaseOrderEnabled(ctx, { accountId: input.accountId });
    customerPo = input.customerPo ? input.customerPo : null;
    if (customerPo && !poEnabled) throw badInput(CHECKOUT_MESSAGES.poNotEnabled);
    if (!customerPo && !input.paymentMethodId)
      throw badInput(poEnabled ? CHECKOUT_MESSAGES.paymentRequiredPo : COURSE_ORDER_MESSAGES.paymentRequired);
    if (!customerPo) {
      const card = await loadCallerPaymentMethod(ctx, input.paymentMethodId!);
      if (cardExpired(card.expMonth, card.expYear, ctx.now()))
        throw badInput(COURSE_ORDER_MESSAGES.cardExpired);
      paymentMethodId = card.id;
    }
    if (!input.billToAddressId) throw badInput(COURSE_ORDER_MESSAGES.billToRequired);
    const billTo = await loadAddressForCaller(ctx, input.billToAddressId, 'billing address');
    if (billTo.accountId !== input.accountId) throw forbidden(COURSE_ORDER_MESSAGES.otherCompany);
    if (!billTo.billingEnabled) throw badInput(COURSE_ORDER_MESSAGES.billToNotBilling);
    tax = taxFor(subtotal, billTo, buyer.taxExempt);
  }
  const total = roundMoney(subtotal + tax);

  const now = ctx.now();
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const placed = await ctx.db.transaction(async (tx) => {
    // externalOrderId is unique: of two identical requests racing, the second finds the first's row here
    const orderNumber = await nextReadableNumber(tx, {
      table: courseOrders,
      column: courseOrders.orderNumber,
      first: FIRST_COURSE_ORDER_NUMBER,
    });
    const [order] = await tx
      .insert(courseOrders)
      .values({
        externalOrderId: input.externalOrderId,
        orderNumber: String(orderNumber),
        accountId: input.accountId,
        userId: buyer.user.id,
        status: 'PLACED',
        currency,
        subtotal,
        tax,
        total,
        paymentMethodId,
        customerPo,
        orderedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return null;
    await tx.insert(courseOrderLines).values(
      priced.map((l) => ({
        courseOrderId: order.courseOrderId,
        courseId: l.course.courseId,
        externalCourseId: l.course.externalCourseId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    );
    const enrolments: EnrolmentView[] = [];
    for (const l of priced) {
      const e = await lms.enrol(tx, {
        email: buyer.email,
        userId: buyer.user.id,
        courseId: l.course.courseId,
        courseOrderId: order.courseOrderId,
        at: now,
      });
      enrolments.push(toEnrolmentView(e, l.course.title));
    }
    const [view] = await orderViews(tx, [order]);
    const mail = courseOrderConfirmationMail({
      firstName: buyer.firstName,
      order: view!,
      enrolments,
      origin: ctx.config.publicUrl,
    });
    await tx.insert(mailOutbox).values({
      to: buyer.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: 'CourseOrderConfirmationEmail',
      templateData: {
        emailAddress: buyer.email,
        externalOrderId: input.externalOrderId,
        orderNumber: view!.orderNumber,
        total,
        currency,
      },
    });
    await tx.insert(auditLog).values({
      actorUserId: buyer.user.id,
      subjectUserId: buyer.user.id,
      action: 'COURSE_ORDER_PLACED',
      details: { courseOrderId: order.courseOrderId, externalOrderId: input.externalOrderId },
      at: now,
    });
    return { order: view!, enrolments };
  });
  if (placed) return placed;
  return existingOrder(ctx, buyer.user.id, {
    externalOrderId: input.externalOrderId,
    accountId: input.accountId,
    lines: quantities,
  });
}

/** enrolFreeCourse(courseId): a signed-in user enrols in a free course at once (once per course). */
export async function enrolFreeCourse(
  ctx: RequestContext,
  args: { courseId: string },
): Promise<EnrolmentView> {
  const { courseId } = validate(yup.object({ courseId: courseIdField }), args);
  const learner = await requireTrainingBuyer(ctx);
  const [course] = await ctx.db
    .select()
    .from(courses)
    .where(and(eq(courses.courseId, courseId), eq(courses.active, true)))
    .limit(1);
  if (!course) throw badInput(COURSE_NOT_FOUND);
  if (!course.isFree) throw badInput(COURSE_ORDER_MESSAGES.notFree);
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const e = await lms.enrol(ctx.db, {
    email: learner.email,
    userId: learner.user.id,
    courseId,
    courseOrderId: null,
    at: ctx.now(),
  });
  return toEnrolmentView(e, course.title);
}

/** myEnrolments: the caller's enrolments with their 'Start course' links, newest first. */
export async function myEnrolments(ctx: RequestContext): Promise<EnrolmentView[]> {
  const learner = await requireTrainingBuyer(ctx);
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const enrolments = await lms.enrolments(ctx.db, learner.email);
  if (enrolments.length === 0) return [];
  const titles = new Map(
    (
      await ctx.db
        .select({ courseId: courses.courseId, title: courses.title })
        .from(courses)
        .where(inArray(courses.courseId, [...new Set(enrolments.map((e) => e.courseId))]))
    ).map((c) => [c.courseId, c.title]),
  );
  return enrolments
    .map((e) => toEnrolmentView(e, titles.get(e.courseId) ?? e.courseId))
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
}

/**
 * setLitmosUserToActive(email): activates the caller's learner account in the learning system (spec 7). Only the
 * caller's own e-mail: nobody activates another person's learning account.
 */
export async function setLitmosUserToActive(ctx: RequestContext, args: { email: string }): Promise<boolean> {
  const { email } = validate(yup.object({ email: emailField.required('Email address is required.') }), args);
  const learner = await requireTrainingBuyer(ctx);
  if (email.toLowerCase() !== learner.email.toLowerCase())
    throw forbidden(COURSE_ORDER_MESSAGES.ownEmailOnly);
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const activated = await lms.activateLearner(ctx.db, learner.email, learner.user.id, ctx.now());
  return activated.active;
}

/** courseOrder(courseOrderId): one order, for its buyer or someone who sees the organisation's training orders. */
export async function courseOrderDetail(
  ctx: RequestContext,
  args: { courseOrderId: string },
): Promise<CourseOrderView> {
  const { courseOrderId } = validate(
    yup.object({ courseOrderId: uuidField('courseOrderId').required('courseOrderId is required.') }),
    args,
  );
  const [view] = await orderViews(ctx.db, [await loadManagedCourseOrder(ctx, courseOrderId)]);
  return view!;
}

// ---- training order histories -------------------------------------------------------------------------------------

const historySchema = yup.object({
  mine: yup.boolean().strict().nullable().default(false),
  accountIds: accountIdListField('accountIds'),
  page: pageField(10_000).nullable(),
  size: sizeField(100, 10).nullable(),
});

export interface CourseOrderPage {
  content: CourseOrderView[];
  totalRecords: number;
}

/**
 * courseOrders(request): newest first. `mine` (My Account trainingStoreOrderHistoryPage): the caller's own orders.
 * Otherwise (dashboard training/orders, B2B_View_Orders): the orders of the accounts named (each in scope) or of
 * the caller's list scope.
 */
export async function courseOrderHistory(
  ctx: RequestContext,
  args: {
    request?: {
      mine?: boolean | null;
      accountIds?: string[] | null;
      page?: number | null;
      size?: number | null;
    } | null;
  },
): Promise<CourseOrderPage> {
  const request = validate(historySchema, args.request ?? {});
  const page = request.page ?? 0;
  const size = request.size ?? 10;
  let where;
  if (request.mine) {
    const user = requireUser(ctx);
    where = eq(courseOrders.userId, user.id);
  } else {
    requireRule(ctx, 'orders.view');
    const accountIds = scopedAccountIds(ctx, request.accountIds ?? null);
    if (accountIds.length === 0) return { content: [], totalRecords: 0 };
    where = inArray(courseOrders.accountId, accountIds);
  }
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(courseOrders)
      .where(where)
      .orderBy(desc(courseOrders.orderedAt), desc(courseOrders.courseOrderId))
      .limit(size)
      .offset(page * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseOrders)
      .where(where),
  ]);
  return { content: await orderViews(ctx.db, rows), totalRecords: Number(count?.n ?? 0) };
}
