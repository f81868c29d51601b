// Fleet: units and which contacts relate to them (spec section 3 "Fleet unit summary"). Groups, service requests,
// notices, warranty claims and telematics have their own domains' tables.
import { createdAt, tstz, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DueStatus, InspectionKind, MyFleetColumn, MyFleetPageSize } from '@portal/rules/fleet';
import { organizations, users } from '../accounts/tables.js';
import { contacts } from '../contacts/tables.js';
import { unitSearchText } from './unit-search-text.js';

/** Fleet unit (equipment instance) with every field of the spec's Fleet unit summary that is stored. */
export const fleetUnits = pgTable(
  'fleet_units',
  {
    instanceId: text('instance_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerVehicleNumber: text('customer_vehicle_number'),
    productLine: text('product_line').notNull(),
    model: text('model').notNull(),
    city: text('city'),
    stateProvince: text('state_province'),
    inServiceDate: date('in_service_date', { mode: 'string' }),
    currentLocation: text('current_location'),
    warning: text('warning'),
    unitSerial: text('unit_serial').notNull(),
    faSerial: text('fa_serial'),
    chassisVin: text('chassis_vin'),
    chassisMake: text('chassis_make'),
    modelYear: integer('model_year'),
    webEnabled: boolean('web_enabled').notNull().default(true),
    globalRental: boolean('global_rental').notNull().default(false),
    /** insulated aerial devices owe the periodic dielectric test */
    insulated: boolean('insulated').notNull().default(false),
    /** hour meter as telematics last reported it; null: no telematics, planned by calendar alone */
    hourMeter: numeric('hour_meter', { precision: 8, scale: 1, mode: 'number' }),
    hourMeterReadOn: date('hour_meter_read_on', { mode: 'string' }),
    /**
     * The unit's plan as @portal/rules/fleet dated it on `plannedOn` (refreshUnitPlans: the job worker daily, the
     * seed): what My Fleet filters and sorts on. OVERDUE | DUE_SOON | OK, the worst of its services and inspections.
     */
    dueStatus: text('due_status').$type<DueStatus>().notNull().default('OK'),
    nextInspectionOn: date('next_inspection_on', { mode: 'string' }),
    nextInspectionKind: text('next_inspection_kind').$type<InspectionKind>(),
    nextServiceOn: date('next_service_on', { mode: 'string' }),
    /** share of 8-hour working days used lately; null: no telematics */
    utilisationPercent: integer('utilisation_percent'),
    plannedOn: date('planned_on', { mode: 'string' }),
    /** the day the unit last became overdue; null while it is not (an overdue alert is about that change) */
    overdueSince: date('overdue_since', { mode: 'string' }),
    unitInFleet: boolean('unit_in_fleet').notNull().default(true),
    custAcctIds: text('cust_acct_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipmentOwner: text('equipment_owner'),
    analytics: jsonb('analytics').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fleet_units_account_idx').on(t.accountId),
    uniqueIndex('fleet_units_unit_serial_uq').on(t.unitSerial),
    index('fleet_units_vin_idx').on(t.chassisVin),
    index('fleet_units_cust_acct_ids_idx').using('gin', t.custAcctIds),
    // My Fleet's typed search (issue 38): one trigram index over the searched columns joined (unitSearchText)
    index('fleet_units_search_trgm_idx').using('gin', sql`(${unitSearchText(t)}) gin_trgm_ops`),
  ],
);

/** Which contacts relate to which units (/orgOfFleet/contacts/getContactRelationships). */
export const unitContacts = pgTable(
  'unit_contacts',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    /** OPERATOR | FLEET_MANAGER | SERVICE_CONTACT | SAFETY_CONTACT */
    relationship: text('relationship').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.contactId, t.relationship] }),
    index('unit_contacts_contact_idx').on(t.contactId),
  ],
);

/** Services and inspections done on a unit, each with the hour meter then (the plan in @portal/rules/fleet). */
export const unitMaintenanceRecords = pgTable(
  'unit_maintenance_records',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
    /** SERVICE (code: the plan's service code) | INSPECTION (code: FREQUENT, ANNUAL or DIELECTRIC) */
    kind: text('kind').$type<'SERVICE' | 'INSPECTION'>().notNull(),
    code: text('code').notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    hourMeter: numeric('hour_meter', { precision: 8, scale: 1, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.kind, t.code, t.performedOn] })],
);

/** What a saved view of My Fleet holds: the list's state as the page reads it. */
export interface FleetViewDefinition {
  query: string;
  filter: Record<string, string[]>;
  columns: MyFleetColumn[];
  sort: { field: string; direction: 'ASC' | 'DESC' } | null;
  pageSize: MyFleetPageSize;
}

/** A user's saved views of My Fleet (issue 38), by name, one user's own. */
export const fleetSavedViews = pgTable(
  'fleet_saved_views',
  {
    viewId: uuid('view_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    view: jsonb('view').$type<FleetViewDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fleet_saved_views_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

/** Which fleet alerts a user is e-mailed (issue 38), one at a time or in a daily digest. */
export const fleetAlertSettings = pgTable('fleet_alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unitOverdue: boolean('unit_overdue').notNull().default(false),
  newNotice: boolean('new_notice').notNull().default(false),
  faultEvent: boolean('fault_event').notNull().default(false),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every fleet alert sent: the (user, event) key is unique, so no event is mailed twice to one user. */
export const fleetAlertsSent = pgTable(
  'fleet_alerts_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** UNIT_OVERDUE:<unit>:<overdue since> | NEW_NOTICE:<APN> | FAULT_EVENT:<event> | DIGEST:<day> */
    eventKey: text('event_key').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventKey] })],
);
