// The store's catalogue calls. Signed-in users go to the authenticated endpoint (their profile decides currency
// and customer part numbers); guests to the open endpoint with their locale (spec 6 'Guest pricing uses the
// unauthenticated item detail query with locale', spec 7 getPrices).
import { isGuest } from '@portal/shared-session';
import { getApiBase, runGraphQL, untypedDocument } from '@portal/api-client';
import type { RunGraphQLOptions } from '@portal/api-client';
import type { Locale, Profile } from '@portal/shared-session';
import type {
  Autocomplete,
  Brand,
  Category,
  CommerceItem,
  DigitalAsset,
  Price,
  ProductHit,
  ProductSearchInput,
  ProductSearchResult,
  StoreFeatured,
} from '../types/catalogue';

// Not yet a typed document (issue 12 follow-up): this module's query texts and result types are still written by
// hand; they go through the one urql client (runGraphQL) like every other call.
function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: RunGraphQLOptions = {},
): Promise<T> {
  return runGraphQL(untypedDocument<T>(query), variables, options);
}

/** Who is asking: a signed-in user (authenticated calls) or a guest (open calls with the locale). */
export interface CatalogueCaller {
  signedIn: boolean;
  locale: Locale;
}

/** Spec 7: "authenticated if the profile has an email, else open with locale". */
export function catalogueCaller(
  profile: Pick<Profile, 'email' | 'userStatus'>,
  locale: Locale,
): CatalogueCaller {
  return { signedIn: !isGuest(profile) && !!profile.email, locale };
}

const HIT_FIELDS =
  'partNumber displayName description brand imageUrl thumbnailUrl price currency inStock quantityOnHand unitOfMeasure categories';
const CATEGORY_FIELDS = 'id parentId name level path imageUrl productCount';
const BRAND_FIELDS = 'name productCount logoUrl';
const ITEM_FIELDS = `id productId partNumber productDisplayName description longDescription featuresAndBenefits
  relatedProducts relatedAccessories isPurchasable quantityOnHand displayPrice currency unitOfMeasure imageUrl
  prop65Number prop65Description customerPartNumber showOnline orderable brand`;

/**
 * One root field, asked of the right endpoint: `args` are the field's own arguments (name → GraphQL type); the
 * open endpoint also gets `locale` when the field takes it.
 */
async function catalogueQuery<T>(
  caller: CatalogueCaller,
  field: string,
  selection: string,
  args: Record<string, { type: string; value: unknown }>,
  options: { openField?: string; localeOnOpen?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const open = !caller.signedIn;
  const all = { ...args };
  if (open && options.localeOnOpen !== false) all['locale'] = { type: 'Locale', value: caller.locale };
  const names = Object.keys(all);
  const declared = names.length ? `(${names.map((n) => `$${n}: ${all[n]!.type}`).join(', ')})` : '';
  const passed = names.length ? `(${names.map((n) => `${n}: $${n}`).join(', ')})` : '';
  const rootField = open ? (options.openField ?? field) : field;
  const variables = Object.fromEntries(names.map((n) => [n, all[n]!.value]));
  const data = await graphqlRequest<Record<string, T>>(
    `query Store${rootField[0]!.toUpperCase()}${rootField.slice(1)}${declared} { result: ${rootField}${passed} ${selection} }`,
    variables,
    { open, signal: options.signal },
  );
  return data['result'] as T;
}

export function fetchStoreFeatured(caller: CatalogueCaller, signal?: AbortSignal): Promise<StoreFeatured> {
  return catalogueQuery<StoreFeatured>(
    caller,
    'storeFeatured',
    `{ categories { ${CATEGORY_FIELDS} } brands { ${BRAND_FIELDS} } products { ${HIT_FIELDS} } }`,
    {},
    { signal },
  );
}

export function fetchCategories(caller: CatalogueCaller, signal?: AbortSignal): Promise<Category[]> {
  return catalogueQuery<Category[]>(
    caller,
    'categories',
    `{ ${CATEGORY_FIELDS} }`,
    {},
    {
      localeOnOpen: false,
      signal,
    },
  );
}

export function fetchBrands(caller: CatalogueCaller, signal?: AbortSignal): Promise<Brand[]> {
  return catalogueQuery<Brand[]>(
    caller,
    'brands',
    `{ ${BRAND_FIELDS} }`,
    {},
    { localeOnOpen: false, signal },
  );
}

export function searchProducts(
  caller: CatalogueCaller,
  input: ProductSearchInput,
  signal?: AbortSignal,
): Promise<ProductSearchResult> {
  return catalogueQuery<ProductSearchResult>(
    caller,
    'searchProducts',
    `{ hits { ${HIT_FIELDS} } totalHits page size totalPages correctedQuery
       facets { brands { value count } categories { value name level count } } }`,
    { input: { type: 'ProductSearchInput!', value: input } },
    { signal },
  );
}

export function fetchAutocomplete(
  caller: CatalogueCaller,
  query: string,
  signal?: AbortSignal,
): Promise<Autocomplete> {
  return catalogueQuery<Autocomplete>(
    caller,
    'autocomplete',
    '{ products { partNumber displayName thumbnailUrl } categories { value name level count } brands { value count } correctedQuery }',
    { query: { type: 'String!', value: query } },
    { signal },
  );
}

export function lookupPart(
  caller: CatalogueCaller,
  partNumber: string,
  signal?: AbortSignal,
): Promise<ProductHit[]> {
  return catalogueQuery<ProductHit[]>(
    caller,
    'partLookup',
    `{ ${HIT_FIELDS} }`,
    { partNumber: { type: 'String!', value: partNumber } },
    { signal },
  );
}

/** itemDetail (signed in) or unauthenticatedItemDetail with the locale (guest). */
export function fetchItemDetails(
  caller: CatalogueCaller,
  partNumbers: string[],
  signal?: AbortSignal,
): Promise<CommerceItem[]> {
  return catalogueQuery<CommerceItem[]>(
    caller,
    'itemDetail',
    `{ ${ITEM_FIELDS} }`,
    { partNumbers: { type: '[String!]!', value: partNumbers } },
    { openField: 'unauthenticatedItemDetail', signal },
  );
}

/** getPrices with quantity 1 (spec 9 'Price requests quantity 1'). */
export function fetchPrices(
  caller: CatalogueCaller,
  partNumbers: string[],
  signal?: AbortSignal,
): Promise<Price[]> {
  return catalogueQuery<Price[]>(
    caller,
    'getPrices',
    '{ price partNumber quantity currency }',
    {
      items: {
        type: '[PriceRequestItem!]!',
        value: partNumbers.map((partNumber) => ({ partNumber, quantity: 1 })),
      },
    },
    { signal },
  );
}

/** The replacement-image lookup (spec 7 'Image lookup'): extra images of a part; none when it has no record. */
export async function fetchReplacementImages(
  partNumber: string,
  signal?: AbortSignal,
): Promise<DigitalAsset[]> {
  const response = await fetch(`${getApiBase()}/replacement-images/${encodeURIComponent(partNumber)}`, {
    signal,
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { digitalassets?: DigitalAsset[] } | null;
  return body?.digitalassets ?? [];
}
