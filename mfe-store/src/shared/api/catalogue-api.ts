// The store's catalogue calls. Signed-in users go to the authenticated endpoint (their profile decides currency
// and customer part numbers); guests to the open endpoint with their locale (spec 6 'Guest pricing uses the
// unauthenticated item detail query with locale', spec 7 getPrices).
import { isGuest } from '@portal/shared-session';
import { getApiBase, runGraphQL } from '@portal/api-client';
import type { Locale, Profile } from '@portal/shared-session';
import {
  StoreAutocompleteDocument,
  StoreBrandsDocument,
  StoreCategoriesDocument,
  StoreGetPricesDocument,
  StoreItemDetailDocument,
  StorePartLookupDocument,
  StoreSearchProductsDocument,
  StoreStoreFeaturedDocument,
} from '../../gql/graphql';
import {
  StoreOpenAutocompleteDocument,
  StoreOpenBrandsDocument,
  StoreOpenCategoriesDocument,
  StoreOpenGetPricesDocument,
  StoreOpenItemDetailDocument,
  StoreOpenPartLookupDocument,
  StoreOpenSearchProductsDocument,
  StoreOpenStoreFeaturedDocument,
} from '../../gql/open/graphql';
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

const OPEN = { open: true } as const;

export async function fetchStoreFeatured(
  caller: CatalogueCaller,
  signal?: AbortSignal,
): Promise<StoreFeatured> {
  if (caller.signedIn) return (await runGraphQL(StoreStoreFeaturedDocument, {}, { signal })).storeFeatured;
  const data = await runGraphQL(
    StoreOpenStoreFeaturedDocument,
    { locale: caller.locale },
    { ...OPEN, signal },
  );
  return data.storeFeatured;
}

/** The category tree is the same in every locale: the open call takes none. */
export async function fetchCategories(caller: CatalogueCaller, signal?: AbortSignal): Promise<Category[]> {
  const data = caller.signedIn
    ? await runGraphQL(StoreCategoriesDocument, {}, { signal })
    : await runGraphQL(StoreOpenCategoriesDocument, {}, { ...OPEN, signal });
  return data.categories;
}

export async function fetchBrands(caller: CatalogueCaller, signal?: AbortSignal): Promise<Brand[]> {
  const data = caller.signedIn
    ? await runGraphQL(StoreBrandsDocument, {}, { signal })
    : await runGraphQL(StoreOpenBrandsDocument, {}, { ...OPEN, signal });
  return data.brands;
}

export async function searchProducts(
  caller: CatalogueCaller,
  input: ProductSearchInput,
  signal?: AbortSignal,
): Promise<ProductSearchResult> {
  const data = caller.signedIn
    ? await runGraphQL(StoreSearchProductsDocument, { input }, { signal })
    : await runGraphQL(
        StoreOpenSearchProductsDocument,
        { input, locale: caller.locale },
        { ...OPEN, signal },
      );
  return data.searchProducts;
}

export async function fetchAutocomplete(
  caller: CatalogueCaller,
  query: string,
  signal?: AbortSignal,
): Promise<Autocomplete> {
  const data = caller.signedIn
    ? await runGraphQL(StoreAutocompleteDocument, { query }, { signal })
    : await runGraphQL(StoreOpenAutocompleteDocument, { query, locale: caller.locale }, { ...OPEN, signal });
  return data.autocomplete;
}

export async function lookupPart(
  caller: CatalogueCaller,
  partNumber: string,
  signal?: AbortSignal,
): Promise<ProductHit[]> {
  const data = caller.signedIn
    ? await runGraphQL(StorePartLookupDocument, { partNumber }, { signal })
    : await runGraphQL(
        StoreOpenPartLookupDocument,
        { partNumber, locale: caller.locale },
        { ...OPEN, signal },
      );
  return data.partLookup;
}

/** itemDetail (signed in) or unauthenticatedItemDetail with the locale (guest). */
export async function fetchItemDetails(
  caller: CatalogueCaller,
  partNumbers: string[],
  signal?: AbortSignal,
): Promise<CommerceItem[]> {
  if (caller.signedIn)
    return (await runGraphQL(StoreItemDetailDocument, { partNumbers }, { signal })).itemDetail;
  const data = await runGraphQL(
    StoreOpenItemDetailDocument,
    { partNumbers, locale: caller.locale },
    { ...OPEN, signal },
  );
  return data.unauthenticatedItemDetail;
}

/** getPrices with quantity 1 (spec 9 'Price requests quantity 1'). */
export async function fetchPrices(
  caller: CatalogueCaller,
  partNumbers: string[],
  signal?: AbortSignal,
): Promise<Price[]> {
  const items = partNumbers.map((partNumber) => ({ partNumber, quantity: 1 }));
  const data = caller.signedIn
    ? await runGraphQL(StoreGetPricesDocument, { items }, { signal })
    : await runGraphQL(StoreOpenGetPricesDocument, { items, locale: caller.locale }, { ...OPEN, signal });
  return data.getPrices;
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
