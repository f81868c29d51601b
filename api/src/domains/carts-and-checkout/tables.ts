// Carts and checkout: carts, quotes and saved payment methods (spec sections 3 and 7).
import { cartApplicationEnum, createdAt, money, tstz, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses, organizations, users } from '../accounts/tables.js';

/**
 * Server carts of logged-in users, one ACTIVE cart per user and application. Item ids are part numbers for the
 * supply store and course ids for the training store (no FK, because both live in one table).
 */
export const shoppingCarts = pgTable(
  'shopping_carts',
  {
    shoppingCartId: uuid('shopping_cart_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application: cartApplicationEnum('application').notNull(),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    /** ACTIVE | ORDERED | ABANDONED */
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shopping_carts_active_uq')
      .on(t.userId, t.application)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const shoppingCartItems = pgTable(
  'shopping_cart_items',
  {
    shoppingCartItemId: uuid('shopping_cart_item_id').primaryKey().defaultRandom(),
    shoppingCartId: uuid('shopping_cart_id')
      .notNull()
      .references(() => shoppingCarts.shoppingCartId, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitSerial: text('unit_serial'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shopping_cart_items_uq').on(t.shoppingCartId, t.itemId)],
);

/** Quotes created from a cart (createQuote) and submitted to the billing system (submitQuote). */
export const quotes = pgTable(
  'quotes',
  {
    quoteId: uuid('quote_id').primaryKey().defaultRandom(),
    ebsQuoteNumber: text('ebs_quote_number'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    shoppingCartId: uuid('shopping_cart_id').references(() => shoppingCarts.shoppingCartId, {
      onDelete: 'set null',
    }),
    /** DRAFT | SUBMITTED | ORDERED | EXPIRED */
    status: text('status').notNull().default('DRAFT'),
    currency: text('currency').notNull().default('USD'),
    subtotal: money('subtotal'),
    tax: money('tax'),
    freight: money('freight'),
    total: money('total'),
    shipToAddressId: text('ship_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    billToAddressId: text('bill_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    customerPo: text('customer_po'),
    /** the quote payload (lines, addresses) as sent to / returned by the billing system */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    orderId: text('order_id'),
    submittedAt: tstz('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quotes_user_idx').on(t.userId), index('quotes_account_idx').on(t.accountId)],
);

/** Payment cards: only the processor token, brand and last four digits, never a card number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    cardholderName: text('cardholder_name'),
    billingAddressId: text('billing_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_token_uq').on(t.token),
    check('payment_methods_last_four_ck', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);
