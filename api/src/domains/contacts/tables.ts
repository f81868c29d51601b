// Contacts and their phone numbers.
import { createdAt, updatedAt } from '../../db/schema/types.js';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from '../accounts/tables.js';

/** Customer contacts (people at an organisation; a contact may have a portal login via users.contact_id). */
export const contacts = pgTable(
  'contacts',
  {
    contactId: text('contact_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => organizations.accountId, { onDelete: 'cascade' }),
    partyId: text('party_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    jobTitle: text('job_title'),
    hasConnectAccount: boolean('has_connect_account').notNull().default(false),
    /** the "AC" flag updated by CsrActor/updateB2BContactsWithACFlag */
    isAcUser: boolean('is_ac_user').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_account_idx').on(t.accountId),
    index('contacts_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const contactPhoneNumbers = pgTable(
  'contact_phone_numbers',
  {
    phoneLineId: text('phone_line_id').primaryKey(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    textEnabled: boolean('text_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_phone_numbers_contact_idx').on(t.contactId)],
);
