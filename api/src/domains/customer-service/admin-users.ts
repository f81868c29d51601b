// The customer-service user search (searchUsers, the approval queue) and the "Admin user search result" of spec
// section 3 that every user operation answers with. Sort strings are `field:ASC|DESC` (spec 5), else
// 'Invalid sort format'; default RegistrationDate:ASC. At 100,000 users: indexes of migration 0015, exact
// totals from the rows migration 0020 keeps (ADR 0020).
import { aliasedTable, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/search-envelope.js';
import type { AnyColumn, SQL } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { queryRows } from '../../db/client.js';
import type { Executor } from '../../db/client.js';
import {
  addresses,
  orders,
  organizations,
  registrations,
  roles,
  userCounts,
  userFavoriteAddresses,
  userRoles,
  userSearch,
  users,
} from '../../db/schema.js';
import { USER_STATUSES } from '../../db/schema.js';
import type { UserStatus } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import { INVALID_SORT_FORMAT } from '../../errors/messages.js';
import type { AdminUser, AdminUserSearchResult, Role } from './types.js';
import { toAddress } from '../accounts/index.js';
import { idField, pageField, searchTextField, validate } from '../../shared/validation.js';
import { requireCsr } from './csr-access.js';

/** Spec 9: page size default 10; the approval queue 50. */
export const USER_PAGE_SIZE = 10;
export const APPROVAL_PAGE_SIZE = 50;
const AWAITING_APPROVAL: readonly UserStatus[] = ['PENDING_APPROVAL', 'PENDING_REGISTRATION'];
/** the identity provider's database connection (Auth0's name for it) */
const PASSWORD_CONNECTION = 'Username-Password-Authentication';

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
function parseUserSort(sort: string | null | undefined): SQL[] {
  const value = sort ?? 'RegistrationDate:ASC';
  const match = /^([A-Za-z]+):(ASC|DESC)$/.exec(value);
  const column = match ? SORT_FIELDS[match[1]!] : undefined;
  if (!match || !column) throw badInput(INVALID_SORT_FORMAT);
  const direction = match[2] === 'ASC' ? asc : desc;
  // the id keeps pages stable when many rows share a value
  return [direction(column), direction(users.id)];
}

/** Built once: a yup schema is costly to build, and every search validates its arguments. */
const searchSchema = yup.object({
  query: searchTextField('query', 200).trim().nullable(),
  page: pageField(100_000),
  pageSize: yup
    .number()
    .typeError('pageSize must be a number.')
    .integer('pageSize must be a whole number.')
    .min(1, 'pageSize must be at least 1.')
    .max(100, 'pageSize must be at most 100.')
    .nullable(),
  accountId: idField('accountId').nullable(),
  accountNumber: searchTextField('accountNumber', 40).trim().nullable(),
  status: yup
    .mixed<UserStatus>()
    .oneOf([...USER_STATUSES], 'status is not a user status.')
    .nullable(),
  sort: searchTextField('sort', 40).nullable(),
});

interface UserSearchInput {
  query?: string | null;
  page?: number | null;
  accountId?: string | null;
  /** the organisation filter by the account number the results show */
  accountNumber?: string | null;
  status?: UserStatus | null;
  pageSize?: number | null;
  sort?: string | null;
}

/** `%`, `_` and `\` in a search text are literal characters. */
const likePattern = (text: string) => containsPattern(text.toLowerCase());

/** At most this many organisations an organisation-name search brings in (the best matches first). */
const NAME_MATCHED_ORGANIZATIONS = 20;
/** At most this many users one phone number brings in (a shared switchboard number). */
const PHONE_MATCHED_USERS = 200;
/** A phone number has at least this many digits; shorter digit runs are names, e-mails or account numbers. */
const PHONE_DIGITS = 7;

/**
 * What a search text found besides the names and e-mail of the users themselves: the organisations (by account
 * number or name) and the users (by phone or an order they placed), each with the reason a result shows.
 */
interface TextMatches {
  pattern: string;
  accounts: Map<string, string>;
  users: Map<string, string>;
}

/** The phone number's digits as stored ones are compared (regexp_replace of migration 0025's index). */
const phoneDigits = (column: AnyColumn | SQL) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * The lookups of a search text, each through its own index (migration 0025), so the page query stays an OR of
 * index lookups: an account number (exact), an organisation name (contains, or trigram-similar: a misspelt
 * business name), a phone number (its digits, with or without the leading country code 1), an order number.
 */
async function textMatches(db: Executor, query: string): Promise<TextMatches> {
  const pattern = likePattern(query);
  const name = sql`lower(${organizations.name})`;
  const digits = query.replace(/[^0-9]/g, '');
  const phoneForms =
    /^[0-9+()\s.-]+$/.test(query) && digits.length >= PHONE_DIGITS
      ? [digits, `1${digits}`, ...(digits.length === 11 && digits.startsWith('1') ? [digits.slice(1)] : [])]
      : null;
  // the lookups are independent: sent together, a search waits for one round trip, not four (issue 41's bench)
  const [numbered, named, phoned, ordered] = await Promise.all([
    db
      .select({ accountId: organizations.accountId, accountNumber: organizations.accountNumber })
      .from(organizations)
      .where(eq(organizations.accountNumber, query)),
    query.length >= 3
      ? db
          .select({ accountId: organizations.accountId, name: organizations.name })
          .from(organizations)
          .where(or(sql`${name} like ${pattern}`, sql`${name} % ${query.toLowerCase()}`))
          .orderBy(desc(sql`similarity(${name}, ${query.toLowerCase()})`), asc(organizations.accountId))
          .limit(NAME_MATCHED_ORGANIZATIONS)
      : [],
    phoneForms
      ? db
          .select({ id: users.id, phone: users.phoneNumber })
          .from(users)
          .where(inArray(phoneDigits(users.phoneNumber), phoneForms))
          .limit(PHONE_MATCHED_USERS)
      : [],
    db
      .select({ userId: orders.userId, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.orderNumber, query)),
  ]);
  const accounts = new Map<string, string>();
  const byUser = new Map<string, string>();
  for (const o of numbered) accounts.set(o.accountId, `Matched on account number ${o.accountNumber}`);
  for (const o of named)
    if (!accounts.has(o.accountId)) accounts.set(o.accountId, `Matched on organization name ${o.name}`);
  for (const u of phoned) byUser.set(u.id, `Matched on phone number ${u.phone ?? digits}`);
  for (const o of ordered) if (o.userId) byUser.set(o.userId, `Matched on order number ${o.orderNumber}`);
  return { pattern, accounts, users: byUser };
}

/** Why a text search found this user: what it matched of theirs first, then their organisation. */
function matchReason(user: AdminUser, query: string, matches: TextMatches): string | null {
  const byUser = matches.users.get(user.userId);
  if (byUser) return byUser;
  const text = query.toLowerCase();
  if (`${user.firstName} ${user.lastName}`.toLowerCase().includes(text)) return 'Matched on name';
  if (user.email.toLowerCase().includes(text)) return 'Matched on email';
  const byAccount = user.accountId ? matches.accounts.get(user.accountId) : undefined;
  return byAccount ?? 'Matched on name and email';
}

interface SearchFilters {
  /** what the search text matched */
  text: TextMatches | null;
  accountId: string | null;
  statuses: readonly UserStatus[] | null;
}

/** The text condition on `user_search` or `users`: the indexed text, or a matched organisation or user. */
function textCondition(
  matches: TextMatches,
  columns: { text: SQL | AnyColumn; accountId: AnyColumn; userId: AnyColumn },
): SQL {
  const accountIds = [...matches.accounts.keys()];
  const userIds = [...matches.users.keys()];
  const conditions: SQL[] = [sql`${columns.text} like ${matches.pattern}`];
  if (accountIds.length > 0) conditions.push(inArray(columns.accountId, accountIds));
  if (userIds.length > 0) conditions.push(inArray(columns.userId, userIds));
  return conditions.length === 1 ? conditions[0]! : or(...conditions)!;
}

/**
 * The exact number of users a search finds (ADR 0020). Without text it is a sum over the per-(organisation,
 * status) counts; with text, a count over the narrow user_search rows, whose trigram index and columns answer
 * the same conditions the page query asks of users.
 */
function totalOf(filters: SearchFilters): SQL {
  if (!filters.text) {
    const conditions: SQL[] = [];
    if (filters.accountId) conditions.push(eq(userCounts.accountKey, filters.accountId));
    if (filters.statuses) conditions.push(inArray(userCounts.status, [...filters.statuses]));
    const where = conditions.length > 0 ? sql`where ${and(...conditions)}` : sql``;
    return sql`(select coalesce(sum(${userCounts.users}), 0) from ${userCounts} ${where})`;
  }
  const conditions: SQL[] = [
    textCondition(filters.text, {
      text: userSearch.searchText,
      accountId: userSearch.accountId,
      userId: userSearch.userId,
    }),
  ];
  if (filters.accountId) conditions.push(eq(userSearch.accountId, filters.accountId));
  if (filters.statuses) conditions.push(inArray(userSearch.status, [...filters.statuses]));
  return sql`(select count(*) from ${userSearch} where ${and(...conditions)})`;
}

/** The organisation an account number names, or null when none has it. */
async function accountIdOfNumber(db: Executor, accountNumber: string): Promise<string | null> {
  const [found] = await db
    .select({ accountId: organizations.accountId })
    .from(organizations)
    .where(eq(organizations.accountNumber, accountNumber));
  return found?.accountId ?? null;
}

async function search(
  ctx: RequestContext,
  input: UserSearchInput,
  statuses: readonly UserStatus[] | null,
  defaultSize: number,
): Promise<AdminUserSearchResult> {
  const args = validate(searchSchema, { ...input, page: input.page ?? undefined });
  const orderBy = parseUserSort(args.sort);
  const size = args.pageSize ?? defaultSize;
  let accountId = args.accountId ?? null;
  if (args.accountNumber) {
    // the organisation filter as the results show it: an unknown number, or one that is not accountId's, finds none
    const numbered = await accountIdOfNumber(ctx.db, args.accountNumber);
    if (!numbered || (accountId && accountId !== numbered)) return { totalCount: 0, users: [] };
    accountId = numbered;
  }
  const filters: SearchFilters = {
    text: args.query ? await textMatches(ctx.db, args.query) : null,
    accountId,
    statuses: args.status ? [args.status] : statuses,
  };
  const conditions: SQL[] = [];
  if (filters.text) {
    // one trigram-indexed expression (migration 0015) covers names and e-mail; the other fields were looked up
    // first (textMatches) so the condition is an OR of index lookups: as a sub-query in the OR, PostgreSQL cannot
    // tell how many users it adds, and for a rare text walks every user in the sort order.
    conditions.push(
      textCondition(filters.text, {
        text: sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`,
        accountId: users.accountId,
        userId: users.id,
      }),
    );
  }
  if (filters.accountId) conditions.push(eq(users.accountId, filters.accountId));
  if (filters.statuses) conditions.push(inArray(users.status, [...filters.statuses]));

  const page = ctx.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(parentOrg, eq(parentOrg.accountId, users.accountId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...orderBy)
    .limit(size)
    .offset(args.page * size);
  const customerName = filters.accountId
    ? sql`(select ${organizations.name} from ${organizations} where ${eq(organizations.accountId, filters.accountId)})`
    : sql`null`;
  // the exact total, the filtered customer's name and the page's users in one round trip: one row per user, or
  // one row without a user (n is null) when the page is empty
  type FoundRow = { total: number; customer_name: string | null } & (
    AdminUserRow | { [K in keyof AdminUserRow]: null }
  );
  const rows = await queryRows<FoundRow>(
    ctx.db,
    sql`select found.total, found.customer_name, page_users.*
      from (select ${totalOf(filters)}::int as total, ${customerName} as customer_name,
        array(${page}) as ids) found
      left join lateral (${adminUsersOf(sql`found.ids`)}) page_users on true
      order by page_users.n`,
  );
  const filteredCustomerName = rows[0]?.customer_name ?? null;
  const { text } = filters;
  return {
    totalCount: rows[0]?.total ?? 0,
    users: rows
      .filter((row): row is FoundRow & AdminUserRow => row.n !== null)
      .map((row) => {
        const user = { ...toAdminUser(row), filteredCustomerName };
        return text && args.query ? { ...user, matchedOn: matchReason(user, args.query, text) } : user;
      }),
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
  return search(
    ctx,
    { ...input, accountId: null, accountNumber: null, status: null },
    AWAITING_APPROVAL,
    APPROVAL_PAGE_SIZE,
  );
}

/** An address as toAddress reads it, built by the database as JSON (keys are the row's property names). */
const ADDRESS_FIELDS = [
  'addressId',
  'ebsAddressId',
  'address1',
  'address2',
  'city',
  'county',
  'state',
  'province',
  'postalCode',
  'zipCode',
  'country',
  'addressName',
  'partyId',
  'accountId',
  'paymentTerms',
  'paymentTermsId',
  'profileClass',
  'profileClassId',
  'integrationLocale',
  'billingEnabled',
  'shippingEnabled',
  'isDefault',
  'isFavorite',
] as const satisfies readonly (keyof typeof addresses.$inferSelect)[];
type AddressJson = Pick<typeof addresses.$inferSelect, (typeof ADDRESS_FIELDS)[number]>;
const addressJson = sql.join(
  [
    sql`json_build_object(`,
    sql.join(
      ADDRESS_FIELDS.map((field) => sql`${field}::text, ${addresses[field]}`),
      sql`, `,
    ),
    sql`)`,
  ],
  sql``,
);

interface AdminUserRow extends Record<string, unknown> {
  /** the user's place in the ids asked for */
  n: number | string;
  id: string;
  auth_id: string;
  first_name: string;
  last_name: string;
  email: string;
  has_password: boolean;
  is_internal_associate: boolean;
  account_id: string | null;
  status: UserStatus;
  is_validated_b2b_user: boolean;
  user_entered_business_name: string | null;
  locale: string;
  /** created_at as JavaScript's toISOString() writes it */
  registration_date: string;
  revoked_privileges: string[];
  org_account_id: string | null;
  org_account_number: string;
  org_name: string;
  org_party_id: string;
  billing: AddressJson | null;
  shipping: AddressJson | null;
  favorites: AddressJson[];
  roles: {
    id: string;
    name: string;
    scope: Role['scope'];
    accountId: string | null;
    roleClass: Role['roleClass'];
  }[];
  registration: { notes: string | null; organizationName: string | null } | null;
}

/**
 * The columns of the Admin user search results of the users in `ids` (a uuid[] expression), in that order (unknown
 * ids are left out): the organisation, default and favourite addresses, roles and the latest registration of each
 * user in one statement, so a page of results costs one round trip to the database.
 */
function adminUsersOf(ids: SQL): SQL {
  return sql`select wanted.n, u.id, u.auth_id, u.first_name, u.last_name, u.email, u.password_hash is not null as has_password,
        u.is_internal_associate, u.account_id, u.status, u.is_validated_b2b_user, u.user_entered_business_name,
        u.locale, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as registration_date,
        u.revoked_privileges, o.account_id as org_account_id, o.account_number as org_account_number,
        o.name as org_name, o.party_id as org_party_id,
        (select ${addressJson} from ${addresses} where ${addresses.addressId} = u.default_billing_address_id)
          as billing,
        (select ${addressJson} from ${addresses} where ${addresses.addressId} = u.default_shipping_address_id)
          as shipping,
        coalesce((select json_agg(${addressJson} order by ${addresses.addressId}) from ${userFavoriteAddresses}
          join ${addresses} on ${addresses.addressId} = ${userFavoriteAddresses.addressId}
          where ${userFavoriteAddresses.userId} = u.id), '[]'::json) as favorites,
        coalesce((select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}, 'scope', ${roles.scope},
            'accountId', ${roles.accountId}, 'roleClass', ${roles.roleClass}) order by ${roles.name}) from ${userRoles}
          join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = u.id), '[]'::json) as roles,
        (select json_build_object('notes', ${registrations.approvalStatusNotes}, 'organizationName', ${organizations.name})
          from ${registrations}
          left join ${organizations} on ${organizations.accountId} = ${registrations.approvalAccountId}
          where ${registrations.userId} = u.id order by ${registrations.createdAt} desc limit 1) as registration
      from unnest(${ids}) with ordinality as wanted (id, n)
      join ${users} u on u.id = wanted.id
      left join ${organizations} o on o.account_id = u.account_id
      order by wanted.n`;
}

/** The Admin user search results of these users, in the order given (unknown ids are left out). */
async function loadAdminUsers(db: Executor, ids: readonly string[]): Promise<AdminUser[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<AdminUserRow>(db, adminUsersOf(sql`array[${list}]::uuid[]`));
  return rows.map(toAdminUser);
}

function toAdminUser(row: AdminUserRow): AdminUser {
  const favoriteIds = new Set(row.favorites.map((f) => f.addressId));
  // toAddress reads only the fields of an AddressJson
  const address = (found: AddressJson | null) =>
    found ? toAddress(found as typeof addresses.$inferSelect, favoriteIds) : null;
  return {
    userId: row.id,
    authId: row.auth_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    connections: row.has_password ? [PASSWORD_CONNECTION] : [],
    isInternalAssociate: row.is_internal_associate,
    accountId: row.account_id,
    userStatus: row.status,
    isValidatedB2BUser: row.is_validated_b2b_user,
    isB2C: !(row.status === 'GUEST' || row.is_validated_b2b_user),
    userEnteredBusinessName: row.user_entered_business_name,
    locale: row.locale,
    registrationDate: row.registration_date,
    revokedPrivileges: row.revoked_privileges,
    accountNumber: row.org_account_id ? row.org_account_number : null,
    parentOrganization: row.org_account_id
      ? {
          accountId: row.org_account_id,
          accountNumber: row.org_account_number,
          name: row.org_name,
          partyId: row.org_party_id,
        }
      : null,
    defaultBillingAddress: address(row.billing),
    defaultShippingAddress: address(row.shipping),
    favorites: row.favorites.map((f) => address(f)!),
    roles: row.roles.map((r) => ({
      roleId: r.id,
      roleName: r.name,
      scope: r.scope,
      accountId: r.accountId,
      roleClass: r.roleClass,
    })),
    approvalQueueDetails: row.registration
      ? {
          approvalStatusNotes: row.registration.notes,
          approvalOrganizationName: row.registration.organizationName,
        }
      : null,
    filteredCustomerName: null,
    matchedOn: null,
  };
}

export function toRole(row: typeof roles.$inferSelect): Role {
  return {
    roleId: row.id,
    roleName: row.name,
    scope: row.scope,
    accountId: row.accountId,
    roleClass: row.roleClass,
  };
}

/** One user's Admin user search result, or 404. */
export async function loadAdminUser(db: Executor, userId: string): Promise<AdminUser> {
  const [user] = await loadAdminUsers(db, [userId]);
  if (!user) throw notFound('The user does not exist.');
  return user;
}
