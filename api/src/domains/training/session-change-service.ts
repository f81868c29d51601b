// Changing an instructor-led session (issue 40, ADR 0046): product owners move a session's date and time, its place
// or online link, or its capacity from the Customer Support tools (rule 'training.sessions'). The change is saved
// with a row in course_session_changes in one transaction; the job worker's task (jobs/session-change-mails.ts)
// then e-mails it once to every learner booked or waitlisted. The session row is locked while it changes, so a
// booking racing the change sees the new capacity, and the capacity never drops below the seats booked. A raised
// capacity books waitlisted seats into the new places, first come first served, each learner e-mailed (ADR 0047).
// The staff list is paged, by course or words of its title.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { COURSE_SESSION_MESSAGES, courseSessionChangeSchema } from '@portal/rules/validation';
import type { CourseSessionChange } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { requireRule } from '../../access/operation-rule.js';
import { brand } from '@portal/rules/brand';
import { courseSeats, courseSessionChanges, courseSessions, courses, mailOutbox } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import { textMatch } from '../../db/search-envelope.js';
import { sessionWhen as courseSessionWhen } from './course-session-service.js';
import { pageField, sizeField, str, uuidField, validate } from '../../shared/validation.js';

export const SESSION_CHANGE_MESSAGES = {
  unknown: 'The session could not be found.',
  started: 'The session has already started and can no longer be changed.',
  startInPast: 'The new start must be in the future.',
} as const;

/** A session as training staff see it: its course, its bookings and its waitlist. */
export interface ScheduledCourseSessionView {
  sessionId: string;
  courseId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  booked: number;
  waitlisted: number;
}

type SessionRow = typeof courseSessions.$inferSelect;
type Executor = RequestContext['db'];

async function viewsOf(db: Executor, rows: { session: SessionRow; title: string }[]) {
  const ids = rows.map((r) => r.session.id);
  const waiting =
    ids.length === 0
      ? []
      : await db
          .select({ sessionId: courseSeats.sessionId, n: sql<number>`count(*)::int` })
          .from(courseSeats)
          .where(and(inArray(courseSeats.sessionId, ids), eq(courseSeats.sessionStatus, 'WAITLISTED')))
          .groupBy(courseSeats.sessionId);
  const waitlisted = new Map(waiting.map((w) => [w.sessionId, Number(w.n)]));
  return rows.map(({ session: s, title }): ScheduledCourseSessionView => ({
    sessionId: s.id,
    courseId: s.courseId,
    title,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    location: s.location,
    onlineUrl: s.onlineUrl,
    capacity: s.capacity,
    booked: s.booked,
    waitlisted: waitlisted.get(s.id) ?? 0,
  }));
}

export interface ScheduledCourseSessionPage {
  totalCount: number;
  sessions: ScheduledCourseSessionView[];
  courses: { courseId: string; title: string }[];
}

const listSchema = yup.object({
  courseId: str('courseId').trim().max(40).nullable(),
  query: str('query').trim().max(100).nullable(),
  page: pageField(10_000),
  size: sizeField(100, 25),
});

/**
 * scheduledCourseSessions: the sessions that have not started, earliest first, with bookings and waitlist, a page
 * at a time: of one course, or of the courses whose title contains the query (the search envelope's match).
 */
export async function scheduledCourseSessions(
  ctx: RequestContext,
  args: { courseId?: string | null; query?: string | null; page?: number | null; size?: number | null },
): Promise<ScheduledCourseSessionPage> {
  requireRule(ctx, 'training.sessions');
  const input = validate(listSchema, {
    courseId: args.courseId ?? null,
    query: args.query ?? null,
    page: args.page ?? undefined,
    size: args.size ?? undefined,
  });
  const upcoming = gt(courseSessions.startsAt, ctx.now());
  const where = and(
    upcoming,
    input.courseId ? eq(courseSessions.courseId, input.courseId) : undefined,
    textMatch(input.query, [courses.title]),
  );
  const [rows, [count], choices] = await Promise.all([
    ctx.db
      .select({ session: courseSessions, title: courses.title })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.courseId, courseSessions.courseId))
      .where(where)
      // the id last: a page never repeats or skips a session of the same start and course
      .orderBy(asc(courseSessions.startsAt), asc(courses.title), asc(courseSessions.id))
      .limit(input.size)
      .offset(input.page * input.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.courseId, courseSessions.courseId))
      .where(where),
    ctx.db
      .selectDistinct({ courseId: courses.courseId, title: courses.title })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.courseId, courseSessions.courseId))
      .where(upcoming)
      .orderBy(asc(courses.title), asc(courses.courseId)),
  ]);
  return { totalCount: Number(count?.n ?? 0), sessions: await viewsOf(ctx.db, rows), courses: choices };
}

export const WAITLIST_BOOKED_TEMPLATE = 'CourseSessionWaitlistBookedEmail';

/** The e-mail of a learner booked from the waitlist: the place the waitlist e-mail promised. */
export function placeOpenedMail(title: string, when: string) {
  const lines = [
    'Hello,',
    `A place opened in the session of ${title}: your seat is booked. The session is on ${when}.`,
    `Questions about your training? Call us at ${brand.helpLineWithOption}.`,
  ];
  return { subject: `Booked from the waitlist: ${title}`, text: `${lines.join('\n\n')}\n` };
}

/**
 * Books up to `places` of the session's waitlisted seats, first come first served (the seats chosen earliest; those
 * of an unknown time after, by id). The caller holds the session's row lock, so two changes never book the same
 * places; it adds the seats to the session's `booked`.
 */
async function bookFromWaitlist(tx: Executor, sessionId: string, places: number) {
  if (places <= 0) return [];
  const waiting = await tx
    .select({ id: courseSeats.id, learnerEmail: courseSeats.learnerEmail })
    .from(courseSeats)
    .where(and(eq(courseSeats.sessionId, sessionId), eq(courseSeats.sessionStatus, 'WAITLISTED')))
    .orderBy(sql`${courseSeats.sessionChosenAt} asc nulls last`, asc(courseSeats.id))
    .limit(places)
    .for('update');
  if (waiting.length === 0) return [];
  await tx
    .update(courseSeats)
    .set({ sessionStatus: 'BOOKED' })
    .where(
      inArray(
        courseSeats.id,
        waiting.map((w) => w.id),
      ),
    );
  return waiting;
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What changed, in the words of the learners' e-mail; empty when nothing did. */
export function describeSessionChange(before: SessionRow, after: CourseSessionChange): string[] {
  const lines: string[] = [];
  if (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime()
  )
    lines.push(`The session now runs from ${utc(after.startsAt)} to ${utc(after.endsAt)}.`);
  if ((before.location ?? null) !== after.location)
    lines.push(
      after.location
        ? `The session is now held at ${after.location}.`
        : `The session is no longer held at ${before.location ?? ''}.`,
    );
  if ((before.onlineUrl ?? null) !== after.onlineUrl)
    lines.push(
      after.onlineUrl
        ? `The online link is now ${after.onlineUrl}.`
        : 'The session no longer has an online link.',
    );
  if (before.capacity !== after.capacity) lines.push(`The session now has ${after.capacity} places.`);
  return lines;
}

const argsSchema = yup.object({
  sessionId: uuidField('sessionId').required('sessionId is required.'),
});

/**
 * changeCourseSession: the session's new date and time, place or online link, and capacity (the whole session, as
 * the form shows it). Refused for a session that has started, a start in the past, or a capacity below the seats
 * booked; a change that changes nothing writes nothing and e-mails no one.
 */
export async function changeCourseSession(
  ctx: RequestContext,
  args: { sessionId: string; change: Record<string, unknown> },
): Promise<ScheduledCourseSessionView> {
  const user = requireRule(ctx, 'training.sessions');
  const { sessionId } = validate(argsSchema, { sessionId: args.sessionId });
  const change = validate(courseSessionChangeSchema, args.change);
  const now = ctx.now();
  if (change.startsAt.getTime() <= now.getTime()) throw badInput(SESSION_CHANGE_MESSAGES.startInPast);
  const changed = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ session: courseSessions, title: courses.title })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.courseId, courseSessions.courseId))
      .where(eq(courseSessions.id, sessionId))
      .for('update', { of: courseSessions });
    if (!found) throw notFound(SESSION_CHANGE_MESSAGES.unknown);
    const before = found.session;
    if (before.startsAt.getTime() <= now.getTime()) throw badInput(SESSION_CHANGE_MESSAGES.started);
    if (change.capacity < before.booked)
      throw badInput(COURSE_SESSION_MESSAGES.capacityBelowBooked(before.booked));
    const summary = describeSessionChange(before, change);
    if (summary.length === 0) return found;
    // a raised capacity books waitlisted seats into the places it adds, first come first served
    const promoted =
      change.capacity > before.capacity
        ? await bookFromWaitlist(tx, sessionId, change.capacity - before.booked)
        : [];
    const [after] = await tx
      .update(courseSessions)
      .set({
        startsAt: change.startsAt,
        endsAt: change.endsAt,
        location: change.location,
        onlineUrl: change.onlineUrl,
        capacity: change.capacity,
        booked: before.booked + promoted.length,
      })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await tx.insert(courseSessionChanges).values({
      sessionId,
      changedBy: user.id,
      changedAt: now,
      summary: summary.join('\n'),
    });
    const session = after ?? before;
    const learners = new Set(promoted.flatMap((seat) => (seat.learnerEmail ? [seat.learnerEmail] : [])));
    if (learners.size > 0)
      await tx.insert(mailOutbox).values(
        [...learners].map((to) => ({
          to,
          ...placeOpenedMail(found.title, courseSessionWhen(session)),
          template: WAITLIST_BOOKED_TEMPLATE,
          templateData: { emailAddress: to, sessionId, status: 'BOOKED' },
        })),
      );
    return { session, title: found.title };
  });
  const [view] = await viewsOf(ctx.db, [changed]);
  return view!;
}
