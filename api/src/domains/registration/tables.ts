// Registrations (sign-up requests and their outcomes).
import {
  createdAt,
  emailDomainResultEnum,
  registrationOutcomeEnum,
  registrationTypeEnum,
  tstz,
} from '../../db/schema/types.js';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/tables.js';

/**
 * Self-registration submissions (the registration form + addressInfo + approval queue details).
 * The activation token itself lives on the user (profile activationToken / activationTokenCreated).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: registrationTypeEnum('type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    businessName: text('business_name'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    phoneNumber: text('phone_number'),
    country: text('country').notNull().default('US'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    county: text('county'),
    remoteSupport: boolean('remote_support').notNull().default(true),
    receiveInfo: boolean('receive_info').notNull().default(true),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    acceptedTermsDate: tstz('accepted_terms_date'),
    emailDomainResult: emailDomainResultEnum('email_domain_result'),
    outcome: registrationOutcomeEnum('outcome'),
    rejectionReason: text('rejection_reason'),
    /** account the registration was matched to (domain rule or CSR approval) */
    accountId: text('account_id').references(() => organizations.accountId, { onDelete: 'set null' }),
    approvalStatusNotes: text('approval_status_notes'),
    approvalAccountId: text('approval_account_id').references(() => organizations.accountId, {
      onDelete: 'set null',
    }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_user_idx').on(t.userId), index('registrations_created_idx').on(t.createdAt)],
);
