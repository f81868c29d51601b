// E-mail change requests (My Account: the change applies when the link to the new address is followed).
import { createdAt, tstz } from '../../db/schema/types.js';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';

/**
 * A requested e-mail change (My Account 'editAccountInfo'): the new address applies only when the link mailed to it
 * is followed. Only a hash of the link's token is kept.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    confirmedAt: tstz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_requests_token_uq').on(t.tokenHash),
    index('email_change_requests_user_idx').on(t.userId),
  ],
);
