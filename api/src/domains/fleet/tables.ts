// Fleet: units, groups (with sub-groups and unit membership), service requests, notices (APNs) with attachments,
// warranty claims (spec section 3 "Group (fleet)", "Fleet unit summary", "APN").
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
import { addresses, contacts, organizations, users } from './accounts.js';
import { createdAt, tstz, updatedAt } from './types.js';

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

/** Fleet groups ("Group (fleet)"): `multiOrg` groups span the holding company's children. */
export const fleetGroups = pgTable(
  'fleet_groups',
  {
    groupId: uuid('group_id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    partyId: text('party_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    multiOrg: boolean('multi_org').notNull().default(false),
    customerName: text('customer_name'),
    billingAddressId: text('billing_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    shippingAddressId: text('shipping_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    ebsBillingAddressId: text('ebs_billing_address_id'),
    ebsShippingAddressId: text('ebs_shipping_address_id'),
    version: integer('version').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('fleet_groups_account_idx').on(t.accountId)],
);

/** Sub-group edges (a group's `parents` / `subGroups`). */
export const fleetGroupParents = pgTable(
  'fleet_group_parents',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => fleetGroups.groupId, { onDelete: 'cascade' }),
    parentGroupId: uuid('parent_group_id')
      .notNull()
      .references(() => fleetGroups.groupId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.parentGroupId] }),
    index('fleet_group_parents_parent_idx').on(t.parentGroupId),
  ],
);

/** Group membership of fleet units (a group's `instances`). */
export const fleetGroupUnits = pgTable(
  'fleet_group_units',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => fleetGroups.groupId, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => fleetUnits.instanceId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.instanceId] }),
    index('fleet_group_units_instance_idx').on(t.instanceId),
  ],
);

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

export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    claimId: text('claim_id').primaryKey(),
    claimNumber: text('claim_number').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    instanceId: text('instance_id').references(() => fleetUnits.instanceId, { onDelete: 'set null' }),
    /** SUBMITTED | IN_REVIEW | APPROVED | REJECTED | PAID */
    status: text('status').notNull(),
    warrantyType: text('warranty_type'),
    failureDate: date('failure_date', { mode: 'string' }),
    repairDate: date('repair_date', { mode: 'string' }),
    failedPartNumber: text('failed_part_number'),
    complaint: text('complaint').notNull(),
    cause: text('cause'),
    correction: text('correction'),
    laborHours: numeric('labor_hours', { precision: 8, scale: 2, mode: 'number' }),
    /** the unit's hour meter when it failed */
    unitHours: numeric('unit_hours', { precision: 10, scale: 1, mode: 'number' }),
    partsAmount: numeric('parts_amount', { precision: 12, scale: 2, mode: 'number' }),
    laborAmount: numeric('labor_amount', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    billingAddressId: text('billing_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    shippingAddressId: text('shipping_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: tstz('submitted_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warranty_claims_number_uq').on(t.claimNumber),
    index('warranty_claims_account_idx').on(t.accountId, t.status),
    index('warranty_claims_instance_idx').on(t.instanceId),
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

/** Files attached to a warranty claim (stored under the data folder; type and size checked on upload). */
export const warrantyClaimAttachments = pgTable(
  'warranty_claim_attachments',
  {
    attachmentId: uuid('attachment_id').primaryKey().defaultRandom(),
    claimId: text('claim_id')
      .notNull()
      .references(() => warrantyClaims.claimId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** path under <dataDir>/files */
    fileRef: text('file_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('warranty_claim_attachments_claim_idx').on(t.claimId)],
);

/** An organisation's warranty 'Default Information': the addresses and contact a new claim starts with. */
export const warrantyDefaults = pgTable('warranty_defaults', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => organizations.accountId, { onDelete: 'cascade' }),
  billingAddressId: text('billing_address_id').references(() => addresses.addressId, {
    onDelete: 'set null',
  }),
  shippingAddressId: text('shipping_address_id').references(() => addresses.addressId, {
    onDelete: 'set null',
  }),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
