// Feature flags served over OFREP (issue 22, ADR 0015) and the analytics events the embedded collector keeps.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, tstz, updatedAt } from './types.js';

/** A flag's value: the OFREP value types the portal uses. */
export type FlagValue = boolean | string | number;

/**
 * Feature flags: one row per flag, its value for each flag group (the profile's launchDarklyGroup, spec 6) and
 * the value of every other group. Evaluated by the OFREP endpoints, edited by product owners.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    description: text('description').notNull().default(''),
    /** boolean | string | number: every value of the flag has this type */
    type: text('type').notNull(),
    defaultValue: jsonb('default_value').$type<FlagValue>().notNull(),
    /** flag group → value; a group not named gets defaultValue */
    groupValues: jsonb('group_values').$type<Record<string, FlagValue>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('feature_flags_type_check', sql`${t.type} in ('boolean', 'string', 'number')`)],
);

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
