// Training: courses, course orders, and the embedded learning system (the LMS adapter's default implementation,
// learning/): learners activated by setLitmosUserToActive and their course enrolments, from paid course orders or
// free courses.
import { createdAt, money, tstz, tsvector, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';
import { paymentMethods } from '../carts-and-checkout/tables.js';

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
    /** progress the learning system reports: not started (null), in progress (startedAt), completed */
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    /** the final assessment's score (percent), for courses that have one */
    score: integer('score'),
  },
  (t) => [
    uniqueIndex('course_enrolments_order_uq').on(t.courseOrderId, t.courseId, t.learnerId),
    uniqueIndex('course_enrolments_free_uq')
      .on(t.learnerId, t.courseId)
      .where(sql`${t.courseOrderId} is null`),
    index('course_enrolments_learner_idx').on(t.learnerId, t.enrolledAt),
  ],
);

/** Training courses (training store). Product and category filter values are the spec's section 2 lists. */
export const courses = pgTable(
  'courses',
  {
    courseId: text('course_id').primaryKey(),
    externalCourseId: text('external_course_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productFilters: text('product_filters')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryFilters: text('category_filters')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }),
    priceCad: numeric('price_cad', { precision: 10, scale: 2, mode: 'number' }),
    isFree: boolean('is_free').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    deliveryMethod: text('delivery_method').notNull().default('Online'),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    /** the language the course is taught in (English, French, Spanish) */
    language: text('language').notNull().default('English'),
    /** continuing-education credits (CEUs) earned on completion */
    credits: numeric('credits', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    /** the course outline: one module title a line */
    outline: text('outline')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the course ends with a scored assessment (its completions carry a score) */
    hasAssessment: boolean('has_assessment').notNull().default(false),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_external_id_uq').on(t.externalCourseId),
    index('courses_search_idx').using('gin', t.searchVector),
    index('courses_product_filters_idx').using('gin', t.productFilters),
    index('courses_category_filters_idx').using('gin', t.categoryFilters),
    // 'SEARCH SUGGESTIONS': title prefixes and words are found through this index, never by a scan
    index('courses_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** Training-store orders (course order: externalOrderId, accountId, courses). */
export const courseOrders = pgTable(
  'course_orders',
  {
    courseOrderId: uuid('course_order_id').primaryKey().defaultRandom(),
    externalOrderId: text('external_order_id').notNull(),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PLACED | FULFILLED | CANCELLED */
    status: text('status').notNull().default('PLACED'),
    currency: text('currency').notNull().default('USD'),
    total: money('total').notNull().default(0),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** the readable order number (7100001, …) the buyer quotes; from the supply store's generator */
    orderNumber: text('order_number'),
    /** the customer's purchase order number when the order is paid by purchase order */
    customerPo: text('customer_po'),
    subtotal: money('subtotal').notNull().default(0),
    tax: money('tax').notNull().default(0),
    orderedAt: tstz('ordered_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_orders_external_uq').on(t.externalOrderId),
    uniqueIndex('course_orders_number_uq').on(t.orderNumber),
    index('course_orders_account_idx').on(t.accountId, t.orderedAt),
    index('course_orders_user_idx').on(t.userId),
  ],
);

export const courseOrderLines = pgTable(
  'course_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseOrderId: uuid('course_order_id')
      .notNull()
      .references(() => courseOrders.courseOrderId, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.courseId),
    externalCourseId: text('external_course_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull().default(0),
  },
  (t) => [index('course_order_lines_order_idx').on(t.courseOrderId)],
);

/**
 * The seats of a course order, one row per seat (seat 1..quantity of a course line): unassigned while learnerEmail
 * is null; assigned to a contact of the organisation or an invitee, who is enrolled in the learning system; the
 * buyer may reassign it until the learner has started.
 */
export const courseSeats = pgTable(
  'course_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseOrderId: uuid('course_order_id')
      .notNull()
      .references(() => courseOrders.courseOrderId, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.courseId),
    seatNumber: integer('seat_number').notNull(),
    learnerEmail: text('learner_email'),
    enrolmentId: uuid('enrolment_id').references(() => courseEnrolments.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at'),
    /** the 'not started yet' reminder went out (the reminder job sends it once per assignment) */
    remindedAt: tstz('reminded_at'),
    /** instructor-led courses: the session chosen for this seat, booked or on its waitlist */
    sessionId: uuid('session_id').references(() => courseSessions.id, { onDelete: 'set null' }),
    /** BOOKED | WAITLISTED (null without a session) */
    sessionStatus: text('session_status'),
    /** when the seat was given its session: the waitlist's order, first come first served (ADR 0047) */
    sessionChosenAt: tstz('session_chosen_at'),
  },
  (t) => [
    index('course_seats_waitlist_idx')
      .on(t.sessionId, t.sessionChosenAt)
      .where(sql`${t.sessionStatus} = 'WAITLISTED'`),
    uniqueIndex('course_seats_seat_uq').on(t.courseOrderId, t.courseId, t.seatNumber),
    uniqueIndex('course_seats_learner_uq')
      .on(t.courseOrderId, t.courseId, sql`lower(${t.learnerEmail})`)
      .where(sql`${t.learnerEmail} is not null`),
  ],
);

/**
 * The dated sessions of an instructor-led course: when, where (a place or an online link) and how many seats.
 * `booked` counts the seats booked into it; a booking is one conditional update (booked < capacity), so two
 * buyers racing for the last place never overbook it.
 */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    location: text('location'),
    onlineUrl: text('online_url'),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_sessions_course_idx').on(t.courseId, t.startsAt),
    check('course_sessions_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * A change to a session's date, place or capacity (issue 40): written with the change, then the job worker's task
 * (jobs/session-change-mails.ts) claims it once (`notified_at`) and e-mails every learner booked or waitlisted.
 */
export const courseSessionChanges = pgTable(
  'course_session_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: tstz('changed_at').notNull(),
    /** what changed, in words for the learners' e-mail ("The place is now …") */
    summary: text('summary').notNull(),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    index('course_session_changes_pending_idx')
      .on(t.changedAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
