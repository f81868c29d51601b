// The learning system (LMS) behind the training store: learners are activated (spec 7 setLitmosUserToActive) and
// enrolled in the courses they bought or took for free, and each enrolment has a 'Start course' URL. The portal
// talks to it only through this interface; the embedded implementation keeps learners and enrolments in the portal
// database and serves the course page itself (/api/learning/courses/:courseId). A real LMS client (Litmos) would be
// another implementation of LearningSystem, chosen by LMS_PROVIDER.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import type { Executor } from '../../../db/client.js';
import { courseEnrolments, learners } from '../../../db/schema.js';

interface Learner {
  learnerId: string;
  email: string;
  active: boolean;
}

export interface Enrolment {
  enrolmentId: string;
  courseId: string;
  courseOrderId: string | null;
  enrolledAt: Date;
  /** where the learner starts the course */
  startUrl: string;
}

/** What the learning system reports of an enrolment: not started, in progress (started) or completed. */
export interface Progress {
  enrolmentId: string;
  startedAt: Date | null;
  completedAt: Date | null;
  /** the final assessment's score (percent), for courses that have one */
  score: number | null;
}

export interface EnrolRequest {
  email: string;
  userId: string | null;
  courseId: string;
  /** the paid order the seat came from; null for a free course */
  courseOrderId: string | null;
  at: Date;
}

export interface LearningSystem {
  /** setLitmosUserToActive(email): the learner exists and is active (idempotent) */
  activateLearner(db: Executor, email: string, userId: string | null, at: Date): Promise<Learner>;
  /**
   * Enrols the learner (activating them first): one enrolment per order and course, or per free course, however
   * often it is asked for.
   */
  enrol(db: Executor, request: EnrolRequest): Promise<Enrolment>;
  enrolments(db: Executor, email: string): Promise<Enrolment[]>;
  /** the progress of these enrolments (those it does not know are left out) */
  progress(db: Executor, enrolmentIds: readonly string[]): Promise<Progress[]>;
  /** withdraws a learner from a seat that is given to someone else (only before they started) */
  withdraw(db: Executor, enrolmentId: string): Promise<void>;
}

const LMS_PROVIDERS = ['embedded'] as const;

/** The 'Start course' page of the embedded learning system for one enrolment (its random id is the key). */
export const startCourseUrl = (courseId: string, enrolmentId: string) =>
  `/api/learning/courses/${encodeURIComponent(courseId)}?enrolment=${enrolmentId}`;

type EnrolmentRow = typeof courseEnrolments.$inferSelect;
const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  enrolmentId: row.id,
  courseId: row.courseId,
  courseOrderId: row.courseOrderId,
  enrolledAt: row.enrolledAt,
  startUrl: startCourseUrl(row.courseId, row.id),
});

const embeddedLearningSystem: LearningSystem = {
  async activateLearner(db, email, userId, at) {
    // one learner per e-mail in any letter case (learners_email_uq on lower(email))
    const [row] = await queryRows<{ id: string; email: string; active: boolean }>(
      db,
      sql`insert into learners (email, user_id, active, activated_at) values (${email}, ${userId}, true, ${at})
          on conflict ((lower(email))) do update set active = true,
            activated_at = coalesce(learners.activated_at, excluded.activated_at),
            user_id = coalesce(excluded.user_id, learners.user_id)
          returning id, email, active`,
    );
    if (!row) throw new Error('learner upsert returned nothing');
    return { learnerId: row.id, email: row.email, active: row.active };
  },

  async enrol(db, request) {
    const learner = await this.activateLearner(db, request.email, request.userId, request.at);
    const sameEnrolment = and(
      eq(courseEnrolments.learnerId, learner.learnerId),
      eq(courseEnrolments.courseId, request.courseId),
      request.courseOrderId === null
        ? isNull(courseEnrolments.courseOrderId)
        : eq(courseEnrolments.courseOrderId, request.courseOrderId),
    );
    // the unique indexes settle a race between two identical requests; the loser reads the winner's row
    await db
      .insert(courseEnrolments)
      .values({
        learnerId: learner.learnerId,
        courseId: request.courseId,
        courseOrderId: request.courseOrderId,
        source: request.courseOrderId === null ? 'FREE' : 'ORDER',
        enrolledAt: request.at,
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(courseEnrolments).where(sameEnrolment).limit(1);
    if (!row) throw new Error('enrolment was not recorded');
    return toEnrolment(row);
  },

  async enrolments(db, email) {
    const rows = await db
      .select({ enrolment: courseEnrolments })
      .from(courseEnrolments)
      .innerJoin(learners, eq(learners.id, courseEnrolments.learnerId))
      .where(eq(sql`lower(${learners.email})`, email.toLowerCase()))
      .orderBy(courseEnrolments.enrolledAt, courseEnrolments.courseId);
    return rows.map((r) => toEnrolment(r.enrolment));
  },

  async progress(db, enrolmentIds) {
    if (enrolmentIds.length === 0) return [];
    const rows = await db
      .select({
        enrolmentId: courseEnrolments.id,
        startedAt: courseEnrolments.startedAt,
        completedAt: courseEnrolments.completedAt,
        score: courseEnrolments.score,
      })
      .from(courseEnrolments)
      .where(inArray(courseEnrolments.id, [...enrolmentIds]));
    return rows;
  },

  async withdraw(db, enrolmentId) {
    await db
      .delete(courseEnrolments)
      .where(and(eq(courseEnrolments.id, enrolmentId), isNull(courseEnrolments.startedAt)));
  },
};

/** The learning system LMS_PROVIDER names (default: embedded). */
export function learningSystemFor(provider: string | undefined): LearningSystem {
  const name = provider || 'embedded';
  if (name === 'embedded') return embeddedLearningSystem;
  throw new Error(`LMS_PROVIDER must be one of ${LMS_PROVIDERS.join(', ')}, not ${name}`);
}
