// Supply orders and their lines.
import { createdAt, money, tstz, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses, organizations, roles, users } from '../accounts/tables.js';
import { paymentMethods, quotes } from '../carts-and-checkout/tables.js';
import { contacts } from '../contacts/tables.js';

/** Supply (parts) orders. */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: text('contact_id').references(() => contacts.contactId, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.quoteId, { onDelete: 'set null' }),
    /** BOOKED | PARTIALLY_SHIPPED | SHIPPED | CLOSED | CANCELLED */
    status: text('status').notNull(),
    orderedAt: tstz('ordered_at').notNull(),
    customerPo: text('customer_po'),
    currency: text('currency').notNull().default('USD'),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull().default(0),
    freight: money('freight').notNull().default(0),
    total: money('total').notNull(),
    shipToAddressId: text('ship_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    billToAddressId: text('bill_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    shippingMethod: text('shipping_method'),
    /** web | phone | punchout */
    source: text('source').notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_account_idx').on(t.accountId, t.orderedAt),
    index('orders_user_idx').on(t.userId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** no FK: order history outlives catalogue changes */
    partNumber: text('part_number').notNull(),
    description: text('description').notNull(),
    customerPartNumber: text('customer_part_number'),
    unitSerial: text('unit_serial'),
    quantity: integer('quantity').notNull(),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    unitPrice: money('unit_price').notNull(),
    extendedPrice: money('extended_price').notNull(),
    uom: text('uom').notNull().default('each'),
    /** AWAITING_SHIPPING | SHIPPED | BACKORDERED | CANCELLED */
    status: text('status').notNull(),
    promiseDate: date('promise_date', { mode: 'string' }),
    shippedDate: date('shipped_date', { mode: 'string' }),
    carrier: text('carrier'),
    trackingNumbers: text('tracking_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('order_lines_order_line_uq').on(t.orderId, t.lineNumber),
    index('order_lines_part_idx').on(t.partNumber),
  ],
);

/**
 * Spending limits (issue 39): set by a customer administrator for one user or one role of an organisation (the
 * user's own limit wins; else the highest of their roles'). An order whose total is above its buyer's limit waits
 * for approval; at the limit it goes through.
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('spending_limits_amount_ck', sql`${t.amount} >= 0`),
    check('spending_limits_subject_ck', sql`(${t.userId} IS NULL) <> (${t.roleId} IS NULL)`),
    uniqueIndex('spending_limits_user_uq')
      .on(t.accountId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('spending_limits_role_uq')
      .on(t.accountId, t.roleId)
      .where(sql`${t.roleId} is not null`),
  ],
);

/** The approval an order above its buyer's limit waits for: PENDING, then APPROVED or REJECTED with a note. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** the buyer's limit when the order was placed */
    spendingLimit: money('spending_limit').notNull(),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_approvals_account_status_idx').on(t.accountId, t.status, t.createdAt)],
);
