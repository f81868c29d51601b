// Warranty: claims, their attachments and an organisation's default claim information.
import { createdAt, tstz, updatedAt } from '../../db/schema/types.js';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses, organizations, users } from '../accounts/tables.js';
import { fleetUnits } from '../fleet/tables.js';

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
