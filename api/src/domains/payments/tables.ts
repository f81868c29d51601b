// Invoice payments (issue 39): one row per payment made online, and the part of it applied to each invoice.
import { createdAt, money } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';
import { paymentMethods } from '../carts-and-checkout/tables.js';
import { invoices } from '../invoices/tables.js';

/**
 * A payment: who paid, how (a saved card or a bank account, kept only as the processor's answer and a label such as
 * "Visa ending in 4242"), how much and what the processor said. The payer's idempotency key is unique per payer: a
 * retried or doubled submission meets the constraint instead of charging again (ADR 0039).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the receipt's payment reference (PAY-…) */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** the organisation the payer belongs to (the invoices' organisations are on the allocations) */
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    /** CARD | ACH */
    methodType: text('method_type').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    methodLabel: text('method_label').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** SUCCEEDED | DECLINED */
    status: text('status').notNull(),
    processor: text('processor').notNull(),
    processorReference: text('processor_reference'),
    declineCode: text('decline_code'),
    declineMessage: text('decline_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_reference_uq').on(t.reference),
    index('payments_account_idx').on(t.accountId, t.createdAt),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** The part of a successful payment applied to one invoice (a declined payment applies nothing). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** the invoice's open balance after this payment */
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
  ],
);
