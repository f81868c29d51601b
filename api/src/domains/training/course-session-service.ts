// Instructor-led sessions (issue 40): an instructor-led course has dated sessions (a place or an online link, a
// capacity); the buyer chooses one per seat. A full session offers its waitlist. Booking is one conditional update
// (booked < capacity), so two buyers racing for the last place never overbook it, on PGlite or PostgreSQL.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import type { RequestContext } from '../../auth/request-context.js';
import { courseSeats, courseSessions, courses, mailOutbox } from '../../db/schema.js';
import { ApiError, badInput } from '../../errors/api-error.js';
import { str, uuidField, validate } from '../../shared/validation.js';
import { learningSystemFor } from './learning/learning-system.js';
import { ensureSeats, loadManagedCourseOrder, SEAT_MESSAGES, seatViews } from './course-seat-service.js';
import type { CourseSeatView } from './course-seat-service.js';
import { requireTrainingBuyer, requireTrainingStore } from './training-access.js';

export const SESSION_MESSAGES = {
  full: 'This session is full. You can join its waitlist.',
  unknown: 'The session could not be found.',
  otherCourse: 'The session is not a session of this course.',
  past: 'The session has already started. Please choose a later one.',
} as const;

const conflict = (message: string) => new ApiError('CONFLICT', message, { userFriendlyMessage: message });

export interface CourseSessionView {
  sessionId: string;
  courseId: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  seatsLeft: number;
  full: boolean;
}

type SessionRow = typeof courseSessions.$inferSelect;
const toView = (s: SessionRow): CourseSessionView => ({
  sessionId: s.id,
  courseId: s.courseId,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  location: s.location,
  onlineUrl: s.onlineUrl,
  capacity: s.capacity,
  seatsLeft: Math.max(0, s.capacity - s.booked),
  full: s.booked >= s.capacity,
});

const courseIdField = str('courseId').trim().required('courseId is required.').max(40);

/** courseSessions(courseId): the course's sessions that have not started, earliest first, with the seats left. */
export async function courseSessionList(
  ctx: RequestContext,
  args: { courseId: string },
): Promise<CourseSessionView[]> {
  const { courseId } = validate(yup.object({ courseId: courseIdField }), args);
  await requireTrainingStore(ctx);
  const rows = await ctx.db
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.courseId, courseId), gt(courseSessions.startsAt, ctx.now())))
    .orderBy(asc(courseSessions.startsAt));
  return rows.map(toView);
}

/** When and where, as the learner's e-mail and the seat list say it. */
export const sessionWhen = (s: Pick<SessionRow, 'startsAt' | 'location' | 'onlineUrl'>) =>
  `${s.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${s.location ?? `online at ${s.onlineUrl ?? ''}`}`;

const chooseSchema = yup.object({
  courseOrderId: uuidField('courseOrderId').required('courseOrderId is required.'),
  courseId: courseIdField,
  seatNumber: yup
    .number()
    .typeError('seatNumber must be a number.')
    .integer('seatNumber must be a whole number.')
    .min(1, 'seatNumber must be at least 1.')
    .required('seatNumber is required.'),
  sessionId: uuidField('sessionId').required('sessionId is required.'),
  waitlist: yup.boolean().nullable().default(false),
});

/**
 * chooseCourseSession: books a seat of the order into a session of its course (freeing its place in the session it
 * had). A full session is refused (409, 'This session is full. You can join its waitlist.') unless `waitlist`, which
 * puts the seat on the waitlist. The seat's learner is e-mailed the session.
 */
export async function chooseCourseSession(
  ctx: RequestContext,
  args: {
    courseOrderId: string;
    courseId: string;
    seatNumber: number;
    sessionId: string;
    waitlist?: boolean | null;
  },
): Promise<CourseSeatView[]> {
  const input = validate(chooseSchema, args);
  await requireTrainingBuyer(ctx);
  const order = await loadManagedCourseOrder(ctx, input.courseOrderId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await ensureSeats(tx, order.courseOrderId);
    const [seat] = await tx
      .select()
      .from(courseSeats)
      .where(
        and(
          eq(courseSeats.courseOrderId, order.courseOrderId),
          eq(courseSeats.courseId, input.courseId),
          eq(courseSeats.seatNumber, input.seatNumber),
        ),
      )
      .for('update');
    if (!seat) throw badInput(SEAT_MESSAGES.notInOrder(input.courseId));
    const [session] = await tx
      .select({ session: courseSessions, title: courses.title })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.courseId, courseSessions.courseId))
      .where(eq(courseSessions.id, input.sessionId))
      .limit(1);
    if (!session) throw badInput(SESSION_MESSAGES.unknown);
    if (session.session.courseId !== input.courseId) throw badInput(SESSION_MESSAGES.otherCourse);
    if (session.session.startsAt <= now) throw badInput(SESSION_MESSAGES.past);
    if (seat.sessionId === input.sessionId && seat.sessionStatus === 'BOOKED') return;

    // free the place the seat held, then take one: both in this transaction, so a refusal keeps the old one
    if (seat.sessionId && seat.sessionStatus === 'BOOKED')
      await tx
        .update(courseSessions)
        .set({ booked: sql`${courseSessions.booked} - 1` })
        .where(eq(courseSessions.id, seat.sessionId));
    const taken = await tx
      .update(courseSessions)
      .set({ booked: sql`${courseSessions.booked} + 1` })
      .where(and(eq(courseSessions.id, input.sessionId), lt(courseSessions.booked, courseSessions.capacity)))
      .returning({ id: courseSessions.id });
    const status = taken.length > 0 ? 'BOOKED' : input.waitlist ? 'WAITLISTED' : null;
    if (!status) throw conflict(SESSION_MESSAGES.full);
    await tx
      .update(courseSeats)
      .set({ sessionId: input.sessionId, sessionStatus: status, sessionChosenAt: now })
      .where(eq(courseSeats.id, seat.id));
    if (seat.learnerEmail) {
      const when = sessionWhen(session.session);
      const text = [
        'Hello,',
        status === 'BOOKED'
          ? `Your session of ${session.title} is on ${when}.`
          : `You are on the waitlist of the session of ${session.title} on ${when}. We will e-mail you if a place opens.`,
        `Questions about your training? Call us at ${brand.helpLineWithOption}.`,
      ].join('\n\n');
      await tx.insert(mailOutbox).values({
        to: seat.learnerEmail,
        subject: status === 'BOOKED' ? `Your session of ${session.title}` : `Waitlisted: ${session.title}`,
        text: `${text}\n`,
        template: 'CourseSessionChangedEmail',
        templateData: { emailAddress: seat.learnerEmail, sessionId: input.sessionId, status },
      });
    }
  });
  return seatViews(ctx.db, learningSystemFor(ctx.config.lmsProvider), order);
}
