// Checkout addresses (spec sections 3, 4 and 7): the caller's default billing and shipping addresses, favourites,
// the address picker's search ('Address search request'), the authenticated address validation and adding an
// address to a personal account. Addresses belong to an organisation; personal addresses (userId set) belong to
// one user of that organisation as well, and nobody else sees them.
import { randomInt } from 'node:crypto';
import { containsPattern } from '../../db/search-envelope.js';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import * as yup from 'yup';
import { ADDRESS_ENTRY_LIMITS, addressEntrySchema, text } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import type { CallerUser } from '../../auth/caller.js';
import { addresses, organizations, userFavoriteAddresses, users } from '../../db/schema.js';
import type { Region } from '../../db/schema.js';
import { badInput, forbidden } from '../../errors/api-error.js';
import type { Address } from '../accounts/index.js';
import type {
  AccountAddresses,
  AddressSearchInput,
  AddressValidation,
  AddressValidationInput,
  NewAddressInput,
} from './types.js';
import { validateAddress } from '../registration/index.js';
import { lookupCounty } from '../registration/index.js';
import { registrationDeps } from '../registration/index.js';
import { ADDRESS_ERROR, validateRegistrationAddress } from '../registration/index.js';
import { requireAccount, requireUser } from '../../access/authorization.js';
import { toAddress } from '../accounts/index.js';
import { idField, pageField, searchTextField, sizeField, validate } from '../../shared/validation.js';

type AddressRow = typeof addresses.$inferSelect;

/** Spec 9: address page size 25; a page never holds more than 100. */
export const ADDRESS_PAGE_SIZE = 25;
export const ADDRESS_PAGE_MAX = 100;

export const ADDRESS_CHANGES_NOT_ALLOWED =
  'Addresses of a business account are managed by your company. Please contact customer service to add one.';

/** The organisation the caller is working for: the selected one (parent-holding, associates) or their own. */
function currentAccountId(ctx: RequestContext): string {
  const user = requireUser(ctx);
  const accountId = ctx.caller.scope.selectedAccountId ?? user.accountId;
  if (!accountId) throw forbidden();
  return accountId;
}

/** A personal address (userId set) is visible only to its user; an organisation's other addresses to its users. */
// an address deleted from its user's book is kept for the orders that name it and shown nowhere
const visibleTo = (user: CallerUser): SQL =>
  and(isNull(addresses.deletedAt), or(isNull(addresses.userId), eq(addresses.userId, user.id)))!;

interface ProfileAddressIds {
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  favoriteIds: string[];
  isAddressModificationAllowed: boolean;
  isValidatedB2BUser: boolean;
}

async function profileAddressIds(ctx: RequestContext, user: CallerUser): Promise<ProfileAddressIds> {
  const [row] = await ctx.db
    .select({
      defaultBillingAddressId: users.defaultBillingAddressId,
      defaultShippingAddressId: users.defaultShippingAddressId,
      isAddressModificationAllowed: users.isAddressModificationAllowed,
      isValidatedB2BUser: users.isValidatedB2BUser,
      favoriteIds: sql<string[]>`coalesce((select array_agg(f.address_id order by f.created_at)
        from user_favorite_addresses f where f.user_id = ${users.id}), '{}'::text[])`,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/**
 * One address by id, checked for the caller: unknown → 400 naming the field, another organisation's (or another
 * user's personal address) → 403.
 */
export async function loadAddressForCaller(
  ctx: RequestContext,
  addressId: string,
  label: string,
): Promise<AddressRow> {
  const user = requireUser(ctx);
  const [row] = await ctx.db.select().from(addresses).where(eq(addresses.addressId, addressId)).limit(1);
  if (!row) throw badInput(`The ${label} does not exist.`);
  requireAccount(ctx, row.accountId);
  if (row.deletedAt) throw badInput(`The ${label} does not exist.`);
  if (row.userId && row.userId !== user.id) throw forbidden();
  return row;
}

// ---- getAccountAddresses / getFavoriteAddresses ------------------------------------------------------------------

/**
 * getAccountAddresses(accountId): the caller's default billing and shipping addresses for an organisation they may
 * use (default: the current one). A profile default of another organisation does not count there; then the
 * organisation's primary site stands in when it may bill or ship.
 */
export async function getAccountAddresses(
  ctx: RequestContext,
  input: { accountId?: string | null },
): Promise<AccountAddresses> {
  const { accountId: requested } = validate(
    yup.object({ accountId: idField('accountId').nullable() }),
    input,
  );
  const user = requireUser(ctx);
  const accountId = requested ?? currentAccountId(ctx);
  requireAccount(ctx, accountId);
  const profile = await profileAddressIds(ctx, user);
  const wanted = [profile.defaultBillingAddressId, profile.defaultShippingAddressId].filter(
    (id): id is string => !!id,
  );
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.accountId, accountId),
        visibleTo(user),
        or(
          eq(addresses.isDefault, true),
          wanted.length > 0 ? inArray(addresses.addressId, wanted) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(addresses.addressId));
  const favorites = new Set(profile.favoriteIds);
  const byId = new Map(rows.map((r) => [r.addressId, r]));
  const primary = rows.filter((r) => r.isDefault);
  const pick = (id: string | null, usable: (r: AddressRow) => boolean): Address | null => {
    const row = (id ? byId.get(id) : undefined) ?? primary.find(usable);
    return row && usable(row) ? { ...toAddress(row, favorites), isDefault: true } : null;
  };
  return {
    defaultBillingAddress: pick(profile.defaultBillingAddressId, (r) => r.billingEnabled),
    defaultShippingAddress: pick(profile.defaultShippingAddressId, (r) => r.shippingEnabled),
  };
}

/** getFavoriteAddresses: the caller's favourites that are still in scope, plus the current organisation's. */
export async function getFavoriteAddresses(ctx: RequestContext): Promise<Address[]> {
  const user = requireUser(ctx);
  const accountId = currentAccountId(ctx);
  const readable = [...ctx.caller.scope.readable];
  if (readable.length === 0) return [];
  const rows = await ctx.db
    .select({ address: addresses, mine: sql<boolean>`${userFavoriteAddresses.userId} is not null` })
    .from(addresses)
    .leftJoin(
      userFavoriteAddresses,
      and(
        eq(userFavoriteAddresses.addressId, addresses.addressId),
        eq(userFavoriteAddresses.userId, user.id),
      ),
    )
    .where(
      and(
        inArray(addresses.accountId, readable),
        visibleTo(user),
        or(
          sql`${userFavoriteAddresses.userId} is not null`,
          and(eq(addresses.isFavorite, true), eq(addresses.accountId, accountId)),
        ),
      ),
    )
    .orderBy(sql`${addresses.addressName} nulls last`, asc(addresses.addressId));
  return rows.map((r) => ({ ...toAddress(r.address), isFavorite: true }));
}

// ---- searchAddresses ---------------------------------------------------------------------------------------------

const idList = (label: string) =>
  yup.array().of(idField(label).required()).max(200, `${label} may list at most 200 ids.`).nullable();

const searchSchema = yup.object({
  query: searchTextField('query', 200).nullable(),
  type: yup
    .string()
    .oneOf(['ALL', 'SHIPPING', 'BILLING'], 'type must be ALL, SHIPPING or BILLING.')
    .nullable()
    .default('ALL'),
  defaultEbsAddressIds: idList('defaultEbsAddressIds'),
  favoriteEbsAddressIds: idList('favoriteEbsAddressIds'),
  page: pageField(10_000).nullable(),
  size: sizeField(ADDRESS_PAGE_MAX, ADDRESS_PAGE_SIZE).nullable(),
  accountId: idField('accountId').nullable(),
  partyId: idField('partyId').nullable(),
});

/** The organisation a search covers: accountId and/or partyId (each in scope, and the same one), else current. */
async function searchAccount(
  ctx: RequestContext,
  accountId: string | null | undefined,
  partyId: string | null | undefined,
): Promise<string> {
  if (!partyId) {
    const id = accountId ?? currentAccountId(ctx);
    requireAccount(ctx, id);
    return id;
  }
  const readable = [...ctx.caller.scope.readable];
  const orgs =
    readable.length === 0
      ? []
      : await ctx.db
          .select({ accountId: organizations.accountId })
          .from(organizations)
          .where(and(eq(organizations.partyId, partyId), inArray(organizations.accountId, readable)));
  if (orgs.length === 0) throw forbidden();
  if (accountId) {
    requireAccount(ctx, accountId);
    if (!orgs.some((o) => o.accountId === accountId))
      throw badInput('accountId and partyId name different organizations.');
    return accountId;
  }
  const current = ctx.caller.scope.selectedAccountId ?? ctx.caller.user?.accountId;
  return orgs.find((o) => o.accountId === current)?.accountId ?? orgs[0]!.accountId;
}

const likePattern = containsPattern;

/** The address search's text match: every word of `query` (up to 8) in the name, street, city, region or postal code. */
export function addressMatchesWords(query: string | null | undefined): SQL[] {
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`concat_ws(' ', ${addresses.addressName}, ${addresses.address1}, ${addresses.address2},
    ${addresses.city}, ${addresses.state}, ${addresses.province}, ${addresses.postalCode}, ${addresses.zipCode})`;
  return words.map((word) => sql`${haystack} ilike ${likePattern(word)}`);
}

/**
 * searchAddresses(request): a page of one organisation's addresses for the address picker. Every word of `query`
 * must appear in the name, street lines, city, state / province or postal code; `type` keeps billing or shipping
 * addresses. Defaults come first, then favourites, then by name; both are flagged. An empty page means 'No more
 * addresses were returned'.
 */
export async function searchAddresses(
  ctx: RequestContext,
  input: { request: AddressSearchInput },
): Promise<Address[]> {
  const request = validate(searchSchema, input.request ?? {});
  const user = requireUser(ctx);
  const accountId = await searchAccount(ctx, request.accountId, request.partyId);
  const profile = await profileAddressIds(ctx, user);
  const type = request.type ?? 'ALL';
  const page = request.page ?? 0;
  const size = request.size ?? ADDRESS_PAGE_SIZE;

  const where: SQL[] = [eq(addresses.accountId, accountId), visibleTo(user)];
  if (type === 'BILLING') where.push(eq(addresses.billingEnabled, true));
  if (type === 'SHIPPING') where.push(eq(addresses.shippingEnabled, true));
  where.push(...addressMatchesWords(request.query));

  const defaultIds = [
    type !== 'SHIPPING' ? profile.defaultBillingAddressId : null,
    type !== 'BILLING' ? profile.defaultShippingAddressId : null,
  ].filter((id): id is string => !!id);
  const isDefault = sql<boolean>`(${addresses.isDefault}
    or ${addresses.addressId} = any(${sql.param(defaultIds)}::text[])
    or ${addresses.ebsAddressId} = any(${sql.param(request.defaultEbsAddressIds ?? [])}::text[]))`;
  const isFavorite = sql<boolean>`(${addresses.isFavorite}
    or ${addresses.addressId} = any(${sql.param(profile.favoriteIds)}::text[])
    or ${addresses.ebsAddressId} = any(${sql.param(request.favoriteEbsAddressIds ?? [])}::text[]))`;

  const rows = await ctx.db
    .select({ address: addresses, isDefault, isFavorite })
    .from(addresses)
    .where(and(...where))
    .orderBy(
      sql`case when ${isDefault} then 0 when ${isFavorite} then 1 else 2 end`,
      sql`${addresses.addressName} nulls last`,
      asc(addresses.addressId),
    )
    .limit(size)
    .offset(page * size);
  return rows.map((r) => ({ ...toAddress(r.address), isDefault: r.isDefault, isFavorite: r.isFavorite }));
}

// ---- validateAddress / addAddress --------------------------------------------------------------------------------

/** validateAddress(address) for signed-in users: the registration validator (offline postal data) and county. */
export function validateCheckoutAddress(
  ctx: RequestContext,
  input: { address: AddressValidationInput },
): AddressValidation {
  requireUser(ctx);
  const { validationResult, address, suggestedAddress, county } = validateRegistrationAddress(ctx, {
    address: input.address,
  });
  return { validationResult, address, suggestedAddress, county };
}

// The checkout form's address-entry schema, plus what only the API is sent: the county and the two flags. The
// province arrives in a field of its own; the schema judges it as the state of a Canadian address.
const newAddressSchema = addressEntrySchema.shape({
  county: text('County', ADDRESS_ENTRY_LIMITS.county).nullable(),
  billingEnabled: yup.boolean().strict().nullable().default(true),
  shippingEnabled: yup.boolean().strict().nullable().default(true),
});

/** NewAddressInput as the schema reads it: a Canadian address's region is its province (or, failing that, state). */
function asAddressEntry(input: NewAddressInput | undefined): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...(input ?? {}) };
  const { province, ...rest } = raw;
  const country = typeof raw['country'] === 'string' ? raw['country'].trim().toUpperCase() : '';
  return country === 'CA' ? { ...rest, state: province ?? raw['state'] } : rest;
}

const regionFor = (country: string): Region =>
  country === 'US' ? 'UNITED_STATES' : country === 'CA' ? 'CANADA' : 'AWW';

/**
 * addAddress(address): a personal user (isAddressModificationAllowed) adds an address to their own account. The
 * address is validated as at registration: INVALID is refused with the spec's message; VALID is stored normalised;
 * AMBIGUOUS is stored as entered (the user accepted it in the 'AMBIGUOUS ADDRESS' dialog). Returns the addressId.
 */
export async function addAddress(ctx: RequestContext, input: { address: NewAddressInput }): Promise<string> {
  const form = validate(newAddressSchema, asAddressEntry(input.address));
  const user = requireUser(ctx);
  const profile = await profileAddressIds(ctx, user);
  if (!profile.isAddressModificationAllowed || profile.isValidatedB2BUser || !user.accountId)
    throw forbidden(ADDRESS_CHANGES_NOT_ALLOWED);
  // spec 5: US sends the state, CA the province (the schema checked either against the country's list),
  // elsewhere the state holds the country
  const columns = checkedAddressColumns(ctx, form);

  const [org] = await ctx.db
    .select({ partyId: organizations.partyId })
    .from(organizations)
    .where(eq(organizations.accountId, user.accountId))
    .limit(1);
  const digits = () => String(randomInt(1_000_000_000, 10_000_000_000));
  const addressId = `ADDR-W${digits()}`;
  await ctx.db.insert(addresses).values({
    addressId,
    ebsAddressId: `W${digits()}`,
    accountId: user.accountId,
    partyId: org?.partyId ?? null,
    userId: user.id,
    ...columns,
  });
  return addressId;
}

// ---- My Account addressBook: autocomplete and editing ------------------------------------------------------------

/**
 * addressAutocomplete(autocompleteRequest): the address picker's suggestions as the user types — the section-3
 * address search request with a query (10 by default), answered by the same search as searchAddresses.
 */
export async function addressAutocomplete(
  ctx: RequestContext,
  input: { autocompleteRequest: AddressSearchInput },
): Promise<Address[]> {
  const request = input.autocompleteRequest ?? {};
  validate(yup.object({ query: searchTextField('query', 200).trim().required('query is required.') }), {
    query: request.query,
  });
  return searchAddresses(ctx, { request: { ...request, size: request.size ?? 10 } });
}

/** The stored columns of a checked address form: validated as at registration, normalised, the county looked up. */
function checkedAddressColumns(ctx: RequestContext, form: yup.InferType<typeof newAddressSchema>) {
  const country = form.country;
  const region = form.state ?? '';
  const { postal } = registrationDeps(ctx.config);
  const checked = validateAddress(postal, {
    address1: form.address1,
    address2: form.address2 ?? '',
    city: form.city,
    state: country === 'US' || country === 'CA' ? region.toUpperCase() : region || country,
    postalCode: form.postalCode,
    country,
  });
  if (checked.validationResult === 'INVALID') throw badInput(ADDRESS_ERROR);
  const a = checked.address;
  let county = form.county ?? '';
  if (!county) {
    try {
      county = lookupCounty(postal, a);
    } catch {
      county = '';
    }
  }
  return {
    addressName: form.addressName || null,
    address1: a.address1,
    address2: a.address2 || null,
    city: a.city,
    county: county || null,
    state: country === 'CA' ? null : a.state || null,
    province: country === 'CA' ? a.state : null,
    postalCode: a.postalCode,
    zipCode: country === 'US' ? a.postalCode : null,
    country,
    integrationLocale: regionFor(country),
    billingEnabled: form.billingEnabled ?? true,
    shippingEnabled: form.shippingEnabled ?? true,
  };
}

/**
 * updateAddress(addressId, address): a personal user (isAddressModificationAllowed) edits one of their own
 * addresses, validated like addAddress. Business users see their company's addresses but cannot change them
 * (isAddressModificationAllowed false); another organisation's or another user's address is denied.
 */
export async function updateAddress(
  ctx: RequestContext,
  input: { addressId: string; address: NewAddressInput },
): Promise<Address> {
  const { addressId } = validate(
    yup.object({ addressId: idField('addressId').required('addressId is required.') }),
    { addressId: input.addressId },
  );
  const form = validate(newAddressSchema, asAddressEntry(input.address));
  const user = requireUser(ctx);
  const row = await loadAddressForCaller(ctx, addressId, 'address');
  const profile = await profileAddressIds(ctx, user);
  if (!profile.isAddressModificationAllowed || profile.isValidatedB2BUser || row.userId !== user.id)
    throw forbidden(ADDRESS_CHANGES_NOT_ALLOWED);
  const columns = checkedAddressColumns(ctx, form);
  const [updated] = await ctx.db
    .update(addresses)
    .set(columns)
    .where(eq(addresses.addressId, row.addressId))
    .returning();
  return toAddress(updated!, new Set(profile.favoriteIds));
}

/**
 * deleteAddress(addressId): a personal user (isAddressModificationAllowed) deletes one of their own addresses from
 * their address book. The row is kept, marked deleted, for the orders and invoices that name it; it is no longer a
 * default, a favourite or offered anywhere. Business users' company addresses cannot be deleted; another user's or
 * organisation's address is denied.
 */
export async function deleteAddress(ctx: RequestContext, input: { addressId: string }): Promise<boolean> {
  const { addressId } = validate(
    yup.object({ addressId: idField('addressId').required('addressId is required.') }),
    { addressId: input.addressId },
  );
  const user = requireUser(ctx);
  const row = await loadAddressForCaller(ctx, addressId, 'address');
  const profile = await profileAddressIds(ctx, user);
  if (!profile.isAddressModificationAllowed || profile.isValidatedB2BUser || row.userId !== user.id)
    throw forbidden(ADDRESS_CHANGES_NOT_ALLOWED);
  await ctx.db.transaction(async (tx) => {
    await tx.update(addresses).set({ deletedAt: ctx.now() }).where(eq(addresses.addressId, row.addressId));
    await tx
      .delete(userFavoriteAddresses)
      .where(
        and(eq(userFavoriteAddresses.userId, user.id), eq(userFavoriteAddresses.addressId, row.addressId)),
      );
    if (profile.defaultBillingAddressId === row.addressId)
      await tx.update(users).set({ defaultBillingAddressId: null }).where(eq(users.id, user.id));
    if (profile.defaultShippingAddressId === row.addressId)
      await tx.update(users).set({ defaultShippingAddressId: null }).where(eq(users.id, user.id));
  });
  return true;
}
