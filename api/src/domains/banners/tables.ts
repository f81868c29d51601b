// Site banners.
import { createdAt, tstz, updatedAt } from '../../db/schema/types.js';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Site banners (id, startDateTime, endDateTime, type = alert style, message). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    startDateTime: tstz('start_date_time').notNull(),
    endDateTime: tstz('end_date_time').notNull(),
    /** alert style: info | warning | danger | success */
    type: text('type').notNull().default('info'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_window_idx').on(t.startDateTime, t.endDateTime)],
);
