// Service requests: service jobs against a fleet unit.
import { createdAt, tstz, updatedAt } from '../../db/schema/types.js';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';
import { fleetUnits } from '../fleet/tables.js';

/** Service requests (service jobs) against a fleet unit. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    srId: text('sr_id').primaryKey(),
    srNumber: text('sr_number').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    instanceId: text('instance_id').references(() => fleetUnits.instanceId, { onDelete: 'set null' }),
    /** OPEN | IN_PROGRESS | CLOSED | CANCELLED */
    status: text('status').notNull(),
    type: text('type').notNull(),
    severity: text('severity').notNull().default('MEDIUM'),
    summary: text('summary').notNull(),
    description: text('description'),
    problemCode: text('problem_code'),
    technician: text('technician'),
    location: text('location'),
    comments: jsonb('comments').$type<{ author: string; at: string; text: string }[]>(),
    openedAt: tstz('opened_at').notNull(),
    closedAt: tstz('closed_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_requests_sr_number_uq').on(t.srNumber),
    index('service_requests_account_idx').on(t.accountId, t.status),
    index('service_requests_instance_idx').on(t.instanceId),
  ],
);
