// Analytics events.
import { tstz } from '../../db/schema/types.js';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';

/**
 * Analytics events received by the embedded collector (the development stand-in for the analytics property):
 * what a tag manager would receive, with the user token the server derived from the caller.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** B2B_{contactId} / B2C_{accountId}; null for a guest */
    userToken: text('user_token'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_user_idx').on(t.userId, t.receivedAt),
  ],
);
