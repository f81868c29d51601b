// Contacts and users of the caller's organisations for delegated customer admins (B2B_Delegated_Customer_Admin):
// searchContacts (also /contact/search and its CSV), getContact, createContact, createUser (PENDING_REGISTRATION
// and a delegated-registration e-mail), updateContact, deactivateUser, resendUserInvite and
// /contact/updateContactPrimaryEmail (spec 3 'Contact', 'New user input'; spec 7).
//
// A delegated admin never reaches past their scope: the account of every contact and user is checked, and a role is
// given only if domains/customer-service/roles/assignable-roles offers it (a customer role of the organisation, nothing beyond the
// admin's own privileges).
import { randomBytes, randomUUID } from 'node:crypto';
import { containsPattern } from '../../db/search-envelope.js';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import {
  auditLog,
  contactPhoneNumbers,
  contacts,
  mailOutbox,
  organizations,
  roles,
  userRoles,
  users,
} from '../../db/schema.js';
import { ApiError, badInput, forbidden, notFound } from '../../errors/api-error.js';
import { delegatedEmail, delegatedLink } from '../registration/index.js';
import { requireRule } from '../../access/operation-rule.js';
import { requireAccount, scopedAccountIds } from '../../access/authorization.js';
import type { Executor } from '../../db/database.js';
import {
  accountIdListField,
  emailField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  str,
  validate,
} from '../../shared/validation.js';
import { csvField } from '../../shared/csv-field.js';
import { assignableRoles, markPrivilegesChanged, requireAssignableRole } from '../customer-service/index.js';
import { companyMemberFields, giveCompanyRole } from '../accounts/index.js';

export const CONTACT_MESSAGES = {
  notFound: 'The contact could not be found.',
  emailTaken: 'A user with this email address already exists.',
  noUser: 'This contact has no portal user.',
  notPending: 'This user has already completed registration.',
  notSelf: 'You cannot deactivate your own user.',
  partyMismatch: 'The party does not belong to the organization.',
} as const;

export const CONTACT_CSV_JOB = 'contact-csv-export';

export interface ContactView {
  contactId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  jobTitle: string | null;
  phoneNumbers: { phoneNumber: string; phoneLineId: string; textEnabled: boolean }[];
  customer: { accountId: string; customerName: string };
  authProfile: {
    authId: string;
    userId: string;
    userStatus: (typeof users.$inferSelect)['status'];
    roles: { id: string; name: string }[];
  } | null;
  hasConnectAccount: boolean;
  active: boolean;
}

const requireAdmin = (ctx: RequestContext) => requireRule(ctx, 'users.manage');

// ---- reading ----------------------------------------------------------------------------------------------------

/** The contacts with their phones, login and roles, in the order of `ids`. */
export async function contactViews(db: Executor, ids: readonly string[]): Promise<ContactView[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, phones, logins] = await Promise.all([
    db
      .select({ contact: contacts, customerName: organizations.name })
      .from(contacts)
      .innerJoin(organizations, eq(organizations.accountId, contacts.accountId))
      .where(inArray(contacts.contactId, list)),
    db
      .select()
      .from(contactPhoneNumbers)
      .where(inArray(contactPhoneNumbers.contactId, list))
      .orderBy(asc(contactPhoneNumbers.createdAt), asc(contactPhoneNumbers.phoneLineId)),
    db
      .select({
        contactId: users.contactId,
        userId: users.id,
        authId: users.authId,
        status: users.status,
        roleId: roles.id,
        roleName: roles.name,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(users.contactId, list))
      .orderBy(asc(roles.name)),
  ]);
  const phonesOf = new Map<string, ContactView['phoneNumbers']>();
  for (const p of phones) {
    const l = phonesOf.get(p.contactId) ?? [];
    l.push({ phoneNumber: p.phoneNumber, phoneLineId: p.phoneLineId, textEnabled: p.textEnabled });
    phonesOf.set(p.contactId, l);
  }
  const loginOf = new Map<string, NonNullable<ContactView['authProfile']>>();
  for (const l of logins) {
    if (!l.contactId) continue;
    const login = loginOf.get(l.contactId) ?? {
      authId: l.authId,
      userId: l.userId,
      userStatus: l.status,
      roles: [],
    };
    if (l.roleId && l.roleName) login.roles.push({ id: l.roleId, name: l.roleName });
    loginOf.set(l.contactId, login);
  }
  const byId = new Map(
    rows.map(({ contact: c, customerName }) => [
      c.contactId,
      {
        contactId: c.contactId,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        jobTitle: c.jobTitle,
        phoneNumbers: phonesOf.get(c.contactId) ?? [],
        customer: { accountId: c.accountId, customerName },
        authProfile: loginOf.get(c.contactId) ?? null,
        hasConnectAccount: c.hasConnectAccount,
        active: c.active,
      } satisfies ContactView,
    ]),
  );
  return list.map((id) => byId.get(id)).filter((v): v is ContactView => v !== undefined);
}

/** A contact inside the caller's scope (another organisation's is refused with 403). */
async function readableContact(ctx: RequestContext, contactId: string) {
  const [row] = await ctx.db.select().from(contacts).where(eq(contacts.contactId, contactId)).limit(1);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  requireAccount(ctx, row.accountId);
  return row;
}

async function view(ctx: RequestContext, contactId: string): Promise<ContactView> {
  const [v] = await contactViews(ctx.db, [contactId]);
  if (!v) throw notFound(CONTACT_MESSAGES.notFound);
  return v;
}

const contactIdSchema = yup.object({ contactId: idField('contactId').required('contactId is required.') });

/** getContact(contactId) */
export async function getContact(ctx: RequestContext, input: { contactId: unknown }): Promise<ContactView> {
  const { contactId } = validate(contactIdSchema, input);
  requireAdmin(ctx);
  await readableContact(ctx, contactId);
  return view(ctx, contactId);
}

// ---- search -----------------------------------------------------------------------------------------------------

const SORT_FIELDS = {
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  jobTitle: contacts.jobTitle,
  customerName: organizations.name,
} as const;
type SortField = keyof typeof SORT_FIELDS;

export const contactSearchSchema = yup.object({
  accountIds: accountIdListField('accountIds'),
  query: searchTextField('query').nullable(),
  page: pageField(100_000),
  size: sizeField(100, 10),
  sortOptions: yup
    .object({
      field: yup
        .string()
        .required('sortOptions.field is required.')
        .oneOf(Object.keys(SORT_FIELDS), 'sortOptions.field is not a sortable field.'),
      direction: yup
        .string()
        .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v))
        .oneOf(['ASC', 'DESC'], 'sortOptions.direction must be ASC or DESC.')
        .default('ASC'),
    })
    .nullable()
    .default(null),
  /** false: deactivated contacts too */
  activeOnly: yup.boolean().typeError('activeOnly must be true or false.').default(false),
});
type ContactSearchRequest = yup.InferType<typeof contactSearchSchema>;

export interface ContactSearchResult {
  totalRecords: number;
  contacts: ContactView[];
}

/** Validates a search and resolves its accounts (the active organisations unless named; each named one checked). */
export function authoriseContactSearch(
  ctx: RequestContext,
  body: unknown,
): { request: ContactSearchRequest; accountIds: string[] } {
  requireAdmin(ctx);
  const request = validate(contactSearchSchema, body ?? {});
  return { request, accountIds: scopedAccountIds(ctx, request.accountIds) };
}

async function searchContactsIn(
  db: Executor,
  accountIds: readonly string[],
  request: ContactSearchRequest,
): Promise<ContactSearchResult> {
  if (accountIds.length === 0) return { totalRecords: 0, contacts: [] };
  const where: SQL[] = [inArray(contacts.accountId, [...accountIds])];
  if (request.activeOnly) where.push(eq(contacts.active, true));
  const words = (request.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6);
  for (const word of words) {
    const pattern = containsPattern(word);
    where.push(
      or(
        ilike(contacts.firstName, pattern),
        ilike(contacts.lastName, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.jobTitle, pattern),
      )!,
    );
  }
  const sort = request.sortOptions;
  const column = sort ? SORT_FIELDS[sort.field as SortField] : contacts.lastName;
  const direction = sort?.direction === 'DESC' ? desc : asc;
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ contactId: contacts.contactId })
      .from(contacts)
      .innerJoin(organizations, eq(organizations.accountId, contacts.accountId))
      .where(condition)
      .orderBy(direction(column), asc(contacts.firstName), asc(contacts.contactId))
      .limit(request.size)
      .offset(request.page * request.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contacts)
      .where(condition),
  ]);
  return {
    totalRecords: count?.total ?? 0,
    contacts: await contactViews(
      db,
      rows.map((r) => r.contactId),
    ),
  };
}

/** searchContacts(accountIds, queryParams) and /contact/search */
export async function searchContacts(ctx: RequestContext, body: unknown): Promise<ContactSearchResult> {
  const { request, accountIds } = authoriseContactSearch(ctx, body);
  return searchContactsIn(ctx.db, accountIds, request);
}

/** The GraphQL arguments flattened into the search body. */
export function contactSearchBody(args: {
  accountIds?: readonly string[] | null;
  queryParams?: unknown;
}): unknown {
  const params = args.queryParams && typeof args.queryParams === 'object' ? args.queryParams : {};
  return { ...params, accountIds: args.accountIds ?? null };
}

const CONTACT_CSV_COLUMNS = [
  'contactId',
  'firstName',
  'lastName',
  'email',
  'jobTitle',
  'phoneNumbers',
  'customerName',
  'userStatus',
  'roles',
  'active',
] as const;

/** Every contact matching the search as CSV. */
export async function contactCsv(
  db: Executor,
  accountIds: readonly string[],
  request: ContactSearchRequest,
  maxRows = 100_000,
): Promise<string> {
  const lines: string[] = [CONTACT_CSV_COLUMNS.join(',')];
  const size = 100;
  for (let page = 0; page * size < maxRows; page += 1) {
    const result = await searchContactsIn(db, accountIds, { ...request, page, size });
    for (const c of result.contacts) {
      const values: Record<(typeof CONTACT_CSV_COLUMNS)[number], unknown> = {
        contactId: c.contactId,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        jobTitle: c.jobTitle,
        phoneNumbers: c.phoneNumbers.map((p) => p.phoneNumber).join('; '),
        customerName: c.customer.customerName,
        userStatus: c.authProfile?.userStatus ?? '',
        roles: c.authProfile?.roles.map((r) => r.name).join('; ') ?? '',
        active: c.active,
      };
      lines.push(CONTACT_CSV_COLUMNS.map((k) => csvField(values[k])).join(','));
    }
    if (result.contacts.length < size) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---- creating ---------------------------------------------------------------------------------------------------

const nameField = (label: string) =>
  str(label).trim().required(`${label} is required.`).max(100, `${label} must be at most 100 characters.`);
const phoneField = str('Phone number')
  .trim()
  .max(30, 'Phone number must be at most 30 characters.')
  .matches(/^[0-9()+ .x-]*$/, 'Phone number contains invalid characters.');
const jobTitleField = str('Job title').trim().max(100, 'Job title must be at most 100 characters.');

const newContactSchema = yup.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField.nullable(),
  accountId: idField('accountId').required('accountId is required.'),
  partyId: idField('partyId').nullable(),
  phoneNumber: phoneField.nullable(),
  jobTitle: jobTitleField.nullable(),
});
const newUserSchema = newContactSchema.shape({
  email: emailField.required('Email address is required.'),
  roleId: idField('roleId').required('roleId is required.'),
});

/** The organisation the new contact joins: in scope, and the party named (if any) is its own. */
async function targetOrganization(
  ctx: RequestContext,
  accountId: string,
  partyId: string | null | undefined,
) {
  requireAccount(ctx, accountId);
  const [org] = await ctx.db
    .select({ accountId: organizations.accountId, partyId: organizations.partyId, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.accountId, accountId))
    .limit(1);
  if (!org) throw forbidden();
  if (partyId && partyId !== org.partyId) throw forbidden(CONTACT_MESSAGES.partyMismatch);
  return org;
}

/** assignableRoles(accountId, userId, purpose): what the role pickers offer (domains/customer-service/roles/assignable-roles). */
export { assignableRoles };

async function emailInUse(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(2);
  return rows.some((r) => r.id !== exceptUserId);
}

/** createContact(contact): a contact without a portal login. */
export async function createContact(ctx: RequestContext, input: { contact: unknown }): Promise<ContactView> {
  const form = validate(newContactSchema, input.contact ?? {});
  requireAdmin(ctx);
  await targetOrganization(ctx, form.accountId, form.partyId);
  const contactId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contacts).values({
      contactId,
      accountId: form.accountId,
      partyId: `P-${contactId}`,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email ?? null,
      jobTitle: form.jobTitle || null,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    if (form.phoneNumber)
      await tx
        .insert(contactPhoneNumbers)
        .values({ phoneLineId: randomUUID(), contactId, phoneNumber: form.phoneNumber });
  });
  return view(ctx, contactId);
}

/**
 * A company's invited user, as a customer administrator's createUser and customer service's bulk upload make one:
 * a contact of the company (with the phone number) and its portal user in PENDING_REGISTRATION holding a fresh
 * delegated-registration token. The caller gives the role and writes the e-mail and the audit record.
 */
export async function insertInvitedUser(
  tx: Executor,
  org: Parameters<typeof companyMemberFields>[0],
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber?: string | null | undefined;
    jobTitle?: string | null | undefined;
  },
  now: Date,
): Promise<{ id: string; contactId: string; token: string }> {
  const contactId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await tx.insert(contacts).values({
    contactId,
    accountId: org.accountId,
    partyId: `P-${contactId}`,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    jobTitle: person.jobTitle || null,
    hasConnectAccount: false,
    createdAt: now,
    updatedAt: now,
  });
  if (person.phoneNumber)
    await tx
      .insert(contactPhoneNumbers)
      .values({ phoneLineId: randomUUID(), contactId, phoneNumber: person.phoneNumber });
  const [user] = await tx
    .insert(users)
    .values({
      authId: `auth0|${randomBytes(12).toString('hex')}`,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber || null,
      jobTitle: person.jobTitle || null,
      status: 'PENDING_REGISTRATION',
      userStatusLastUpdated: now,
      ...companyMemberFields(org),
      contactId,
      activationToken: token,
      activationTokenCreated: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new ApiError('INTERNAL', 'The user could not be created.');
  return { id: user.id, contactId, token };
}

/**
 * createUser(user): a contact and its portal user in PENDING_REGISTRATION with the chosen role, and the
 * delegated-registration e-mail (the link of registration/, valid 7 days) in the outbox.
 */
export async function createUser(ctx: RequestContext, input: { user: unknown }): Promise<ContactView> {
  const form = validate(newUserSchema, input.user ?? {});
  const admin = requireAdmin(ctx);
  const org = await targetOrganization(ctx, form.accountId, form.partyId);
  const role = await requireAssignableRole(ctx, ctx.db, {
    roleId: form.roleId,
    accountId: form.accountId,
    purpose: 'USER_ROLE',
  });
  if (await emailInUse(ctx.db, form.email))
    throw new ApiError('CONFLICT', CONTACT_MESSAGES.emailTaken, {
      userFriendlyMessage: CONTACT_MESSAGES.emailTaken,
    });
  const now = ctx.now();
  const { publicUrl } = ctx.config;
  const contactId = await ctx.db.transaction(async (tx) => {
    const user = await insertInvitedUser(tx, org, form, now);
    await giveCompanyRole(tx, user.id, org.accountId, role.id);
    const mail = delegatedEmail(form.email, form.firstName, delegatedLink(publicUrl, user.id, user.token));
    await tx.insert(mailOutbox).values({ to: form.email, ...mail, createdAt: now });
    await tx.insert(auditLog).values({
      actorUserId: admin.id,
      subjectUserId: user.id,
      action: 'DELEGATED_USER_CREATED',
      details: { accountId: org.accountId, roleId: role.id, contactId: user.contactId },
      at: now,
    });
    return user.contactId;
  });
  return view(ctx, contactId);
}

// ---- changing ---------------------------------------------------------------------------------------------------

const updateSchema = yup.object({
  contactId: idField('contactId').required('contactId is required.'),
  firstName: nameField('First name').optional().default(undefined),
  lastName: nameField('Last name').optional().default(undefined),
  jobTitle: jobTitleField.nullable(),
  roleId: idField('roleId').nullable(),
});

async function loginOf(ctx: RequestContext, contactId: string) {
  const [user] = await ctx.db
    .select({
      id: users.id,
      authId: users.authId,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.contactId, contactId))
    .limit(1);
  return user ?? null;
}

/** updateContact(contact): names, job title, and the role of the contact's user. */
export async function updateContact(ctx: RequestContext, input: { contact: unknown }): Promise<ContactView> {
  const form = validate(updateSchema, input.contact ?? {});
  requireAdmin(ctx);
  const contact = await readableContact(ctx, form.contactId);
  const login = await loginOf(ctx, contact.contactId);
  if (form.roleId && !login) throw badInput(CONTACT_MESSAGES.noUser);
  const role =
    form.roleId && login
      ? await requireAssignableRole(ctx, ctx.db, {
          roleId: form.roleId,
          accountId: contact.accountId,
          userId: login.id,
          purpose: 'USER_ROLE',
        })
      : null;
  const now = ctx.now();
  const changes = {
    ...(form.firstName ? { firstName: form.firstName } : {}),
    ...(form.lastName ? { lastName: form.lastName } : {}),
    ...(form.jobTitle !== undefined ? { jobTitle: form.jobTitle || null } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({ ...changes, updatedAt: now })
      .where(eq(contacts.contactId, contact.contactId));
    if (login) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, login.id));
      if (role) {
        await tx.delete(userRoles).where(eq(userRoles.userId, login.id));
        await tx.insert(userRoles).values({ userId: login.id, roleId: role.id });
        await markPrivilegesChanged(ctx, tx, { userIds: [login.id] });
      }
    }
  });
  if (login) ctx.callers.invalidate(login.authId);
  return view(ctx, contact.contactId);
}

/** deactivateUser(contactId): the contact is inactive and its user DEACTIVATED (signed out at the next call). */
export async function deactivateUser(
  ctx: RequestContext,
  input: { contactId: unknown },
): Promise<ContactView> {
  const { contactId } = validate(contactIdSchema, input);
  const admin = requireAdmin(ctx);
  const contact = await readableContact(ctx, contactId);
  const login = await loginOf(ctx, contactId);
  if (login?.id === admin.id) throw badInput(CONTACT_MESSAGES.notSelf);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({ active: false, updatedAt: now })
      .where(eq(contacts.contactId, contact.contactId));
    if (login) {
      await tx
        .update(users)
        .set({ status: 'DEACTIVATED', userStatusLastUpdated: now, activationToken: null, updatedAt: now })
        .where(eq(users.id, login.id));
      await tx.insert(auditLog).values({
        actorUserId: admin.id,
        subjectUserId: login.id,
        action: 'DELEGATED_USER_DEACTIVATED',
        details: { contactId },
        at: now,
      });
    }
  });
  if (login) ctx.callers.invalidate(login.authId);
  return view(ctx, contactId);
}

/** resendUserInvite(contactId): a new delegated-registration link for a user still in PENDING_REGISTRATION. */
export async function resendUserInvite(ctx: RequestContext, input: { contactId: unknown }): Promise<boolean> {
  const { contactId } = validate(contactIdSchema, input);
  requireAdmin(ctx);
  await readableContact(ctx, contactId);
  const login = await loginOf(ctx, contactId);
  if (!login) throw badInput(CONTACT_MESSAGES.noUser);
  if (login.status !== 'PENDING_REGISTRATION') throw badInput(CONTACT_MESSAGES.notPending);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const { publicUrl } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ activationToken: token, activationTokenCreated: now, updatedAt: now })
      .where(eq(users.id, login.id));
    const mail = delegatedEmail(login.email, login.firstName, delegatedLink(publicUrl, login.id, token));
    await tx.insert(mailOutbox).values({ to: login.email, ...mail, createdAt: now });
  });
  return true;
}

export const primaryEmailSchema = yup.object({
  contactId: idField('contactId').required('contactId is required.'),
  email: emailField.required('Email address is required.'),
});

/** /contact/updateContactPrimaryEmail {contactId, email}: the contact's e-mail, and its user's sign-in e-mail. */
export async function updateContactPrimaryEmail(ctx: RequestContext, body: unknown): Promise<ContactView> {
  const { contactId, email } = validate(primaryEmailSchema, body ?? {});
  const admin = requireAdmin(ctx);
  const contact = await readableContact(ctx, contactId);
  const login = await loginOf(ctx, contactId);
  if (await emailInUse(ctx.db, email, login?.id))
    throw new ApiError('CONFLICT', CONTACT_MESSAGES.emailTaken, {
      userFriendlyMessage: CONTACT_MESSAGES.emailTaken,
    });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(contacts).set({ email, updatedAt: now }).where(eq(contacts.contactId, contact.contactId));
    if (login) await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, login.id));
    // a sign-in e-mail changed by someone else is recorded like the other delegated-admin changes
    await tx.insert(auditLog).values({
      actorUserId: admin.id,
      subjectUserId: login?.id ?? null,
      action: 'CONTACT_PRIMARY_EMAIL_CHANGED',
      details: { contactId, accountId: contact.accountId, previousEmail: contact.email, email },
      at: now,
    });
  });
  if (login) ctx.callers.invalidate(login.authId);
  return view(ctx, contactId);
}

/** Whether the caller is the contact's own user (My Account reads and edits its own notification settings). */
export async function isOwnContact(ctx: RequestContext, contactId: string): Promise<boolean> {
  if (ctx.caller.kind === 'guest' || !ctx.caller.user) return false;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ctx.caller.user.id), eq(users.contactId, contactId)))
    .limit(1);
  return row !== undefined;
}
