// Fleet: units and which contacts relate to them (spec section 3 "Fleet unit summary"). Groups, service requests,
// notices, warranty claims and telematics have their own domains' tables.
import { createdAt, updatedAt } from '../../db/schema/types.js';
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
} from 'drizzle-orm/pg-core';
import { organizations } from '../accounts/tables.js';
import { contacts } from '../contacts/tables.js';

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
