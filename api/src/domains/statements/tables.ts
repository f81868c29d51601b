// The statement's open balances (ADR 0044): per organisation, invoice category, bill-to ('' for none), currency and
// due date, the open invoices and their balance due. Kept by statement triggers on `invoices` (migration 0032),
// never written by the API; the statement ages these rows rather than every open invoice.
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const openInvoiceBalances = pgTable(
  'open_invoice_balances',
  {
    accountId: text('account_id').notNull(),
    invoiceCategory: text('invoice_category').notNull(),
    /** '' when the invoice has no bill-to address (a key column cannot be null) */
    billToAddressId: text('bill_to_address_id').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    invoices: integer('invoices').notNull(),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'open_invoice_balances_pk',
      columns: [t.accountId, t.invoiceCategory, t.billToAddressId, t.currency, t.dueDate],
    }),
  ],
);
