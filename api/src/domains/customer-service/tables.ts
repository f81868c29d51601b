// E-mail domain rules (customer service decides which business domains may register) and agents' notes on
// customers.
import { createdAt, tstz, updatedAt } from '../../db/schema/types.js';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';

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

/**
 * What an agent wrote about a customer on a call (issue 41): only ever added, listed newest first with the author.
 * The author stays named after their account is removed (author_name is kept with the note).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.at)],
);
