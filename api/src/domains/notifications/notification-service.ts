// Contact notifications (CNS, spec 7 'Notifications'): /cns/getCustContact/{id}, /cns/editNotificationContact,
// /cns/addPhoneNumber and /person/update/PersonWithPartyId. A delegated admin (B2B_Delegated_Customer_Admin) works
// on the contacts of the organisations in scope; every user may work on their own contact (My Account).
//
// Rules of spec 4 and 5, enforced here too: Off means all three severities off; any other mode needs at least one
// severity; a mode with Text needs a text-enabled phone number of the contact.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { contactPhoneNumberField } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { contactPhoneNumbers, contacts, notificationSettings, users } from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireAccount, requireUser } from '../../access/authorization.js';
import { CONTACT_MESSAGES, contactViews, isOwnContact } from '../contacts/index.js';
import type { ContactView } from '../contacts/index.js';
import { idField, str, validate } from '../../shared/validation.js';

export const NOTIFICATION_STATUSES = ['Off', 'Email', 'Text', 'Email & Text'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const NOTIFICATION_MESSAGES = {
  offWithSeverity: 'Notifications that are Off cannot have a severity selected.',
  noSeverity: 'Select at least one severity.',
  noTextPhone: 'Text notifications need a text-enabled phone number.',
  phoneNotFound: 'The phone number could not be found.',
} as const;

interface NotificationSetting {
  notificationStatus: NotificationStatus;
  highSeverity: boolean;
  mediumSeverity: boolean;
  lowSeverity: boolean;
  phoneLineId: string | null;
}

export interface NotificationContact extends ContactView {
  notificationSetting: NotificationSetting;
}

/** The contact, if the caller administers its organisation or is its own user. */
async function reachableContact(ctx: RequestContext, contactId: string) {
  requireUser(ctx);
  const [row] = await ctx.db.select().from(contacts).where(eq(contacts.contactId, contactId)).limit(1);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  if (await isOwnContact(ctx, contactId)) return row;
  if (!callerHolds(ctx, 'users.manage')) throw forbidden();
  requireAccount(ctx, row.accountId);
  return row;
}

async function settingOf(ctx: RequestContext, contactId: string): Promise<NotificationSetting> {
  const [row] = await ctx.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.contactId, contactId))
    .limit(1);
  // no row yet: the table's defaults (Email, all three severities)
  return row
    ? {
        notificationStatus: row.notificationStatus,
        highSeverity: row.highSeverity,
        mediumSeverity: row.mediumSeverity,
        lowSeverity: row.lowSeverity,
        phoneLineId: row.phoneLineId,
      }
    : {
        notificationStatus: 'Email',
        highSeverity: true,
        mediumSeverity: true,
        lowSeverity: true,
        phoneLineId: null,
      };
}

async function notificationContact(ctx: RequestContext, contactId: string): Promise<NotificationContact> {
  const [view] = await contactViews(ctx.db, [contactId]);
  if (!view) throw notFound(CONTACT_MESSAGES.notFound);
  return { ...view, notificationSetting: await settingOf(ctx, contactId) };
}

const contactIdParam = yup.object({ id: idField('id').required('id is required.') });

/** /cns/getCustContact/{id}: the contact with its phone numbers and notification setting. */
export async function getCustContact(
  ctx: RequestContext,
  params: { id: unknown },
): Promise<NotificationContact> {
  const { id } = validate(contactIdParam, params);
  await reachableContact(ctx, id);
  return notificationContact(ctx, id);
}

const strictBoolean = (label: string) =>
  yup
    .boolean()
    .typeError(`${label} must be true or false.`)
    .test('is-boolean', `${label} must be true or false.`, function isBoolean() {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'boolean';
    })
    .required(`${label} is required.`);

export const editNotificationSchema = yup.object({
  contactId: idField('contactId').required('contactId is required.'),
  notificationStatus: yup
    .mixed<NotificationStatus>()
    .oneOf([...NOTIFICATION_STATUSES], 'notificationStatus must be Off, Email, Text or Email & Text.')
    .required('notificationStatus is required.'),
  highSeverity: strictBoolean('highSeverity'),
  mediumSeverity: strictBoolean('mediumSeverity'),
  lowSeverity: strictBoolean('lowSeverity'),
  /** the phone that receives texts (default: the contact's first text-enabled phone) */
  phoneLineId: idField('phoneLineId').nullable(),
});

/** The spec's rules for a setting, as the messages of every rule it breaks. */
function notificationRuleProblems(
  setting: Pick<
    NotificationSetting,
    'notificationStatus' | 'highSeverity' | 'mediumSeverity' | 'lowSeverity'
  >,
): string[] {
  const any = setting.highSeverity || setting.mediumSeverity || setting.lowSeverity;
  if (setting.notificationStatus === 'Off') return any ? [NOTIFICATION_MESSAGES.offWithSeverity] : [];
  return any ? [] : [NOTIFICATION_MESSAGES.noSeverity];
}

/** /cns/editNotificationContact */
export async function editNotificationContact(
  ctx: RequestContext,
  body: unknown,
): Promise<NotificationContact> {
  const form = validate(editNotificationSchema, body ?? {});
  const problems = notificationRuleProblems(form);
  if (problems.length) throw badInput(problems[0]!, problems);
  const contact = await reachableContact(ctx, form.contactId);
  let phoneLineId: string | null = null;
  if (form.notificationStatus === 'Text' || form.notificationStatus === 'Email & Text') {
    const phones = await ctx.db
      .select()
      .from(contactPhoneNumbers)
      .where(eq(contactPhoneNumbers.contactId, contact.contactId));
    const phone = form.phoneLineId
      ? phones.find((p) => p.phoneLineId === form.phoneLineId)
      : phones.find((p) => p.textEnabled);
    if (form.phoneLineId && !phone) throw notFound(NOTIFICATION_MESSAGES.phoneNotFound);
    if (!phone?.textEnabled) throw badInput(NOTIFICATION_MESSAGES.noTextPhone);
    phoneLineId = phone.phoneLineId;
  }
  const values = {
    notificationStatus: form.notificationStatus,
    highSeverity: form.highSeverity,
    mediumSeverity: form.mediumSeverity,
    lowSeverity: form.lowSeverity,
    phoneLineId,
    updatedAt: ctx.now(),
  };
  await ctx.db
    .insert(notificationSettings)
    .values({ contactId: contact.contactId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.contactId, set: values });
  return notificationContact(ctx, contact.contactId);
}

export const addPhoneSchema = yup.object({
  contactId: idField('contactId').required('contactId is required.'),
  // the rules of the browser's form (@portal/rules), on a strictly typed string
  phoneNumber: str('Phone number').concat(contactPhoneNumberField),
  textEnabled: yup
    .boolean()
    .typeError('textEnabled must be true or false.')
    .test('is-boolean', 'textEnabled must be true or false.', function isBoolean() {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'boolean';
    })
    .default(false),
});

/** /cns/addPhoneNumber {contactId, phoneNumber, textEnabled} */
export async function addPhoneNumber(ctx: RequestContext, body: unknown): Promise<NotificationContact> {
  const form = validate(addPhoneSchema, body ?? {});
  const contact = await reachableContact(ctx, form.contactId);
  await ctx.db.insert(contactPhoneNumbers).values({
    phoneLineId: randomUUID(),
    contactId: contact.contactId,
    phoneNumber: form.phoneNumber,
    textEnabled: form.textEnabled,
    createdAt: ctx.now(),
  });
  return notificationContact(ctx, contact.contactId);
}

const nameField = (label: string) =>
  str(label).trim().min(1, `${label} is required.`).max(100, `${label} must be at most 100 characters.`);

export const personUpdateSchema = yup.object({
  partyId: idField('partyId').required('partyId is required.'),
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  jobTitle: str('Job title').trim().max(100, 'Job title must be at most 100 characters.').nullable(),
});

/** /person/update/PersonWithPartyId {partyId, firstName, lastName, jobTitle}: the person (contact) of that party. */
export async function updatePersonWithPartyId(
  ctx: RequestContext,
  body: unknown,
): Promise<NotificationContact> {
  const form = validate(personUpdateSchema, body ?? {});
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ contactId: contacts.contactId })
    .from(contacts)
    .where(eq(contacts.partyId, form.partyId))
    .limit(1);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  const contact = await reachableContact(ctx, row.contactId);
  const changes = {
    ...(form.firstName ? { firstName: form.firstName } : {}),
    ...(form.lastName ? { lastName: form.lastName } : {}),
    ...(form.jobTitle !== undefined ? { jobTitle: form.jobTitle || null } : {}),
  };
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({ ...changes, updatedAt: now })
      .where(eq(contacts.contactId, contact.contactId));
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(users.contactId, contact.contactId)));
  });
  return notificationContact(ctx, contact.contactId);
}
