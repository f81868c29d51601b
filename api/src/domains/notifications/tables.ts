// Notification settings (which contact hears of what).
import { notificationStatusEnum, updatedAt } from '../../db/schema/types.js';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { contactPhoneNumbers, contacts } from '../contacts/tables.js';

/** Notification settings of a contact (spec: notificationStatus Off/Email/Text/Email & Text and three severities). */
export const notificationSettings = pgTable('notification_settings', {
  contactId: text('contact_id')
    .primaryKey()
    .references(() => contacts.contactId, { onDelete: 'cascade' }),
  notificationStatus: notificationStatusEnum('notification_status').notNull().default('Email'),
  highSeverity: boolean('high_severity').notNull().default(true),
  mediumSeverity: boolean('medium_severity').notNull().default(true),
  lowSeverity: boolean('low_severity').notNull().default(true),
  phoneLineId: text('phone_line_id').references(() => contactPhoneNumbers.phoneLineId, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});
