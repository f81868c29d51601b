// Customer-service user administration (spec 6 "Customer-service staff", spec 7 mutations): edit name and
// e-mail, change status, change organisation, reset password, set role, default and favourite addresses,
// resend the delegated-admin invitation, revoke or restore a privilege. Each change and its audit row commit
// together (audit/ and domains/impersonation/); the caller cache forgets the user so the change applies to their next request.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { isPrivilege, PRIVILEGES } from '../../auth/privileges.js';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../../db/passwords.js';
import {
  addresses,
  contacts,
  organizations,
  roles,
  userFavoriteAddresses,
  userRoles,
  users,
  USER_STATUSES,
} from '../../db/schema.js';
import type { UserStatus } from '../../db/schema.js';
import { ApiError, badInput, forbidden, notFound } from '../../errors/api-error.js';
import type { Address } from '../accounts/index.js';
import type { AdminUser } from './types.js';
import { delegatedEmail, delegatedLink } from '../registration/index.js';
import { recordAudit } from '../../audit/audit-log.js';
import { ADDRESS_PAGE_MAX, ADDRESS_PAGE_SIZE, addressMatchesWords } from '../carts-and-checkout/index.js';
import { toAddress } from '../accounts/index.js';
import {
  emailField,
  idField,
  pageField,
  searchTextField,
  sizeField,
  str,
  uuidField,
  validate,
} from '../../shared/validation.js';
import { markPrivilegesChanged, requireAssignableRole } from './roles/assignable-roles.js';
import { loadAdminUser } from './admin-users.js';
import { requireCsr, requireManageable } from './csr-access.js';
import { queueCsrMail, queueRenderedMail, temporaryPassword, temporaryPasswordEmail } from './csr-mail.js';

const EMAIL_IN_USE = 'An account with this email address already exists.';
const NO_PENDING_INVITE = 'This user has no pending delegated-admin invitation.';

const nameField = (label: string) =>
  str(label).trim().required(`${label} is required.`).max(60, `${label} must be at most 60 characters.`);

type UserRow = typeof users.$inferSelect;

async function userById(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('The user does not exist.');
  return user;
}

async function emailTaken(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Runs one change of a user: loads the user in a transaction, checks the caller may manage them, applies the
 * change, records it, and answers the user's fresh Admin user search result.
 */
async function changeUser(
  ctx: RequestContext,
  userId: string,
  action: string,
  apply: (tx: Executor, user: UserRow) => Promise<{ before: unknown; after: unknown } | null>,
): Promise<AdminUser> {
  const authId = await ctx.db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    await requireManageable(ctx, tx, user);
    const change = await apply(tx, user);
    if (change) await recordAudit(ctx, tx, { action, subjectUserId: user.id, ...change });
    return user.authId;
  });
  ctx.callers.invalidate(authId);
  return loadAdminUser(ctx.db, userId);
}

/** checkEmailExists(email): true when a portal user already has the address (any case). */
export async function checkEmailExists(ctx: RequestContext, input: { email: string }): Promise<boolean> {
  requireCsr(ctx, 'emailCheck');
  const { email } = validate(yup.object({ email: emailField.required('Email address is required.') }), input);
  return emailTaken(ctx.db, email);
}

const editSchema = yup.object({
  userId: uuidField('userId').required('userId is required.'),
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField.required('Email address is required.'),
});

/** editUser(firstName, lastName, email, userId): the e-mail must not belong to another user. */
export async function editUser(
  ctx: RequestContext,
  input: { userId: string; firstName: string; lastName: string; email: string },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(editSchema, input);
  return changeUser(ctx, args.userId, 'CSR_EDIT_USER', async (tx, user) => {
    if (await emailTaken(tx, args.email, user.id))
      throw new ApiError('CONFLICT', EMAIL_IN_USE, { userFriendlyMessage: EMAIL_IN_USE });
    const before = { firstName: user.firstName, lastName: user.lastName, email: user.email };
    const after = { firstName: args.firstName, lastName: args.lastName, email: args.email };
    await tx
      .update(users)
      .set({ ...after, updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    // the user's contact record is the same person
    if (user.contactId)
      await tx
        .update(contacts)
        .set({ ...after, updatedAt: ctx.now() })
        .where(eq(contacts.contactId, user.contactId));
    return { before, after };
  });
}

const SETTABLE_STATUSES = USER_STATUSES.filter((s) => s !== 'GUEST');

/** changeStatus(userId, status): any stored status but GUEST (a session-only value). */
export async function changeStatus(
  ctx: RequestContext,
  input: { userId: string; status: UserStatus },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      status: yup
        .mixed<UserStatus>()
        .required('status is required.')
        .oneOf([...SETTABLE_STATUSES], `status must be one of ${SETTABLE_STATUSES.join(', ')}.`),
    }),
    input,
  );
  return changeUser(ctx, args.userId, 'CSR_CHANGE_STATUS', async (tx, user) => {
    if (user.status === args.status) return null;
    await tx
      .update(users)
      .set({ status: args.status, userStatusLastUpdated: ctx.now(), updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    return { before: { status: user.status }, after: { status: args.status } };
  });
}

/**
 * changeUserOrg(accountId, userId): moves a user to another customer organisation. Addresses and roles of the
 * old organisation go with it (a default, a favourite or an organisation role there would leak it).
 */
export async function changeUserOrg(
  ctx: RequestContext,
  input: { userId: string; accountId: string },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      accountId: idField('accountId').required('accountId is required.'),
    }),
    input,
  );
  return changeUser(ctx, args.userId, 'CSR_CHANGE_ORGANIZATION', async (tx, user) => {
    const [org] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.accountId, args.accountId))
      .limit(1);
    if (!org) throw badInput('The organization does not exist.');
    if (org.type === 'INTERNAL') throw forbidden('Customers cannot be moved into an internal organization.');
    if (user.accountId === org.accountId) return null;
    await tx
      .update(users)
      .set({
        accountId: org.accountId,
        businessName: org.name,
        registrationType: org.type === 'PERSONAL' ? 'B2C' : 'B2B',
        isValidatedB2BUser: org.type === 'BUSINESS',
        isAddressModificationAllowed: org.type === 'PERSONAL',
        defaultBillingAddressId: null,
        defaultShippingAddressId: null,
        activeOrgIds: [],
        initiallySelectedOrgId: null,
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(userFavoriteAddresses).where(eq(userFavoriteAddresses.userId, user.id));
    // the old organisation's roles go; so do staff roles, since only an internal associate stays staff outside
    // the maker's own organisation (issue 34)
    const leaving = user.isInternalAssociate
      ? eq(roles.scope, 'ORGANIZATION')
      : or(eq(roles.scope, 'ORGANIZATION'), eq(roles.roleClass, 'STAFF'));
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, user.id),
          inArray(userRoles.roleId, tx.select({ id: roles.id }).from(roles).where(leaving)),
        ),
      );
    await markPrivilegesChanged(ctx, tx, { userIds: [user.id] });
    return { before: { accountId: user.accountId }, after: { accountId: org.accountId } };
  });
}

/**
 * resetPassword(email): e-mails an active user a temporary password the embedded identity provider accepts at
 * once (the previous one stops working). false for an unknown address or a user who cannot sign in, so the
 * client shows 'Unable to reset password, false was returned from the server.'
 */
export async function resetPassword(ctx: RequestContext, input: { email: string }): Promise<boolean> {
  requireCsr(ctx, 'userManagement');
  const { email } = validate(yup.object({ email: emailField.required('Email address is required.') }), input);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user || !['REGISTERED', 'DELEGATED_REGISTERED'].includes(user.status)) return false;
  await requireManageable(ctx, ctx.db, user);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const { publicUrl } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await queueCsrMail(
      tx,
      user.email,
      temporaryPasswordEmail(user.email, user.firstName, password, `${publicUrl}/login`),
    );
    await recordAudit(ctx, tx, { action: 'CSR_RESET_PASSWORD', subjectUserId: user.id });
  });
  return true;
}

/**
 * setUserRole(userId, roleId): the user's roles become this one, if domains/customer-service/roles/assignable-roles offers it: staff
 * roles only to staff (the maker's own organisation, internal associates) by a caller holding their staff
 * privileges, customer roles (global or the user's organisation's) to customers.
 */
export async function setUserRole(
  ctx: RequestContext,
  input: { userId: string; roleId: string },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(
    yup.object({
      userId: uuidField('userId').required('userId is required.'),
      roleId: uuidField('roleId').required('roleId is required.'),
    }),
    input,
  );
  return changeUser(ctx, args.userId, 'CSR_SET_ROLE', async (tx, user) => {
    const role = await requireAssignableRole(ctx, tx, {
      roleId: args.roleId,
      accountId: user.accountId,
      userId: user.id,
      purpose: 'USER_ROLE',
    });
    const current = await tx
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, user.id));
    await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    await markPrivilegesChanged(ctx, tx, { userIds: [user.id] });
    return { before: { roleIds: current.map((c) => c.id) }, after: { roleIds: [role.id] } };
  });
}

const userAddressesSchema = yup.object({
  userId: uuidField('userId').required('userId is required.'),
  query: searchTextField('query', 200).nullable(),
  page: pageField(10_000),
  size: sizeField(ADDRESS_PAGE_MAX, ADDRESS_PAGE_SIZE),
});

/**
 * csrUserAddresses(userId, query, page, size): a page of the addresses the user may be given as a default or a
 * favourite (their organisation's and their own personal ones: what the csr… address mutations accept), the
 * user's defaults first, then favourites, both flagged, for the address picker on the customer-service user page.
 */
export async function csrUserAddresses(
  ctx: RequestContext,
  input: { userId: string; query?: string | null; page?: number | null; size?: number | null },
): Promise<Address[]> {
  requireCsr(ctx, 'userManagement');
  const args = validate(userAddressesSchema, {
    userId: input.userId,
    query: input.query ?? null,
    page: input.page ?? undefined,
    size: input.size ?? undefined,
  });
  const user = await userById(ctx.db, args.userId);
  const favorites = await ctx.db
    .select({ addressId: userFavoriteAddresses.addressId })
    .from(userFavoriteAddresses)
    .where(eq(userFavoriteAddresses.userId, user.id));
  const defaultIds = [user.defaultBillingAddressId, user.defaultShippingAddressId].filter(
    (id): id is string => !!id,
  );
  const isDefault = sql<boolean>`(${addresses.addressId} = any(${sql.param(defaultIds)}::text[]))`;
  const isFavorite = sql<boolean>`(${addresses.addressId} = any(${sql.param(
    favorites.map((f) => f.addressId),
  )}::text[]))`;
  const usable = user.accountId
    ? or(
        eq(addresses.userId, user.id),
        and(isNull(addresses.userId), eq(addresses.accountId, user.accountId)),
      )
    : eq(addresses.userId, user.id);
  const rows = await ctx.db
    .select({ address: addresses, isDefault, isFavorite })
    .from(addresses)
    .where(and(usable, ...addressMatchesWords(args.query)))
    .orderBy(
      sql`case when ${isDefault} then 0 when ${isFavorite} then 1 else 2 end`,
      sql`${addresses.addressName} nulls last`,
      asc(addresses.addressId),
    )
    .limit(args.size)
    .offset(args.page * args.size);
  return rows.map((r) => ({ ...toAddress(r.address), isDefault: r.isDefault, isFavorite: r.isFavorite }));
}

/** An address the user may use: one of their organisation's, or their own personal one. */
async function addressFor(db: Executor, user: UserRow, where: ReturnType<typeof eq>) {
  const [address] = await db.select().from(addresses).where(where).limit(1);
  if (!address) throw notFound('The address does not exist.');
  const mine =
    address.userId === user.id || (address.userId === null && address.accountId === user.accountId);
  if (!mine) throw forbidden();
  return address;
}

const addressArgs = (field: 'ebsAddressId' | 'addressId') =>
  yup.object({
    userId: uuidField('userId').required('userId is required.'),
    [field]: idField(field).required(`${field} is required.`),
  }) as yup.ObjectSchema<{ userId: string } & Record<typeof field, string>>;

async function setDefaultAddress(
  ctx: RequestContext,
  input: { userId: string; ebsAddressId: string },
  kind: 'billing' | 'shipping',
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(addressArgs('ebsAddressId'), input);
  return changeUser(ctx, args.userId, `CSR_DEFAULT_${kind.toUpperCase()}_ADDRESS`, async (tx, user) => {
    const address = await addressFor(tx, user, eq(addresses.ebsAddressId, args.ebsAddressId));
    if (kind === 'billing' ? !address.billingEnabled : !address.shippingEnabled)
      throw badInput(`This address cannot be used for ${kind}.`);
    const column = kind === 'billing' ? 'defaultBillingAddressId' : 'defaultShippingAddressId';
    await tx
      .update(users)
      .set({ [column]: address.addressId, updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    return { before: { [column]: user[column] }, after: { [column]: address.addressId } };
  });
}

export const csrUpdateDefaultBillingAddress = (
  ctx: RequestContext,
  input: { userId: string; ebsAddressId: string },
) => setDefaultAddress(ctx, input, 'billing');
export const csrUpdateDefaultShippingAddress = (
  ctx: RequestContext,
  input: { userId: string; ebsAddressId: string },
) => setDefaultAddress(ctx, input, 'shipping');

/** csrAddToFavorites(addressId, userId) */
export async function csrAddToFavorites(
  ctx: RequestContext,
  input: { userId: string; addressId: string },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(addressArgs('addressId'), input);
  return changeUser(ctx, args.userId, 'CSR_ADD_FAVORITE_ADDRESS', async (tx, user) => {
    const address = await addressFor(tx, user, eq(addresses.addressId, args.addressId));
    const added = await tx
      .insert(userFavoriteAddresses)
      .values({ userId: user.id, addressId: address.addressId })
      .onConflictDoNothing()
      .returning({ id: userFavoriteAddresses.addressId });
    return added.length > 0 ? { before: null, after: { favoriteAddressId: address.addressId } } : null;
  });
}

/** csrRemoveFromFavorites(addressId, userId) */
export async function csrRemoveFromFavorites(
  ctx: RequestContext,
  input: { userId: string; addressId: string },
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(addressArgs('addressId'), input);
  return changeUser(ctx, args.userId, 'CSR_REMOVE_FAVORITE_ADDRESS', async (tx, user) => {
    const address = await addressFor(tx, user, eq(addresses.addressId, args.addressId));
    const removed = await tx
      .delete(userFavoriteAddresses)
      .where(
        and(
          eq(userFavoriteAddresses.userId, user.id),
          eq(userFavoriteAddresses.addressId, address.addressId),
        ),
      )
      .returning({ id: userFavoriteAddresses.addressId });
    return removed.length > 0 ? { before: { favoriteAddressId: address.addressId }, after: null } : null;
  });
}

/**
 * resendDelegatedAdminInvite(authId): a new link (7 days) and invitation e-mail for a user a delegated admin
 * invited who has not completed registration (PENDING_REGISTRATION).
 */
export async function resendDelegatedAdminInvite(
  ctx: RequestContext,
  input: { authId: string },
): Promise<boolean> {
  requireCsr(ctx, 'userManagement');
  const { authId } = validate(
    yup.object({
      authId: str('authId')
        .trim()
        .required('authId is required.')
        .max(128, 'authId must be at most 128 characters.'),
    }),
    input,
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.authId, authId)).limit(1);
  if (!user) throw notFound('The user does not exist.');
  if (user.status !== 'PENDING_REGISTRATION') throw badInput(NO_PENDING_INVITE);
  const token = randomBytes(32).toString('base64url');
  const { publicUrl } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ activationToken: token, activationTokenCreated: ctx.now(), updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    await queueRenderedMail(
      tx,
      user.email,
      delegatedEmail(user.email, user.firstName, delegatedLink(publicUrl, user.id, token)),
    );
    await recordAudit(ctx, tx, { action: 'CSR_RESEND_DELEGATED_INVITE', subjectUserId: user.id });
  });
  return true;
}

const privilegeArgs = yup.object({
  userId: uuidField('userId').required('userId is required.'),
  privilege: str('privilege')
    .required('privilege is required.')
    .test('known', 'privilege is not a known privilege.', (v) => v === undefined || isPrivilege(v)),
});

async function editRevoked(
  ctx: RequestContext,
  input: { userId: string; privilege: string },
  revoke: boolean,
): Promise<AdminUser> {
  requireCsr(ctx, 'userManagement');
  const args = validate(privilegeArgs, input);
  return changeUser(
    ctx,
    args.userId,
    revoke ? 'CSR_REVOKE_PRIVILEGE' : 'CSR_RESTORE_PRIVILEGE',
    async (tx, user) => {
      const has = user.revokedPrivileges.includes(args.privilege);
      if (has === revoke) return null;
      const next = revoke
        ? [...user.revokedPrivileges, args.privilege]
        : user.revokedPrivileges.filter((p) => p !== args.privilege);
      const ordered = PRIVILEGES.filter((p) => next.includes(p));
      await tx
        .update(users)
        .set({ revokedPrivileges: ordered, privilegesChangedAt: ctx.now(), updatedAt: ctx.now() })
        .where(eq(users.id, user.id));
      return { before: { revokedPrivileges: user.revokedPrivileges }, after: { revokedPrivileges: ordered } };
    },
  );
}

/** userPrivilegeEditor: revoke one privilege (removed from the user's token permissions on every request). */
export const revokeUserPrivilege = (ctx: RequestContext, input: { userId: string; privilege: string }) =>
  editRevoked(ctx, input, true);
/** userPrivilegeEditor: give a revoked privilege back. */
export const restoreUserPrivilege = (ctx: RequestContext, input: { userId: string; privilege: string }) =>
  editRevoked(ctx, input, false);
