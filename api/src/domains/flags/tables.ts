// Feature flags served over OFREP (issue 22, ADR 0016).
import { createdAt, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

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
