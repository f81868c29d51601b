// The approval queue (CSR_Registration): customer search in three field variants, approving a waiting
// registration by linking it to a customer, rejecting it with notes. The registrant is e-mailed through the
// outbox in the same transaction as the decision.
import { randomBytes } from 'node:crypto';
import { escapeLike } from '../../db/search-envelope.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { organizations, registrations, secondaryOrgRelationships, users } from '../../db/schema.js';
import { ApiError, notFound } from '../../errors/api-error.js';
import type { AdminUser, CustomerSearchField, CustomerSearchResult } from './types.js';
import { activationEmail, activationLink, delegatedEmail, delegatedLink } from '../registration/index.js';
import {
  companyMemberFields,
  customerResults,
  ensureCompanyContact,
  giveCompanyRole,
} from '../accounts/index.js';
import { recordAudit } from '../../audit/audit-log.js';
import { idField, searchTextField, sizeField, str, uuidField, validate } from '../../shared/validation.js';
import { loadAdminUser } from './admin-users.js';
import { requireCsr } from './csr-access.js';
import { queueCsrMail, queueRenderedMail, registrationRejectedEmail } from './csr-mail.js';

/** Spec 9: customer search default size 10. */
export const CUSTOMER_SEARCH_SIZE = 10;
const NOT_AWAITING_APPROVAL = 'This registration is not awaiting approval.';

type OrgRow = typeof organizations.$inferSelect;

/** The accounts domain's customer, its primary site named as customer service's search names it. */
async function toCustomerResults(ctx: RequestContext, orgs: OrgRow[]): Promise<CustomerSearchResult[]> {
  return (await customerResults(ctx, orgs)).map(({ address, ...customer }) => ({
    ...customer,
    primarySiteAddress: address,
  }));
}

const likePrefix = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/**
 * searchCustomers(query, field, size): NAME matches names containing the words' prefix (case-insensitive),
 * ACCOUNT_NUMBER and PARTY_ID match exactly. Customer accounts only (not the maker's internal one).
 */
export async function searchCustomers(
  ctx: RequestContext,
  input: { query: string; field?: CustomerSearchField | null; size?: number | null },
): Promise<CustomerSearchResult[]> {
  requireCsr(ctx, 'customerSearch');
  const args = validate(
    yup.object({
      query: searchTextField('query', 100).trim().required('query is required.'),
      field: yup
        .mixed<CustomerSearchField>()
        .oneOf(['NAME', 'ACCOUNT_NUMBER', 'PARTY_ID'], 'field must be NAME, ACCOUNT_NUMBER or PARTY_ID.')
        .nullable(),
      size: sizeField(100, CUSTOMER_SEARCH_SIZE),
    }),
    { ...input, size: input.size ?? undefined },
  );
  const field = args.field ?? 'NAME';
  const match =
    field === 'NAME'
      ? sql`lower(${organizations.name}) like ${`%${likePrefix(args.query)}`}`
      : field === 'ACCOUNT_NUMBER'
        ? eq(organizations.accountNumber, args.query)
        : eq(organizations.partyId, args.query);
  const rows = await ctx.db
    .select()
    .from(organizations)
    .where(and(match, sql`${organizations.type} <> 'INTERNAL'`))
    .orderBy(asc(organizations.name), asc(organizations.accountNumber))
    .limit(args.size);
  return toCustomerResults(ctx, rows);
}

/** The secondary organisations (children) of a parent company (organizationSupport). */
export async function customerSecondaryOrgs(
  ctx: RequestContext,
  input: { accountId: string },
): Promise<CustomerSearchResult[]> {
  requireCsr(ctx, 'customerSearch');
  const { accountId } = validate(yup.object({ accountId: idField('accountId').required() }), input);
  const rows = await ctx.db
    .select({ org: organizations })
    .from(secondaryOrgRelationships)
    .innerJoin(organizations, eq(organizations.accountId, secondaryOrgRelationships.custAccountId))
    .where(eq(secondaryOrgRelationships.parentAccountId, accountId))
    .orderBy(asc(organizations.name));
  return toCustomerResults(
    ctx,
    rows.map((r) => r.org),
  );
}

const notesField = str('notes').trim().max(2000, 'notes must be at most 2000 characters.');

async function waitingUser(ctx: RequestContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('The user does not exist.');
  // a decided registration (a rejected competitor included) stays decided
  if (user.status !== 'PENDING_APPROVAL' && user.status !== 'PENDING_REGISTRATION')
    throw new ApiError('CONFLICT', NOT_AWAITING_APPROVAL, { userFriendlyMessage: NOT_AWAITING_APPROVAL });
  return user;
}

async function latestRegistrationId(ctx: RequestContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * approveRegistration(userId, accountId, notes): links the registrant to the customer. A self-registered
 * business (PENDING_APPROVAL) becomes UNCONFIRMED and gets the activation e-mail whose link opens
 * /pages/account-activation; an invited user (PENDING_REGISTRATION) keeps that status and gets a fresh
 * delegated-registration link. The company's default role is given when it has one.
 */
export async function approveRegistration(
  ctx: RequestContext,
  input: { userId: string; accountId: string; notes?: string | null },
): Promise<AdminUser> {
  const csr = requireCsr(ctx, 'registration');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      accountId: idField('accountId').required('accountId is required.'),
      notes: notesField.nullable(),
    }),
    input,
  );
  const user = await waitingUser(ctx, args.userId);
  const [org] = await ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.accountId, args.accountId))
    .limit(1);
  if (!org || org.type !== 'BUSINESS') throw notFound('The customer does not exist.');
  const registrationId = await latestRegistrationId(ctx, user.id);
  const token = randomBytes(32).toString('base64url');
  const { publicUrl } = ctx.config;
  const now = ctx.now();
  const status = user.status === 'PENDING_APPROVAL' ? 'UNCONFIRMED' : 'PENDING_REGISTRATION';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status,
        userStatusLastUpdated: now,
        ...companyMemberFields(org),
        activationToken: token,
        activationTokenCreated: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (registrationId)
      await tx
        .update(registrations)
        .set({
          accountId: org.accountId,
          approvalAccountId: org.accountId,
          approvalStatusNotes: args.notes ?? null,
          decidedByUserId: csr.id,
          decidedAt: now,
        })
        .where(eq(registrations.id, registrationId));
    await giveCompanyRole(tx, user.id, org.accountId);
    await ensureCompanyContact(tx, user, org);
    const mail =
      status === 'UNCONFIRMED'
        ? activationEmail(user.email, user.firstName, activationLink(publicUrl, user.id, token))
        : delegatedEmail(user.email, user.firstName, delegatedLink(publicUrl, user.id, token));
    await queueRenderedMail(tx, user.email, mail);
    await recordAudit(ctx, tx, {
      action: 'CSR_APPROVE_REGISTRATION',
      subjectUserId: user.id,
      before: { status: user.status, accountId: user.accountId },
      after: { status, accountId: org.accountId },
      details: { notes: args.notes ?? null },
    });
  });
  ctx.callers.invalidate(user.authId);
  return loadAdminUser(ctx.db, user.id);
}

/** rejectRegistration(userId, notes): REJECTED for good (activation answers REJECTED), with an e-mail. */
export async function rejectRegistration(
  ctx: RequestContext,
  input: { userId: string; notes: string },
): Promise<AdminUser> {
  const csr = requireCsr(ctx, 'registration');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      notes: notesField.required('Rejection notes are required.'),
    }),
    input,
  );
  const user = await waitingUser(ctx, args.userId);
  const registrationId = await latestRegistrationId(ctx, user.id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'REJECTED', userStatusLastUpdated: now, activationToken: null, updatedAt: now })
      .where(eq(users.id, user.id));
    if (registrationId)
      await tx
        .update(registrations)
        .set({ approvalStatusNotes: args.notes, decidedByUserId: csr.id, decidedAt: now })
        .where(eq(registrations.id, registrationId));
    await queueCsrMail(tx, user.email, registrationRejectedEmail(user.email, user.firstName, args.notes));
    await recordAudit(ctx, tx, {
      action: 'CSR_REJECT_REGISTRATION',
      subjectUserId: user.id,
      before: { status: user.status },
      after: { status: 'REJECTED' },
      details: { notes: args.notes },
    });
  });
  ctx.callers.invalidate(user.authId);
  return loadAdminUser(ctx.db, user.id);
}
