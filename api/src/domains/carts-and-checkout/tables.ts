// Commerce: carts, shopping lists, quotes, supply orders, course orders, invoices (spec sections 3 and 7).
import { sql } from 'drizzle-orm';
import {
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
import { addresses, contacts, organizations, paymentMethods, users } from './accounts.js';
import { courses } from './catalog.js';
import { cartApplicationEnum, createdAt, tstz, updatedAt } from './types.js';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

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

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    shoppingListId: uuid('shopping_list_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shopping_lists_user_name_uq').on(t.userId, sql`lower(${t.name})`)],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    shoppingListItemId: uuid('shopping_list_item_id').primaryKey().defaultRandom(),
    shoppingListId: uuid('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.shoppingListId, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shopping_list_items_uq').on(t.shoppingListId, t.itemId)],
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

/** Training-store orders (course order: externalOrderId, accountId, courses). */
export const courseOrders = pgTable(
  'course_orders',
  {
    courseOrderId: uuid('course_order_id').primaryKey().defaultRandom(),
    externalOrderId: text('external_order_id').notNull(),
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PLACED | FULFILLED | CANCELLED */
    status: text('status').notNull().default('PLACED'),
    currency: text('currency').notNull().default('USD'),
    total: money('total').notNull().default(0),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    orderedAt: tstz('ordered_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_orders_external_uq').on(t.externalOrderId),
    index('course_orders_account_idx').on(t.accountId, t.orderedAt),
    index('course_orders_user_idx').on(t.userId),
  ],
);

export const courseOrderLines = pgTable(
  'course_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseOrderId: uuid('course_order_id')
      .notNull()
      .references(() => courseOrders.courseOrderId, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.courseId),
    externalCourseId: text('external_course_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull().default(0),
  },
  (t) => [index('course_order_lines_order_idx').on(t.courseOrderId)],
);

/** AR invoices (invoiceId, title, customerTrxId, trxNumber, fileUrl → generated PDF referenced by `pdfRef`). */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    customerTrxId: text('customer_trx_id').notNull(),
    trxNumber: text('trx_number').notNull(),
    title: text('title').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    /** INV | CM (credit memo) */
    trxType: text('trx_type').notNull().default('INV'),
    /** OPEN | PAID | PAST_DUE | DISPUTED */
    status: text('status').notNull(),
    /** DEFAULT invoices are visible with B2B_View_Default_Invoices; OTHER ones need B2B_View_All_Invoices */
    invoiceCategory: text('invoice_category').notNull().default('DEFAULT'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    amount: money('amount').notNull(),
    balanceDue: money('balance_due').notNull(),
    customerPo: text('customer_po'),
    billToAddressId: text('bill_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    shipToAddressId: text('ship_to_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    /** PDF file reference (generated on demand when null) */
    pdfRef: text('pdf_ref'),
    createdAt: createdAt(),
  },
  // The invoice search (ADR 0019) pages an organisation's invoices in index order: one (account, sort column,
  // invoice id) index per sort it offers by a date or an amount, walked backwards for the descending sorts and the
  // invoice id tie-breaker; the invoice number's sort is the search's own expression (numeric when it is a number).
  // Its free text matches anywhere in these columns (the invoice number from its start): trigram indexes, and a
  // pattern btree for an invoice number's digits (their trigram index reads every row for the leading blanks).
  (t) => [
    uniqueIndex('invoices_trx_number_uq').on(t.trxNumber),
    index('invoices_account_idx').on(t.accountId, t.invoiceDate, t.invoiceId),
    index('invoices_account_due_date_idx').on(t.accountId, t.dueDate, t.invoiceId),
    index('invoices_account_amount_idx').on(t.accountId, t.amount, t.invoiceId),
    index('invoices_account_balance_due_idx').on(t.accountId, t.balanceDue, t.invoiceId),
    index('invoices_account_trx_number_idx').on(
      t.accountId,
      sql`(case when ${t.trxNumber} ~ '^[0-9]{1,15}$' then ${t.trxNumber}::bigint end) desc nulls last`,
      t.invoiceId.desc().nullsFirst(),
    ),
    /** the status filter with an invoice date range, counted from the index alone */
    index('invoices_account_status_date_idx').on(t.accountId, t.status, t.invoiceDate),
    index('invoices_order_idx').on(t.orderId),
    /** the invoice number from its start when the text starts with digits (ILIKE uses a btree for such a prefix) */
    index('invoices_trx_number_prefix_idx').on(t.trxNumber.op('text_pattern_ops')),
    index('invoices_trx_number_trgm_idx').using('gin', sql`${t.trxNumber} gin_trgm_ops`),
    index('invoices_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('invoices_customer_po_trgm_idx').using('gin', sql`${t.customerPo} gin_trgm_ops`),
    index('invoices_order_id_trgm_idx').using('gin', sql`${t.orderId} gin_trgm_ops`),
  ],
);

/**
 * How many invoices each organisation has, per category and status: the invoice search's exact total when it
 * filters by nothing but the caller's organisations, category and status (ADR 0019). Kept by statement triggers
 * on `invoices` (insert, update, delete, truncate; migration 0019), never written by the API.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    accountId: text('account_id').notNull(),
    invoiceCategory: text('invoice_category').notNull(),
    status: text('status').notNull(),
    invoices: integer('invoices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.invoiceCategory, t.status] })],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    partNumber: text('part_number'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);
