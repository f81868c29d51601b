// Session profile operations: getDetailedProfile, retrieveProfileDetails, userUpdateProfile,
// isCustomerPurchaseOrderEnabled. Shapes: spec section 3 "Profile (session)".
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { Database } from '../../db/database.js';
import type { ProfileMemory } from './profile-memory.js';
import {
  addresses,
  organizations,
  paymentMethods,
  secondaryOrgRelationships,
  userFavoriteAddresses,
  users,
} from '../../db/schema.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import type {
  Address,
  Locale,
  Organization,
  Profile,
  ProfileUpdateInput,
  Region,
  SecondaryOrganization,
  UserStatus,
} from './types.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireAccount, requireSelf, requireUser } from '../../access/authorization.js';
import { idField, uuidField, validate } from '../../shared/validation.js';

const parentOrg = alias(organizations, 'parent_org');

const LOCALES: readonly Locale[] = ['en_US', 'en_CA', 'en'];
const toLocale = (value: string): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : 'en_US');
/** timestamps come back as json text ('2026-01-01T00:00:00.123456+00:00'): ISO-8601 in UTC with milliseconds */
const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

type AddressRow = typeof addresses.$inferSelect;
type OrgRow = typeof organizations.$inferSelect;
type SecondaryRow = typeof secondaryOrgRelationships.$inferSelect;

export function toAddress(row: AddressRow, favorites: ReadonlySet<string> = new Set()): Address {
  return {
    addressId: row.addressId,
    ebsAddressId: row.ebsAddressId,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    county: row.county,
    state: row.state,
    province: row.province,
    postalCode: row.postalCode,
    zipCode: row.zipCode,
    country: row.country,
    addressName: row.addressName,
    partyId: row.partyId,
    accountId: row.accountId,
    paymentTerms: row.paymentTerms,
    paymentTermsId: row.paymentTermsId,
    profileClass: row.profileClass,
    profileClassId: row.profileClassId,
    integrationLocale: row.integrationLocale as Region,
    billingEnabled: row.billingEnabled,
    shippingEnabled: row.shippingEnabled,
    isDefault: row.isDefault,
    isFavorite: row.isFavorite || favorites.has(row.addressId),
  };
}

const toOrganization = (
  row: Pick<OrgRow, 'accountId' | 'accountNumber' | 'partyId' | 'name'>,
): Organization => ({
  accountId: row.accountId,
  accountNumber: row.accountNumber,
  partyId: row.partyId,
  name: row.name,
});

const toSecondary = (row: SecondaryRow): SecondaryOrganization => ({
  id: String(row.id),
  parentCoParty: row.parentCoParty,
  parentCoPartyNumber: row.parentCoPartyNumber,
  parentCoPartyId: row.parentCoPartyId,
  relationshipCode: row.relationshipCode,
  relationshipType: row.relationshipType,
  custParty: row.custParty,
  custPartyNumber: row.custPartyNumber,
  custPartyId: row.custPartyId,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  custAccountId: row.custAccountId,
});

/** `json_build_object('camelKey', alias."column", …)` over every column of a table (names from the schema only). */
function jsonObject(table: typeof addresses | typeof secondaryOrgRelationships, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => `'${key}', ${alias}."${column.name}"`,
  );
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

interface WantedOrg {
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
  isCustomerPurchaseOrderEnabled: boolean;
}

/** The stored fields a profile shows (never the password hash or tokens). */
const PROFILE_USER_COLUMNS = {
  id: users.id,
  authId: users.authId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  userStatusLastUpdated: users.userStatusLastUpdated,
  registrationType: users.registrationType,
  isValidatedB2BUser: users.isValidatedB2BUser,
  locale: users.locale,
  accountId: users.accountId,
  contactId: users.contactId,
  partyId: users.partyId,
  relationshipPartyId: users.relationshipPartyId,
  businessName: users.businessName,
  userEnteredBusinessName: users.userEnteredBusinessName,
  revokedPrivileges: users.revokedPrivileges,
  activationTokenCreated: users.activationTokenCreated,
  acceptedTerms: users.acceptedTerms,
  acceptedTermsDate: users.acceptedTermsDate,
  isAddressModificationAllowed: users.isAddressModificationAllowed,
  defaultBillingAddressId: users.defaultBillingAddressId,
  defaultShippingAddressId: users.defaultShippingAddressId,
  defaultPaymentId: users.defaultPaymentId,
  deletedPaymentIds: users.deletedPaymentIds,
  subscribed: users.subscribed,
  phoneNumber: users.phoneNumber,
  launchDarklyGroup: users.launchDarklyGroup,
  warrantyType: users.warrantyType,
  isPunchout: users.isPunchout,
  punchOutType: users.punchOutType,
  ociPunchOutHookUrl: users.ociPunchOutHookUrl,
  ociPunchOutHttpContentCharset: users.ociPunchOutHttpContentCharset,
  ociPunchOutReturnTarget: users.ociPunchOutReturnTarget,
  isInternalAssociate: users.isInternalAssociate,
  department: users.department,
  allowedActions: users.allowedActions,
  userSelectedGroup: users.userSelectedGroup,
};

const PROFILE_ORG_COLUMNS = {
  accountId: organizations.accountId,
  accountNumber: organizations.accountNumber,
  partyId: organizations.partyId,
  name: organizations.name,
  isParentHolding: organizations.isParentHolding,
  isCustomerPurchaseOrderEnabled: organizations.isCustomerPurchaseOrderEnabled,
  warrantyType: organizations.warrantyType,
};

/** `json_build_object('key', column, …)` over chosen columns (keys are ours, never user input). */
function jsonOf(columns: Record<string, AnyPgColumn>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

type Stored<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };
type ProfileUserRow = Stored<{
  [K in keyof typeof PROFILE_USER_COLUMNS]:
    | (typeof PROFILE_USER_COLUMNS)[K]['_']['data']
    | ((typeof PROFILE_USER_COLUMNS)[K]['_']['notNull'] extends true ? never : null);
}>;
type ProfileOrgRow = {
  [K in keyof typeof PROFILE_ORG_COLUMNS]: (typeof PROFILE_ORG_COLUMNS)[K]['_']['data'];
};

/** The whole profile as one json value: one column to decode instead of ~50 (the hot path's driver cost). */
interface ProfileRow {
  user: ProfileUserRow;
  org: ProfileOrgRow | null;
  parentName: string | null;
  favoriteIds: string[];
  addresses: AddressRow[];
  secondary: SecondaryRow[];
  wanted: WantedOrg[];
}

function prepareProfileStatement(db: Database) {
  return db
    .select({
      profile: sql<ProfileRow | string>`json_build_object(
        'user', ${jsonOf(PROFILE_USER_COLUMNS)},
        'org', case when ${organizations.accountId} is null then null else ${jsonOf(PROFILE_ORG_COLUMNS)} end,
        'parentName', ${parentOrg.name},
        'favoriteIds', coalesce((select json_agg(f.address_id order by f.created_at)
          from user_favorite_addresses f where f.user_id = ${users.id}), '[]'::json),
        'addresses', coalesce((select json_agg(${jsonObject(addresses, 'a')} order by a.address_name, a.address_id)
          from addresses a where a.account_id = ${users.accountId}
            and (a.user_id is null or a.user_id = ${users.id})), '[]'::json),
        'secondary', case when ${sql.placeholder('viewsParentHolding')}::boolean
          then coalesce((select json_agg(${jsonObject(secondaryOrgRelationships, 's')} order by s.account_name, s.id)
            from secondary_org_relationships s where s.parent_account_id = ${users.accountId}), '[]'::json)
          else '[]'::json end,
        'wanted', coalesce((select json_agg(json_build_object('accountId', x.account_id,
            'accountNumber', x.account_number, 'partyId', x.party_id, 'name', x.name,
            'isCustomerPurchaseOrderEnabled', x.is_customer_purchase_order_enabled))
          from organizations x where x.account_id = any(${sql.placeholder('wanted')}::text[])), '[]'::json))`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.accountId, users.accountId))
    .leftJoin(parentOrg, eq(parentOrg.accountId, organizations.parentAccountId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('api_profile_json');
}

const profileStatements = new WeakMap<Database, ReturnType<typeof prepareProfileStatement>>();

/** One prepared statement per database: PostgreSQL plans it once, not on every request. */
function profileStatement(db: Database) {
  let statement = profileStatements.get(db);
  if (!statement) {
    statement = prepareProfileStatement(db);
    profileStatements.set(db, statement);
  }
  return statement;
}

/** Profile rows by user and what the statement was asked for; see profile-memory.ts for when they are exact. */
export type ProfileRowMemory = ProfileMemory<ProfileRow>;

async function readProfileRow(
  ctx: RequestContext,
  userId: string,
  viewsParentHolding: boolean,
  wanted: string[],
): Promise<ProfileRow> {
  // a read inside a transaction may see what a rollback takes back (and sends no notice): not remembered
  const memory = ctx.profileRows?.source === ctx.db ? ctx.profileRows : null;
  const key = `${userId}|${viewsParentHolding}|${[...wanted].sort().join(',')}`;
  const remembered = memory?.recall(key);
  if (remembered) return remembered;
  const ticket = memory?.ticket() ?? 0;
  const [result] = await profileStatement(ctx.db).execute({ userId, viewsParentHolding, wanted });
  if (!result) throw notFound();
  const row = parseJsonValue(result.profile);
  memory?.remember(ticket, key, row);
  return row;
}

/**
 * Builds the profile of one user as the caller sees it (selection and privileges are the caller's own), in one
 * statement: the user with own and parent organisation, favourites, addresses, secondary orgs and the named
 * organisations (selection, an internal associate's active orgs) come back together.
 */
async function buildProfile(
  ctx: RequestContext,
  userId: string,
  options: { selectedAccountId: string | null; isSelf: boolean },
): Promise<Profile> {
  const caller = ctx.caller;
  const viewsParentHolding = options.isSelf && caller.privileges.has('B2B_View_Parent_Holding');
  // organisations named by the selection or (for an internal associate) the active list scope
  const activeIds =
    options.isSelf && caller.user?.isInternalAssociate
      ? caller.scope.listScope.filter((id) => id !== caller.user?.accountId)
      : [];
  const wanted = [...new Set([...activeIds, options.selectedAccountId].filter((id): id is string => !!id))];

  const row = await readProfileRow(ctx, userId, viewsParentHolding, wanted);
  const { user, org } = row;
  const privileges = options.isSelf ? [...caller.privileges].sort() : [];
  const secondaryRows = row.secondary;
  const addressRows = row.addresses;
  const orgById = new Map(row.wanted.map((o) => [o.accountId, o]));
  const own = org ? toOrganization(org) : null;

  let activeOrganizations: Organization[];
  if (secondaryRows.length > 0) {
    activeOrganizations = secondaryRows.map((s) => ({
      accountId: s.custAccountId,
      accountNumber: s.accountNumber,
      partyId: s.custPartyId,
      name: s.accountName,
    }));
  } else if (activeIds.length > 0) {
    activeOrganizations = activeIds.flatMap((id) => {
      const o = orgById.get(id);
      return o ? [toOrganization(o)] : [];
    });
  } else {
    activeOrganizations = own ? [own] : [];
  }

  const selectedRow = options.selectedAccountId ? orgById.get(options.selectedAccountId) : undefined;
  const selected = selectedRow ? toOrganization(selectedRow) : null;
  const current = selected ?? own;
  const favorites = new Set(row.favoriteIds);

  return {
    userId: user.id,
    email: user.email,
    accountId: current?.accountId ?? null,
    accountIds: options.isSelf ? [...caller.scope.listScope] : user.accountId ? [user.accountId] : [],
    accountNumber: current?.accountNumber ?? null,
    businessName: user.businessName ?? org?.name ?? null,
    contactId: user.contactId,
    firstName: user.firstName,
    lastName: user.lastName,
    isValidatedB2BUser: user.isValidatedB2BUser,
    locale: toLocale(user.locale),
    partyId: user.partyId,
    registrationType: user.registrationType,
    relationshipPartyId: user.relationshipPartyId,
    revokedPrivileges: user.revokedPrivileges,
    userEnteredBusinessName: user.userEnteredBusinessName,
    parentOrganization: own,
    parentHoldingCompanyName: row.parentName ?? (org?.isParentHolding ? org.name : null),
    userStatus: user.status as UserStatus,
    activationTokenCreated: iso(user.activationTokenCreated),
    isAddressModificationAllowed: user.isAddressModificationAllowed,
    userStatusLastUpdated: iso(user.userStatusLastUpdated),
    acceptedTerms: user.acceptedTerms,
    acceptedTermsDate: iso(user.acceptedTermsDate),
    defaultBillingAddressId: user.defaultBillingAddressId,
    defaultShippingAddressId: user.defaultShippingAddressId,
    favoriteAddressIds: row.favoriteIds,
    brandSecondaryOrgs: secondaryRows.map(toSecondary),
    isCustomerPurchaseOrderEnabled: selectedRow
      ? selectedRow.isCustomerPurchaseOrderEnabled
      : (org?.isCustomerPurchaseOrderEnabled ?? false),
    userSelectedOrganization: selected,
    activeOrganizations,
    userSelectedGroup: user.userSelectedGroup ?? null,
    isInternalAssociate: user.isInternalAssociate,
    defaultBrandPaymentId: user.defaultPaymentId,
    subscribed: user.subscribed,
    phoneNumber: user.phoneNumber,
    deletedPaymentIds: user.deletedPaymentIds,
    launchDarklyGroup: user.launchDarklyGroup,
    isPunchout: user.isPunchout,
    punchOutType: user.punchOutType,
    ociPunchOutHookUrl: user.ociPunchOutHookUrl,
    ociPunchOutHttpContentCharset: user.ociPunchOutHttpContentCharset,
    ociPunchOutReturnTarget: user.ociPunchOutReturnTarget,
    isImpersonation: options.isSelf ? (caller.claims?.isImpersonation ?? false) : false,
    accountExists: true,
    auth0AccountId: user.authId,
    warrantyType: user.warrantyType ?? org?.warrantyType ?? null,
    authProfile: user.isInternalAssociate
      ? { internalProperties: { allowedActions: user.allowedActions, department: user.department } }
      : null,
    privileges,
    addresses: addressRows.map((a) => toAddress(a, favorites)),
  };
}

/** json columns arrive parsed from node-postgres and PGlite, and as text from some drivers. */
function parseJsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

async function purchaseOrderFlag(ctx: RequestContext, accountId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ enabled: organizations.isCustomerPurchaseOrderEnabled })
    .from(organizations)
    .where(eq(organizations.accountId, accountId))
    .limit(1);
  return row?.enabled ?? false;
}

const detailedProfileArgs = yup.object({
  userId: uuidField('userId').nullable(),
  accountId: idField('accountId').nullable(),
  parentCoPartyId: idField('parentCoPartyId').nullable(),
});

/**
 * getDetailedProfile(userId, accountId, parentCoPartyId): the caller's own profile. `accountId` selects an
 * organisation to view as (it must be one the caller may select); `parentCoPartyId` must be the party of the
 * caller's own (parent) organisation or of a parent company in their secondary orgs.
 */
export async function getDetailedProfile(
  ctx: RequestContext,
  input: { userId?: string | null; accountId?: string | null; parentCoPartyId?: string | null },
): Promise<Profile> {
  // the session's startup call names nothing: nothing to validate (the hot path skips yup)
  const args =
    input.userId == null && input.accountId == null && input.parentCoPartyId == null
      ? { userId: null, accountId: null, parentCoPartyId: null }
      : validate(detailedProfileArgs, input);
  const user = requireSelf(ctx, args.userId);
  const scope = ctx.caller.scope;
  let selected = scope.selectedAccountId;
  if (args.accountId) {
    if (!scope.selectable.has(args.accountId)) throw forbidden();
    // choosing one's own organisation is no selection (a parent-holding user then views all)
    selected = args.accountId === user.accountId ? null : args.accountId;
  }
  if (args.parentCoPartyId && args.parentCoPartyId !== user.accountPartyId) {
    const [match] = await ctx.db
      .select({ id: secondaryOrgRelationships.id })
      .from(secondaryOrgRelationships)
      .where(
        and(
          eq(secondaryOrgRelationships.parentCoPartyId, args.parentCoPartyId),
          user.accountId ? eq(secondaryOrgRelationships.parentAccountId, user.accountId) : sql`false`,
        ),
      )
      .limit(1);
    if (!match) throw forbidden();
  }
  return buildProfile(ctx, user.id, { selectedAccountId: selected, isSelf: true });
}

/**
 * retrieveProfileDetails(partyId): the profile of the user with this party id — the caller's own, or, for a user
 * administrator (B2B_Delegated_Customer_Admin or CSR_User_Management), a user of an organisation in scope.
 */
export async function retrieveProfileDetails(
  ctx: RequestContext,
  input: { partyId: string },
): Promise<Profile> {
  const { partyId } = validate(
    yup.object({ partyId: idField('partyId').required('partyId is required.') }),
    input,
  );
  const caller = requireUser(ctx);
  if (caller.partyId === partyId) {
    return buildProfile(ctx, caller.id, {
      selectedAccountId: ctx.caller.scope.selectedAccountId,
      isSelf: true,
    });
  }
  if (!callerHolds(ctx, 'users.manage') && !callerHolds(ctx, 'csr.users')) throw forbidden();
  const [target] = await ctx.db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.partyId, partyId))
    .limit(1);
  if (!target) throw notFound();
  requireAccount(ctx, target.accountId);
  return buildProfile(ctx, target.id, { selectedAccountId: null, isSelf: false });
}

const updateSchema = yup.object({
  userId: uuidField('userId').required('userId is required.'),
  updates: yup
    .object({
      defaultBrandPaymentId: uuidField('defaultBrandPaymentId').nullable(),
      defaultShippingAddressId: idField('defaultShippingAddressId').nullable(),
      defaultBillingAddressId: idField('defaultBillingAddressId').nullable(),
      favoriteAddressIds: yup
        .array()
        .of(idField('favoriteAddressIds').required())
        .max(200, 'At most 200 favourite addresses are allowed.')
        .nullable(),
      subscribed: yup.boolean().strict().nullable(),
    })
    .required('updates is required.'),
});

/**
 * userUpdateProfile(userId, updates): the caller updates their own defaults, favourites and subscription.
 * Every address must belong to an organisation in the caller's scope; a payment method must be the caller's.
 */
export async function userUpdateProfile(
  ctx: RequestContext,
  input: { userId: string; updates: ProfileUpdateInput },
): Promise<Profile> {
  const { userId, updates } = validate(updateSchema, input);
  const user = requireSelf(ctx, userId);
  const addressIds = [
    updates.defaultBillingAddressId,
    updates.defaultShippingAddressId,
    ...(updates.favoriteAddressIds ?? []),
  ].filter((id): id is string => !!id);
  if (addressIds.length > 0) {
    const found = await ctx.db
      .select({
        addressId: addresses.addressId,
        accountId: addresses.accountId,
        userId: addresses.userId,
        billingEnabled: addresses.billingEnabled,
        shippingEnabled: addresses.shippingEnabled,
      })
      .from(addresses)
      .where(inArray(addresses.addressId, [...new Set(addressIds)]));
    const byId = new Map(found.map((a) => [a.addressId, a]));
    for (const id of addressIds) {
      const address = byId.get(id);
      if (!address) throw badInput(`Address ${id} does not exist.`);
      requireAccount(ctx, address.accountId);
      if (address.userId && address.userId !== user.id) throw forbidden();
    }
    if (updates.defaultBillingAddressId && !byId.get(updates.defaultBillingAddressId)?.billingEnabled)
      throw badInput('The default billing address must be a billing address.');
    if (updates.defaultShippingAddressId && !byId.get(updates.defaultShippingAddressId)?.shippingEnabled)
      throw badInput('The default shipping address must be a shipping address.');
  }
  if (updates.defaultBrandPaymentId) {
    const [payment] = await ctx.db
      .select({ userId: paymentMethods.userId, deletedAt: paymentMethods.deletedAt })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, updates.defaultBrandPaymentId))
      .limit(1);
    if (!payment || payment.deletedAt) throw badInput('The payment method does not exist.');
    if (payment.userId !== user.id) throw forbidden();
  }

  const set: Partial<typeof users.$inferInsert> = {};
  if (updates.defaultBillingAddressId !== undefined)
    set.defaultBillingAddressId = updates.defaultBillingAddressId;
  if (updates.defaultShippingAddressId !== undefined)
    set.defaultShippingAddressId = updates.defaultShippingAddressId;
  if (updates.defaultBrandPaymentId !== undefined) set.defaultPaymentId = updates.defaultBrandPaymentId;
  if (updates.subscribed !== undefined && updates.subscribed !== null) set.subscribed = updates.subscribed;

  await ctx.db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) {
      await tx
        .update(users)
        .set({ ...set, updatedAt: ctx.now() })
        .where(eq(users.id, user.id));
    }
    if (updates.favoriteAddressIds) {
      await tx.delete(userFavoriteAddresses).where(eq(userFavoriteAddresses.userId, user.id));
      const ids = [...new Set(updates.favoriteAddressIds)];
      if (ids.length > 0)
        await tx
          .insert(userFavoriteAddresses)
          .values(ids.map((addressId) => ({ userId: user.id, addressId })));
    }
  });
  return buildProfile(ctx, user.id, { selectedAccountId: ctx.caller.scope.selectedAccountId, isSelf: true });
}

/** isCustomerPurchaseOrderEnabled(accountId) for an account in scope. */
export async function isCustomerPurchaseOrderEnabled(
  ctx: RequestContext,
  input: { accountId: string },
): Promise<boolean> {
  const { accountId } = validate(
    yup.object({ accountId: idField('accountId').required('accountId is required.') }),
    input,
  );
  requireAccount(ctx, accountId);
  return purchaseOrderFlag(ctx, accountId);
}
