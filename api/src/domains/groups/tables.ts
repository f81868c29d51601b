// Groups: fleet groups, their sub-group edges and their units (spec section 3 "Group (fleet)").
import { createdAt, updatedAt } from '../../db/schema/types.js';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { addresses, organizations, users } from '../accounts/tables.js';
import { fleetUnits } from '../fleet/tables.js';

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
