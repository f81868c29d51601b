// Notices: product notices (APNs / bulletins), the units they apply to and their attachments (spec section 3 "APN").
import { createdAt, tstz } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';
import { fleetUnits } from '../fleet/tables.js';

/** Product notices (APNs / bulletins) published for a product line and models. */
export const notices = pgTable(
  'notices',
  {
    apnId: text('apn_id').primaryKey(),
    apnNumber: text('apn_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    productLine: text('product_line').notNull(),
    models: text('models')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SAFETY | SERVICE | INFORMATIONAL */
    noticeType: text('notice_type').notNull(),
    severity: text('severity').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notices_apn_number_uq').on(t.apnNumber)],
);

/** A notice's applicability to one fleet unit; status OPEN until a completion is reported. */
export const noticeUnits = pgTable(
  'notice_units',
  {
    apnId: text('apn_id')
      .notNull()
      .references(() => notices.apnId, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    /** OPEN | COMPLETE */
    status: text('status').notNull().default('OPEN'),
    completedAt: tstz('completed_at'),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completionNotes: text('completion_notes'),
  },
  (t) => [
    primaryKey({ columns: [t.apnId, t.instanceId] }),
    index('notice_units_account_status_idx').on(t.accountId, t.status),
    index('notice_units_instance_idx').on(t.instanceId),
    // a unit's open notices (My Fleet's count, sort and open-notices filter: issue 38), without the completed ones
    index('notice_units_open_instance_idx')
      .on(t.instanceId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/** Attachments of a notice (APN attachments: attachmentId, description, filename). */
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    attachmentId: text('attachment_id').primaryKey(),
    apnId: text('apn_id')
      .notNull()
      .references(() => notices.apnId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    /** storage reference (generated PDF or file under the data folder) */
    fileRef: text('file_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('notice_attachments_apn_idx').on(t.apnId)],
);
