// E-mail domain rules (customer service decides which business domains may register).
import { createdAt, updatedAt } from '../../db/schema/types.js';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from '../accounts/tables.js';

/** Email-domain rules managed by CSR (checkEmail / addEmail / updateEmail / deleteEmail). */
export const emailDomainRules = pgTable('email_domain_rules', {
  domain: text('domain').primaryKey(),
  customerName: text('customer_name').notNull(),
  customerNumber: text('customer_number'),
  accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
  registrationAllowed: boolean('registration_allowed').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
