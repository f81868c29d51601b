// The embedded learning system (the LMS adapter's default implementation, services/learning/): learners activated
// by setLitmosUserToActive and their course enrolments, from paid course orders or free courses.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { courses } from './catalog.js';
import { courseOrders } from './commerce.js';
import { createdAt, tstz } from './types.js';

/** A learner of the embedded learning system, by e-mail as Litmos knows users. */
export const learners = pgTable(
  'learners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(false),
    activatedAt: tstz('activated_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('learners_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * A learner enrolled in a course: by a course order (one row per order, course and learner, so a retried order
 * enrols once) or by a free course (one row per learner and course).
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.courseId),
    courseOrderId: uuid('course_order_id').references(() => courseOrders.courseOrderId, {
      onDelete: 'cascade',
    }),
    /** ORDER | FREE */
    source: text('source').notNull(),
    enrolledAt: tstz('enrolled_at').notNull(),
  },
  (t) => [
    uniqueIndex('course_enrolments_order_uq').on(t.courseOrderId, t.courseId, t.learnerId),
    uniqueIndex('course_enrolments_free_uq')
      .on(t.learnerId, t.courseId)
      .where(sql`${t.courseOrderId} is null`),
    index('course_enrolments_learner_idx').on(t.learnerId, t.enrolledAt),
  ],
);
