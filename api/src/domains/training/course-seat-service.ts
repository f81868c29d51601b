// Training for teams (issue 40): the seats of a course order. After the order the buyer gives each seat to a
// learner by e-mail — a contact of the organisation or a new invitee — who is enrolled in the learning system
// (LMS_PROVIDER) and e-mailed an enrolment link; a seat may be given to someone else until its learner has started.
// The seats' progress (not started, in progress, completed with date and score) is read from the learning system.
import { and, asc, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import type { Executor } from '../../db/client.js';
import {
  courseOrderLines,
  courseOrders,
  courseSeats,
  courseSessions,
  courses,
  mailOutbox,
  organizations,
  users,
} from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireAccount, requireUser } from '../../access/authorization.js';
import { emailField, str, uuidField, validate } from '../../shared/validation.js';
import { learningSystemFor } from './learning/learning-system.js';
import type { LearningSystem } from './learning/learning-system.js';
import { requireTrainingBuyer } from './training-access.js';

export const SEAT_MESSAGES = {
  orderNotFound: 'The training order could not be found.',
  noSuchSeat: (title: string, seat: number, seats: number) =>
    `${title} has ${seats} seat${seats === 1 ? '' : 's'} in this order: there is no seat ${seat}. Assign no more learners than seats.`,
  notInOrder: (courseId: string) => `Course ${courseId} is not part of this order.`,
  started: (email: string) =>
    `${email} has already started the course: the seat can no longer be given to someone else.`,
  twice: (email: string, title: string) => `${email} is given more than one seat of ${title}.`,
  seatTwice: (title: string, seat: number) => `Seat ${seat} of ${title} is named more than once.`,
} as const;

export type SeatStatus = 'UNASSIGNED' | 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

export interface CourseSeatView {
  seatId: string;
  courseId: string;
  title: string;
  seatNumber: number;
  learnerEmail: string | null;
  /** the contact's name when the learner is a contact of the organisation; null for an invitee */
  learnerName: string | null;
  status: SeatStatus;
  assignedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  score: number | null;
  /** the seat may be given to someone else (nobody has started on it) */
  reassignable: boolean;
  /** instructor-led courses: the session chosen, BOOKED or WAITLISTED */
  sessionId: string | null;
  sessionStatus: string | null;
  sessionStartsAt: string | null;
}

type OrderRow = typeof courseOrders.$inferSelect;

/**
 * The order, if the caller may manage its seats: the buyer, or someone who sees the organisation's training orders
 * (B2B_View_Orders) with the order's account in scope. Another organisation's order is refused (403).
 */
export async function loadManagedCourseOrder(ctx: RequestContext, courseOrderId: string): Promise<OrderRow> {
  const user = requireUser(ctx);
  const [order] = await ctx.db
    .select()
    .from(courseOrders)
    .where(eq(courseOrders.courseOrderId, courseOrderId))
    .limit(1);
  if (!order) throw notFound(SEAT_MESSAGES.orderNotFound);
  if (order.userId === user.id) return order;
  requireAccount(ctx, order.accountId);
  if (!callerHolds(ctx, 'orders.view')) throw forbidden();
  return order;
}

/** Every seat of the order has its row (orders placed before seats existed get theirs on first look). */
export async function ensureSeats(db: Executor, courseOrderId: string): Promise<void> {
  await db.execute(sql`insert into course_seats (course_order_id, course_id, seat_number)
    select l.course_order_id, l.course_id, s.n from course_order_lines l
    cross join lateral generate_series(1, l.quantity) as s(n)
    where l.course_order_id = ${courseOrderId}
    on conflict do nothing`);
}

export async function seatViews(
  db: Executor,
  lms: LearningSystem,
  order: OrderRow,
): Promise<CourseSeatView[]> {
  const rows = await db
    .select({
      seat: courseSeats,
      title: courses.title,
      firstName: users.firstName,
      lastName: users.lastName,
      sessionStartsAt: courseSessions.startsAt,
    })
    .from(courseSeats)
    .innerJoin(courses, eq(courses.courseId, courseSeats.courseId))
    .leftJoin(courseSessions, eq(courseSessions.id, courseSeats.sessionId))
    .leftJoin(
      users,
      and(
        eq(sql`lower(${users.email})`, sql`lower(${courseSeats.learnerEmail})`),
        eq(users.accountId, order.accountId ?? ''),
      ),
    )
    .where(eq(courseSeats.courseOrderId, order.courseOrderId))
    .orderBy(asc(courses.title), asc(courseSeats.seatNumber));
  const enrolmentIds = rows.flatMap((r) => (r.seat.enrolmentId ? [r.seat.enrolmentId] : []));
  const progress = new Map((await lms.progress(db, enrolmentIds)).map((p) => [p.enrolmentId, p]));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.seat.id) && seen.add(r.seat.id))
    .map(({ seat, title, firstName, lastName, sessionStartsAt }) => {
      const p = seat.enrolmentId ? progress.get(seat.enrolmentId) : undefined;
      const status: SeatStatus = !seat.learnerEmail
        ? 'UNASSIGNED'
        : p?.completedAt
          ? 'COMPLETED'
          : p?.startedAt
            ? 'IN_PROGRESS'
            : 'NOT_STARTED';
      const name = [firstName, lastName].filter(Boolean).join(' ');
      return {
        seatId: seat.id,
        courseId: seat.courseId,
        title,
        seatNumber: seat.seatNumber,
        learnerEmail: seat.learnerEmail,
        learnerName: seat.learnerEmail && name ? name : null,
        status,
        assignedAt: seat.assignedAt?.toISOString() ?? null,
        startedAt: p?.startedAt?.toISOString() ?? null,
        completedAt: p?.completedAt?.toISOString() ?? null,
        score: p?.score ?? null,
        reassignable: status === 'UNASSIGNED' || status === 'NOT_STARTED',
        sessionId: seat.sessionId,
        sessionStatus: seat.sessionStatus,
        sessionStartsAt: sessionStartsAt?.toISOString() ?? null,
      };
    });
}

/** courseOrderSeats(courseOrderId): every seat of the order, assigned or not, with its learner's progress. */
export async function courseOrderSeats(
  ctx: RequestContext,
  args: { courseOrderId: string },
): Promise<CourseSeatView[]> {
  const { courseOrderId } = validate(
    yup.object({ courseOrderId: uuidField('courseOrderId').required('courseOrderId is required.') }),
    args,
  );
  const order = await loadManagedCourseOrder(ctx, courseOrderId);
  await ensureSeats(ctx.db, order.courseOrderId);
  return seatViews(ctx.db, learningSystemFor(ctx.config.lmsProvider), order);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The learner's e-mail: who gave them a seat of which course, and the enrolment link. */
export function seatAssignedMail(input: { buyerName: string; company: string; title: string; link: string }) {
  const lines = [
    'Hello,',
    `${input.buyerName} of ${input.company} has enrolled you in the course ${input.title}.`,
    `Start the course here: ${input.link}`,
    `Questions about your training? Call us at ${brand.helpLineWithOption}.`,
  ];
  return {
    subject: `You are enrolled in ${input.title}`,
    text: `${lines.join('\n\n')}\n`,
    html: `<div><p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p><a href="${escapeHtml(
      input.link,
    )}">Start course: ${escapeHtml(input.title)}</a></p><p>${escapeHtml(lines[3]!)}</p></div>`,
  };
}

const assignmentSchema = yup.object({
  courseOrderId: uuidField('courseOrderId').required('courseOrderId is required.'),
  assignments: yup
    .array()
    .of(
      yup.object({
        courseId: str('courseId').trim().required('courseId is required.').max(40),
        seatNumber: yup
          .number()
          .typeError('seatNumber must be a number.')
          .integer('seatNumber must be a whole number.')
          .min(1, 'seatNumber must be at least 1.')
          .required('seatNumber is required.'),
        /** null or empty: the seat is left unassigned */
        email: emailField.nullable(),
      }),
    )
    .required('assignments are required.')
    .min(1, 'At least one seat is required.')
    .max(1000, 'At most 1000 seats can be assigned at once.'),
});

export interface SeatAssignmentInput {
  courseId: string;
  seatNumber: number;
  email?: string | null;
}

/**
 * assignCourseSeats(courseOrderId, assignments): gives each named seat to a learner (or frees it). Every problem is
 * named at once and nothing is changed: a seat the order does not have (no more learners than seats), a course not
 * in the order, one learner on two seats of a course, a seat whose learner has started. A new learner is enrolled
 * in the learning system and e-mailed the enrolment link; the one they replace is withdrawn. The seats are locked
 * for the change, so two buyers of one organisation editing at once cannot lose a change.
 */
export async function assignCourseSeats(
  ctx: RequestContext,
  args: { courseOrderId: string; assignments: SeatAssignmentInput[] },
): Promise<CourseSeatView[]> {
  const input = validate(assignmentSchema, args);
  const buyer = await requireTrainingBuyer(ctx);
  const order = await loadManagedCourseOrder(ctx, input.courseOrderId);
  const lms = learningSystemFor(ctx.config.lmsProvider);
  const now = ctx.now();
  const [who] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, buyer.user.id))
    .limit(1);
  const buyerName = [who?.firstName, who?.lastName].filter(Boolean).join(' ') || buyer.email;

  await ctx.db.transaction(async (tx) => {
    await ensureSeats(tx, order.courseOrderId);
    const lines = await tx
      .select({
        courseId: courseOrderLines.courseId,
        quantity: courseOrderLines.quantity,
        title: courses.title,
      })
      .from(courseOrderLines)
      .innerJoin(courses, eq(courses.courseId, courseOrderLines.courseId))
      .where(eq(courseOrderLines.courseOrderId, order.courseOrderId));
    const lineOf = new Map(lines.map((l) => [l.courseId, l]));
    const seats = await tx
      .select()
      .from(courseSeats)
      .where(eq(courseSeats.courseOrderId, order.courseOrderId))
      .for('update');
    const key = (courseId: string, seat: number) => `${courseId}#${seat}`;
    const seatOf = new Map(seats.map((s) => [key(s.courseId, s.seatNumber), s]));
    const progress = new Map(
      (
        await lms.progress(
          tx,
          seats.flatMap((s) => (s.enrolmentId ? [s.enrolmentId] : [])),
        )
      ).map((p) => [p.enrolmentId, p]),
    );

    const problems: string[] = [];
    const named = new Set<string>();
    const changes: { seat: (typeof seats)[number]; email: string | null; title: string }[] = [];
    for (const a of input.assignments) {
      const line = lineOf.get(a.courseId);
      if (!line) {
        problems.push(SEAT_MESSAGES.notInOrder(a.courseId));
        continue;
      }
      const seat = seatOf.get(key(a.courseId, a.seatNumber));
      if (!seat || a.seatNumber > line.quantity) {
        problems.push(SEAT_MESSAGES.noSuchSeat(line.title, a.seatNumber, line.quantity));
        continue;
      }
      if (named.has(seat.id)) {
        problems.push(SEAT_MESSAGES.seatTwice(line.title, a.seatNumber));
        continue;
      }
      named.add(seat.id);
      const email = a.email ? a.email : null;
      if ((email ?? '').toLowerCase() === (seat.learnerEmail ?? '').toLowerCase()) continue;
      const p = seat.enrolmentId ? progress.get(seat.enrolmentId) : undefined;
      if (seat.learnerEmail && p?.startedAt) {
        problems.push(SEAT_MESSAGES.started(seat.learnerEmail));
        continue;
      }
      changes.push({ seat, email, title: line.title });
    }
    // one learner per course: after the changes, no e-mail holds two seats of a course
    const holder = new Map<string, string>();
    const after = new Map(seats.map((s) => [s.id, s.learnerEmail]));
    for (const c of changes) after.set(c.seat.id, c.email);
    for (const s of seats) {
      const email = after.get(s.id);
      if (!email) continue;
      const k = `${s.courseId}#${email.toLowerCase()}`;
      if (holder.has(k))
        problems.push(SEAT_MESSAGES.twice(email, lineOf.get(s.courseId)?.title ?? s.courseId));
      holder.set(k, s.id);
    }
    if (problems.length > 0) throw badInput(problems[0]!, [...new Set(problems)]);

    // free the seats first, so a learner moved from one seat to another is not refused by the unique index
    for (const c of changes) {
      if (c.seat.enrolmentId && c.seat.learnerEmail?.toLowerCase() !== buyer.email.toLowerCase())
        await lms.withdraw(tx, c.seat.enrolmentId);
      await tx
        .update(courseSeats)
        .set({ learnerEmail: null, enrolmentId: null, assignedAt: null, remindedAt: null })
        .where(eq(courseSeats.id, c.seat.id));
    }
    const [company] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.accountId, order.accountId ?? ''))
      .limit(1);
    for (const c of changes) {
      if (!c.email) continue;
      const [contact] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, c.email.toLowerCase()),
            eq(users.accountId, order.accountId ?? ''),
          ),
        )
        .limit(1);
      const enrolment = await lms.enrol(tx, {
        email: c.email,
        userId: contact?.id ?? null,
        courseId: c.seat.courseId,
        courseOrderId: order.courseOrderId,
        at: now,
      });
      await tx
        .update(courseSeats)
        .set({ learnerEmail: c.email, enrolmentId: enrolment.enrolmentId, assignedAt: now, remindedAt: null })
        .where(eq(courseSeats.id, c.seat.id));
      const mail = seatAssignedMail({
        buyerName,
        company: company?.name ?? '',
        title: c.title,
        link: `${ctx.config.publicUrl}${enrolment.startUrl}`,
      });
      await tx.insert(mailOutbox).values({
        to: c.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: 'CourseSeatAssignedEmail',
        templateData: {
          emailAddress: c.email,
          courseId: c.seat.courseId,
          courseOrderId: order.courseOrderId,
        },
      });
    }
  });
  return seatViews(ctx.db, lms, order);
}
