// The customer-service user search (searchUsers, the approval queue) and the "Admin user search result" of spec
// section 3 that every user operation answers with. Sort strings are `field:ASC|DESC` (spec 5), else
// 'Invalid sort format'; default RegistrationDate:ASC. Indexes for 100,000 users: migration 0013.
import { aliasedTable, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { queryRows } from '../../db/client.js';
import type { Executor } from '../../db/client.js';
import {
  addresses,
  organizations,
  registrations,
  roles,
  userFavoriteAddresses,
  userRoles,
  users,
} from '../../db/schema.js';
import { USER_STATUSES } from '../../db/schema.js';
import type { UserStatus } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import { INVALID_SORT_FORMAT } from '../../errors/messages.js';
import type { AdminUser, AdminUserSearchResult, Role } from '../../graphql/generated/types.js';
import { toAddress } from '../profile-service.js';
import { idField, pageField, searchTextField, validate } from '../validation.js';
import { requireCsr } from './csr-access.js';

/** Spec 9: page size default 10; the approval queue 50. */
export const USER_PAGE_SIZE = 10;
export const APPROVAL_PAGE_SIZE = 50;
export const AWAITING_APPROVAL: readonly UserStatus[] = ['PENDING_APPROVAL', 'PENDING_REGISTRATION'];
/** the identity provider's database connection (Auth0's name for it) */
export const PASSWORD_CONNECTION = 'Username-Password-Authentication';

const parentOrg = aliasedTable(organizations, 'parent_org');

/** Sortable fields of a sort string and the columns they order by. */
const SORT_FIELDS: Record<string, SQL | AnyColumn> = {
  RegistrationDate: users.createdAt,
  FirstName: sql`lower(${users.firstName})`,
  LastName: sql`lower(${users.lastName})`,
  Email: sql`lower(${users.email})`,
  UserStatus: users.status,
  AccountNumber: parentOrg.accountNumber,
};

/** 'RegistrationDate:ASC' → order by; anything else → 'Invalid sort format'. */
export function parseUserSort(sort: string | null | undefined): SQL[] {
  const value = sort ?? 'RegistrationDate:ASC';
  const match = /^([A-Za-z]+):(ASC|DESC)$/.exec(value);
  const column = match ? SORT_FIELDS[match[1]!] : undefined;
  if (!match || !column) throw badInput(INVALID_SORT_FORMAT);
  const direction = match[2] === 'ASC' ? asc : desc;
  // the id keeps pages stable when many rows share a value
  return [direction(column), direction(users.id)];
}

const searchSchema = (maxPage: number) =>
  yup.object({
    query: searchTextField('query', 200).trim().nullable(),
    page: pageField(maxPage),
    pageSize: yup
      .number()
      .typeError('pageSize must be a number.')
      .integer('pageSize must be a whole number.')
      .min(1, 'pageSize must be at least 1.')
      .max(100, 'pageSize must be at most 100.')
      .nullable(),
    accountId: idField('accountId').nullable(),
    status: yup
      .mixed<UserStatus>()
      .oneOf([...USER_STATUSES], 'status is not a user status.')
      .nullable(),
    sort: searchTextField('sort', 40).nullable(),
  });

export interface UserSearchInput {
  query?: string | null;
  page?: number | null;
  accountId?: string | null;
  status?: UserStatus | null;
  pageSize?: number | null;
  sort?: string | null;
}

/**
 * Up to this many matches a search's total is exact; above it, the planner's estimate (marked as one). Counting
 * every match of a broad search ("alex" among 100,000 users) costs as much as reading them all, and a desk agent
 * refines such a search rather than paging through it.
 */
export const EXACT_USER_COUNT_LIMIT = 1000;

async function countUsers(
  db: Executor,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const filter = where ? sql`where ${where}` : sql``;
  const [capped] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${users} ${filter} limit ${EXACT_USER_COUNT_LIMIT + 1}) m`,
  );
  const exact = capped?.n ?? 0;
  if (exact <= EXACT_USER_COUNT_LIMIT) return { total: exact, estimated: false };
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${users} ${filter}`,
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.round(Number(parsed[0]?.Plan['Plan Rows'] ?? 0));
  return { total: Math.max(EXACT_USER_COUNT_LIMIT + 1, estimate), estimated: true };
}

/** `%`, `_` and `\` in a search text are literal characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function search(
  ctx: RequestContext,
  input: UserSearchInput,
  statuses: readonly UserStatus[] | null,
  defaultSize: number,
): Promise<AdminUserSearchResult> {
  const args = validate(searchSchema(100_000), { ...input, page: input.page ?? undefined });
  const orderBy = parseUserSort(args.sort);
  const size = args.pageSize ?? defaultSize;
  const conditions: SQL[] = [];
  if (args.query) {
    // one trigram-indexed expression (migration 0013) covers names and e-mail; an account number matches exactly.
    // The account is looked up first so the condition is an OR of two index lookups: as a sub-query in the OR,
    // PostgreSQL could use neither index and read every user.
    const text = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${likePattern(args.query)}`;
    const numbered = await ctx.db
      .select({ accountId: organizations.accountId })
      .from(organizations)
      .where(eq(organizations.accountNumber, args.query));
    conditions.push(
      numbered.length > 0
        ? or(
            text,
            inArray(
              users.accountId,
              numbered.map((o) => o.accountId),
            ),
          )!
        : text,
    );
  }
  if (args.accountId) conditions.push(eq(users.accountId, args.accountId));
  if (args.status) conditions.push(eq(users.status, args.status));
  if (statuses) conditions.push(inArray(users.status, [...statuses]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, count] = await Promise.all([
    ctx.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(parentOrg, eq(parentOrg.accountId, users.accountId))
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(args.page * size),
    countUsers(ctx.db, where),
  ]);
  const found = await loadAdminUsers(
    ctx.db,
    rows.map((r) => r.id),
  );
  let filteredCustomerName: string | null = null;
  if (args.accountId) {
    const [org] = await ctx.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.accountId, args.accountId))
      .limit(1);
    filteredCustomerName = org?.name ?? null;
  }
  return {
    totalCount: count.total,
    totalCountIsEstimate: count.estimated,
    users: found.map((u) => ({ ...u, filteredCustomerName })),
  };
}

/** searchUsers(query, page, accountId, status, pageSize, sort): CSR + CSR_User_Management. */
export async function searchUsers(
  ctx: RequestContext,
  input: UserSearchInput,
): Promise<AdminUserSearchResult> {
  requireCsr(ctx, 'userManagement');
  return search(ctx, input, null, USER_PAGE_SIZE);
}

/** The approval queue (CSR + CSR_Registration): PENDING_APPROVAL and PENDING_REGISTRATION, page 0, size 50. */
export async function searchAwaitingApproval(
  ctx: RequestContext,
  input: Omit<UserSearchInput, 'status' | 'accountId'>,
): Promise<AdminUserSearchResult> {
  requireCsr(ctx, 'registration');
  return search(ctx, { ...input, accountId: null, status: null }, AWAITING_APPROVAL, APPROVAL_PAGE_SIZE);
}

type UserRow = typeof users.$inferSelect;

/** The Admin user search results of these users, in the order given (unknown ids are left out). */
export async function loadAdminUsers(db: Executor, ids: readonly string[]): Promise<AdminUser[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, favoriteRows, roleRows, registrationRows] = await Promise.all([
    db
      .select({ user: users, org: parentOrg })
      .from(users)
      .leftJoin(parentOrg, eq(parentOrg.accountId, users.accountId))
      .where(inArray(users.id, list)),
    db
      .select({ userId: userFavoriteAddresses.userId, address: addresses })
      .from(userFavoriteAddresses)
      .innerJoin(addresses, eq(addresses.addressId, userFavoriteAddresses.addressId))
      .where(inArray(userFavoriteAddresses.userId, list))
      .orderBy(asc(addresses.addressId)),
    db
      .select({ userId: userRoles.userId, role: roles })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, list))
      .orderBy(asc(roles.name)),
    db
      .select({
        userId: registrations.userId,
        notes: registrations.approvalStatusNotes,
        organizationName: organizations.name,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .leftJoin(organizations, eq(organizations.accountId, registrations.approvalAccountId))
      .where(inArray(registrations.userId, list))
      .orderBy(asc(registrations.createdAt)),
  ]);
  const defaultIds = rows.flatMap((r) =>
    [r.user.defaultBillingAddressId, r.user.defaultShippingAddressId].filter((x): x is string => !!x),
  );
  const defaults =
    defaultIds.length > 0
      ? await db.select().from(addresses).where(inArray(addresses.addressId, defaultIds))
      : [];
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { user, org } = row;
    const favorites = favoriteRows.filter((f) => f.userId === id).map((f) => f.address);
    const favoriteIds = new Set(favorites.map((f) => f.addressId));
    const address = (addressId: string | null) => {
      const found = addressId ? defaults.find((a) => a.addressId === addressId) : undefined;
      return found ? toAddress(found, favoriteIds) : null;
    };
    // the latest registration decides the queue details
    const registration = registrationRows.filter((r) => r.userId === id).at(-1);
    return [
      {
        ...adminUserFields(user),
        accountNumber: org?.accountNumber ?? null,
        parentOrganization: org
          ? {
              accountId: org.accountId,
              accountNumber: org.accountNumber,
              name: org.name,
              partyId: org.partyId,
            }
          : null,
        defaultBillingAddress: address(user.defaultBillingAddressId),
        defaultShippingAddress: address(user.defaultShippingAddressId),
        favorites: favorites.map((f) => toAddress(f, favoriteIds)),
        roles: roleRows.filter((r) => r.userId === id).map((r) => toRole(r.role)),
        approvalQueueDetails: registration
          ? {
              approvalStatusNotes: registration.notes,
              approvalOrganizationName: registration.organizationName,
            }
          : null,
        filteredCustomerName: null,
      },
    ];
  });
}

function adminUserFields(user: UserRow) {
  return {
    userId: user.id,
    authId: user.authId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    connections: user.passwordHash ? [PASSWORD_CONNECTION] : [],
    isInternalAssociate: user.isInternalAssociate,
    accountId: user.accountId,
    userStatus: user.status,
    isValidatedB2BUser: user.isValidatedB2BUser,
    isB2C: !(user.status === 'GUEST' || user.isValidatedB2BUser),
    userEnteredBusinessName: user.userEnteredBusinessName,
    locale: user.locale,
    registrationDate: user.createdAt.toISOString(),
    revokedPrivileges: user.revokedPrivileges,
  };
}

export function toRole(row: typeof roles.$inferSelect): Role {
  return { roleId: row.id, roleName: row.name, scope: row.scope, accountId: row.accountId };
}

/** One user's Admin user search result, or 404. */
export async function loadAdminUser(db: Executor, userId: string): Promise<AdminUser> {
  const [user] = await loadAdminUsers(db, [userId]);
  if (!user) throw notFound('The user does not exist.');
  return user;
}
