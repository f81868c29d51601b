// Invoices, their lines and the per-organisation counts the invoice search reads.
import { createdAt, money } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addresses, organizations } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';

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
    /** the account statement's open invoices, oldest due first, a page at a time (ADR 0044) */
    index('invoices_open_due_date_idx')
      .on(t.accountId, t.dueDate, t.invoiceId)
      .where(sql`${t.balanceDue} <> 0 and ${t.status} <> 'PAID'`),
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
