// Telematics: units' events and daily series (fleet services insight).
import { tstz } from '../../db/schema/types.js';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organizations } from '../accounts/tables.js';
import { fleetUnits } from '../fleet/tables.js';

/**
 * Telematics events of a unit (/telematics/events; `viewEvent/{id}` opens one): SAFETY (outriggers, tip-over,
 * boom travel), LOAD (ALMS load monitoring), PERFORMANCE (idle, faults) and JEMS (jobsite energy management).
 */
export const telematicsEvents = pgTable(
  'telematics_events',
  {
    eventId: text('event_id').primaryKey(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    /** SAFETY | LOAD | PERFORMANCE | JEMS */
    category: text('category').notNull(),
    type: text('type').notNull(),
    /** HIGH | MEDIUM | LOW */
    severity: text('severity').notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    location: text('location'),
    /** the reading that raised it (load %, minutes idle, …) */
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('telematics_events_account_time_idx').on(t.accountId, t.occurredAt),
    index('telematics_events_instance_time_idx').on(t.instanceId, t.occurredAt),
  ],
);

/** One unit's day of telematics (the fleet-services insight series). */
export const telematicsDaily = pgTable(
  'telematics_daily',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    engineHours: numeric('engine_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    idleHours: numeric('idle_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ptoHours: numeric('pto_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    fuelUsed: numeric('fuel_used', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    maxLoadPercent: numeric('max_load_percent', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    overloadCount: integer('overload_count').notNull().default(0),
    safetyEventCount: integer('safety_event_count').notNull().default(0),
    /** JEMS: minutes the boom worked on battery with the engine off */
    jemsEngineOffMinutes: integer('jems_engine_off_minutes').notNull().default(0),
    jemsMinStateOfCharge: integer('jems_min_state_of_charge'),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.day] }),
    index('telematics_daily_account_day_idx').on(t.accountId, t.day),
  ],
);
