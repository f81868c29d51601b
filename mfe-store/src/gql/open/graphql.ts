/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** en_US, en_CA or en (worldwide). */
export type Locale = 'en' | 'en_CA' | 'en_US';

export type PriceRequestItem = {
  partNumber: string;
  /** spec section 9: price requests use quantity 1 */
  quantity?: number | null | undefined;
};

export type ProductSearchInput = {
  brands?: Array<string> | null | undefined;
  /** hierarchical category path, e.g. 'Aerial Devices > Booms' */
  category?: string | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  sort?: ProductSort | null | undefined;
};

export type ProductSort = 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC' | 'RELEVANCE';

export type CatalogueProductHitFragment = {
  partNumber: string;
  displayName: string;
  description: string | null;
  brand: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  price: number | null;
  priceWithheld: boolean;
  currency: string;
  inStock: boolean;
  quantityOnHand: number;
  unitOfMeasure: string;
  categories: Array<string>;
};

export type CatalogueCategoryFragment = {
  id: string;
  parentId: string | null;
  name: string;
  level: number;
  path: string;
  imageUrl: string | null;
  productCount: number;
};

export type CatalogueBrandFragment = { name: string; productCount: number; logoUrl: string | null };

export type CatalogueCategoryFacetFragment = { value: string; name: string; level: number; count: number };

export type CatalogueFacetValueFragment = { value: string; count: number };

export type CatalogueStoreFeaturedFragment = {
  categories: Array<{
    id: string;
    parentId: string | null;
    name: string;
    level: number;
    path: string;
    imageUrl: string | null;
    productCount: number;
  }>;
  brands: Array<{ name: string; productCount: number; logoUrl: string | null }>;
  products: Array<{
    partNumber: string;
    displayName: string;
    description: string | null;
    brand: string | null;
    imageUrl: string | null;
    thumbnailUrl: string | null;
    price: number | null;
    priceWithheld: boolean;
    currency: string;
    inStock: boolean;
    quantityOnHand: number;
    unitOfMeasure: string;
    categories: Array<string>;
  }>;
};

export type CatalogueSearchResultFragment = {
  totalHits: number;
  page: number;
  size: number;
  totalPages: number;
  correctedQuery: string | null;
  hits: Array<{
    partNumber: string;
    displayName: string;
    description: string | null;
    brand: string | null;
    imageUrl: string | null;
    thumbnailUrl: string | null;
    price: number | null;
    priceWithheld: boolean;
    currency: string;
    inStock: boolean;
    quantityOnHand: number;
    unitOfMeasure: string;
    categories: Array<string>;
  }>;
  facets: {
    brands: Array<{ value: string; count: number }>;
    categories: Array<{ value: string; name: string; level: number; count: number }>;
  };
};

export type CatalogueProductSuggestionFragment = {
  partNumber: string;
  displayName: string;
  thumbnailUrl: string | null;
};

export type CatalogueAutocompleteFragment = {
  correctedQuery: string | null;
  products: Array<{ partNumber: string; displayName: string; thumbnailUrl: string | null }>;
  categories: Array<{ value: string; name: string; level: number; count: number }>;
  brands: Array<{ value: string; count: number }>;
};

export type CatalogueCommerceItemFragment = {
  id: string;
  productId: string;
  partNumber: string;
  productDisplayName: string;
  description: string | null;
  longDescription: string | null;
  featuresAndBenefits: Array<string>;
  relatedProducts: Array<string>;
  relatedAccessories: Array<string>;
  isPurchasable: boolean;
  quantityOnHand: number;
  displayPrice: number | null;
  priceWithheld: boolean;
  currency: string;
  unitOfMeasure: string;
  imageUrl: string | null;
  prop65Number: string | null;
  prop65Description: string | null;
  customerPartNumber: string | null;
  showOnline: boolean;
  orderable: boolean;
  brand: string | null;
};

export type CataloguePriceFragment = {
  price: number | null;
  priceWithheld: boolean;
  partNumber: string;
  quantity: number;
  currency: string;
};

export type StoreOpenStoreFeaturedQueryVariables = Exact<{
  locale: Locale;
}>;

export type StoreOpenStoreFeaturedQuery = {
  storeFeatured: {
    categories: Array<{
      id: string;
      parentId: string | null;
      name: string;
      level: number;
      path: string;
      imageUrl: string | null;
      productCount: number;
    }>;
    brands: Array<{ name: string; productCount: number; logoUrl: string | null }>;
    products: Array<{
      partNumber: string;
      displayName: string;
      description: string | null;
      brand: string | null;
      imageUrl: string | null;
      thumbnailUrl: string | null;
      price: number | null;
      priceWithheld: boolean;
      currency: string;
      inStock: boolean;
      quantityOnHand: number;
      unitOfMeasure: string;
      categories: Array<string>;
    }>;
  };
};

export type StoreOpenCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type StoreOpenCategoriesQuery = {
  categories: Array<{
    id: string;
    parentId: string | null;
    name: string;
    level: number;
    path: string;
    imageUrl: string | null;
    productCount: number;
  }>;
};

export type StoreOpenBrandsQueryVariables = Exact<{ [key: string]: never }>;

export type StoreOpenBrandsQuery = {
  brands: Array<{ name: string; productCount: number; logoUrl: string | null }>;
};

export type StoreOpenSearchProductsQueryVariables = Exact<{
  input: ProductSearchInput;
  locale: Locale;
}>;

export type StoreOpenSearchProductsQuery = {
  searchProducts: {
    totalHits: number;
    page: number;
    size: number;
    totalPages: number;
    correctedQuery: string | null;
    hits: Array<{
      partNumber: string;
      displayName: string;
      description: string | null;
      brand: string | null;
      imageUrl: string | null;
      thumbnailUrl: string | null;
      price: number | null;
      priceWithheld: boolean;
      currency: string;
      inStock: boolean;
      quantityOnHand: number;
      unitOfMeasure: string;
      categories: Array<string>;
    }>;
    facets: {
      brands: Array<{ value: string; count: number }>;
      categories: Array<{ value: string; name: string; level: number; count: number }>;
    };
  };
};

export type StoreOpenAutocompleteQueryVariables = Exact<{
  query: string;
  locale: Locale;
}>;

export type StoreOpenAutocompleteQuery = {
  autocomplete: {
    correctedQuery: string | null;
    products: Array<{ partNumber: string; displayName: string; thumbnailUrl: string | null }>;
    categories: Array<{ value: string; name: string; level: number; count: number }>;
    brands: Array<{ value: string; count: number }>;
  };
};

export type StoreOpenPartLookupQueryVariables = Exact<{
  partNumber: string;
  locale: Locale;
}>;

export type StoreOpenPartLookupQuery = {
  partLookup: Array<{
    partNumber: string;
    displayName: string;
    description: string | null;
    brand: string | null;
    imageUrl: string | null;
    thumbnailUrl: string | null;
    price: number | null;
    priceWithheld: boolean;
    currency: string;
    inStock: boolean;
    quantityOnHand: number;
    unitOfMeasure: string;
    categories: Array<string>;
  }>;
};

export type StoreOpenItemDetailQueryVariables = Exact<{
  partNumbers: Array<string> | string;
  locale: Locale;
}>;

export type StoreOpenItemDetailQuery = {
  unauthenticatedItemDetail: Array<{
    id: string;
    productId: string;
    partNumber: string;
    productDisplayName: string;
    description: string | null;
    longDescription: string | null;
    featuresAndBenefits: Array<string>;
    relatedProducts: Array<string>;
    relatedAccessories: Array<string>;
    isPurchasable: boolean;
    quantityOnHand: number;
    displayPrice: number | null;
    priceWithheld: boolean;
    currency: string;
    unitOfMeasure: string;
    imageUrl: string | null;
    prop65Number: string | null;
    prop65Description: string | null;
    customerPartNumber: string | null;
    showOnline: boolean;
    orderable: boolean;
    brand: string | null;
  }>;
};

export type StoreOpenGetPricesQueryVariables = Exact<{
  items: Array<PriceRequestItem> | PriceRequestItem;
  locale: Locale;
}>;

export type StoreOpenGetPricesQuery = {
  getPrices: Array<{
    price: number | null;
    priceWithheld: boolean;
    partNumber: string;
    quantity: number;
    currency: string;
  }>;
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CatalogueCategoryFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueCategory on Category {
  id
  parentId
  name
  level
  path
  imageUrl
  productCount
}
    `,
  { fragmentName: 'CatalogueCategory' },
) as unknown as TypedDocumentString<CatalogueCategoryFragment, unknown>;
export const CatalogueBrandFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueBrand on Brand {
  name
  productCount
  logoUrl
}
    `,
  { fragmentName: 'CatalogueBrand' },
) as unknown as TypedDocumentString<CatalogueBrandFragment, unknown>;
export const CatalogueProductHitFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}
    `,
  { fragmentName: 'CatalogueProductHit' },
) as unknown as TypedDocumentString<CatalogueProductHitFragment, unknown>;
export const CatalogueStoreFeaturedFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueStoreFeatured on StoreFeatured {
  categories {
    ...CatalogueCategory
  }
  brands {
    ...CatalogueBrand
  }
  products {
    ...CatalogueProductHit
  }
}
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}
fragment CatalogueCategory on Category {
  id
  parentId
  name
  level
  path
  imageUrl
  productCount
}
fragment CatalogueBrand on Brand {
  name
  productCount
  logoUrl
}`,
  { fragmentName: 'CatalogueStoreFeatured' },
) as unknown as TypedDocumentString<CatalogueStoreFeaturedFragment, unknown>;
export const CatalogueFacetValueFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueFacetValue on FacetValue {
  value
  count
}
    `,
  { fragmentName: 'CatalogueFacetValue' },
) as unknown as TypedDocumentString<CatalogueFacetValueFragment, unknown>;
export const CatalogueCategoryFacetFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueCategoryFacet on CategoryFacet {
  value
  name
  level
  count
}
    `,
  { fragmentName: 'CatalogueCategoryFacet' },
) as unknown as TypedDocumentString<CatalogueCategoryFacetFragment, unknown>;
export const CatalogueSearchResultFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueSearchResult on ProductSearchResult {
  hits {
    ...CatalogueProductHit
  }
  totalHits
  page
  size
  totalPages
  correctedQuery
  facets {
    brands {
      ...CatalogueFacetValue
    }
    categories {
      ...CatalogueCategoryFacet
    }
  }
}
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}
fragment CatalogueCategoryFacet on CategoryFacet {
  value
  name
  level
  count
}
fragment CatalogueFacetValue on FacetValue {
  value
  count
}`,
  { fragmentName: 'CatalogueSearchResult' },
) as unknown as TypedDocumentString<CatalogueSearchResultFragment, unknown>;
export const CatalogueProductSuggestionFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueProductSuggestion on ProductSuggestion {
  partNumber
  displayName
  thumbnailUrl
}
    `,
  { fragmentName: 'CatalogueProductSuggestion' },
) as unknown as TypedDocumentString<CatalogueProductSuggestionFragment, unknown>;
export const CatalogueAutocompleteFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueAutocomplete on Autocomplete {
  products {
    ...CatalogueProductSuggestion
  }
  categories {
    ...CatalogueCategoryFacet
  }
  brands {
    ...CatalogueFacetValue
  }
  correctedQuery
}
    fragment CatalogueCategoryFacet on CategoryFacet {
  value
  name
  level
  count
}
fragment CatalogueFacetValue on FacetValue {
  value
  count
}
fragment CatalogueProductSuggestion on ProductSuggestion {
  partNumber
  displayName
  thumbnailUrl
}`,
  { fragmentName: 'CatalogueAutocomplete' },
) as unknown as TypedDocumentString<CatalogueAutocompleteFragment, unknown>;
export const CatalogueCommerceItemFragmentDoc = new TypedDocumentString(
  `
    fragment CatalogueCommerceItem on CommerceItem {
  id
  productId
  partNumber
  productDisplayName
  description
  longDescription
  featuresAndBenefits
  relatedProducts
  relatedAccessories
  isPurchasable
  quantityOnHand
  displayPrice
  priceWithheld
  currency
  unitOfMeasure
  imageUrl
  prop65Number
  prop65Description
  customerPartNumber
  showOnline
  orderable
  brand
}
    `,
  { fragmentName: 'CatalogueCommerceItem' },
) as unknown as TypedDocumentString<CatalogueCommerceItemFragment, unknown>;
export const CataloguePriceFragmentDoc = new TypedDocumentString(
  `
    fragment CataloguePrice on Price {
  price
  priceWithheld
  partNumber
  quantity
  currency
}
    `,
  { fragmentName: 'CataloguePrice' },
) as unknown as TypedDocumentString<CataloguePriceFragment, unknown>;
export const StoreOpenStoreFeaturedDocument = new TypedDocumentString(`
    query StoreOpenStoreFeatured($locale: Locale!) {
  storeFeatured(locale: $locale) {
    ...CatalogueStoreFeatured
  }
}
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}
fragment CatalogueCategory on Category {
  id
  parentId
  name
  level
  path
  imageUrl
  productCount
}
fragment CatalogueBrand on Brand {
  name
  productCount
  logoUrl
}
fragment CatalogueStoreFeatured on StoreFeatured {
  categories {
    ...CatalogueCategory
  }
  brands {
    ...CatalogueBrand
  }
  products {
    ...CatalogueProductHit
  }
}`) as unknown as TypedDocumentString<StoreOpenStoreFeaturedQuery, StoreOpenStoreFeaturedQueryVariables>;
export const StoreOpenCategoriesDocument = new TypedDocumentString(`
    query StoreOpenCategories {
  categories {
    ...CatalogueCategory
  }
}
    fragment CatalogueCategory on Category {
  id
  parentId
  name
  level
  path
  imageUrl
  productCount
}`) as unknown as TypedDocumentString<StoreOpenCategoriesQuery, StoreOpenCategoriesQueryVariables>;
export const StoreOpenBrandsDocument = new TypedDocumentString(`
    query StoreOpenBrands {
  brands {
    ...CatalogueBrand
  }
}
    fragment CatalogueBrand on Brand {
  name
  productCount
  logoUrl
}`) as unknown as TypedDocumentString<StoreOpenBrandsQuery, StoreOpenBrandsQueryVariables>;
export const StoreOpenSearchProductsDocument = new TypedDocumentString(`
    query StoreOpenSearchProducts($input: ProductSearchInput!, $locale: Locale!) {
  searchProducts(input: $input, locale: $locale) {
    ...CatalogueSearchResult
  }
}
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}
fragment CatalogueCategoryFacet on CategoryFacet {
  value
  name
  level
  count
}
fragment CatalogueFacetValue on FacetValue {
  value
  count
}
fragment CatalogueSearchResult on ProductSearchResult {
  hits {
    ...CatalogueProductHit
  }
  totalHits
  page
  size
  totalPages
  correctedQuery
  facets {
    brands {
      ...CatalogueFacetValue
    }
    categories {
      ...CatalogueCategoryFacet
    }
  }
}`) as unknown as TypedDocumentString<StoreOpenSearchProductsQuery, StoreOpenSearchProductsQueryVariables>;
export const StoreOpenAutocompleteDocument = new TypedDocumentString(`
    query StoreOpenAutocomplete($query: String!, $locale: Locale!) {
  autocomplete(query: $query, locale: $locale) {
    ...CatalogueAutocomplete
  }
}
    fragment CatalogueCategoryFacet on CategoryFacet {
  value
  name
  level
  count
}
fragment CatalogueFacetValue on FacetValue {
  value
  count
}
fragment CatalogueProductSuggestion on ProductSuggestion {
  partNumber
  displayName
  thumbnailUrl
}
fragment CatalogueAutocomplete on Autocomplete {
  products {
    ...CatalogueProductSuggestion
  }
  categories {
    ...CatalogueCategoryFacet
  }
  brands {
    ...CatalogueFacetValue
  }
  correctedQuery
}`) as unknown as TypedDocumentString<StoreOpenAutocompleteQuery, StoreOpenAutocompleteQueryVariables>;
export const StoreOpenPartLookupDocument = new TypedDocumentString(`
    query StoreOpenPartLookup($partNumber: String!, $locale: Locale!) {
  partLookup(partNumber: $partNumber, locale: $locale) {
    ...CatalogueProductHit
  }
}
    fragment CatalogueProductHit on ProductHit {
  partNumber
  displayName
  description
  brand
  imageUrl
  thumbnailUrl
  price
  priceWithheld
  currency
  inStock
  quantityOnHand
  unitOfMeasure
  categories
}`) as unknown as TypedDocumentString<StoreOpenPartLookupQuery, StoreOpenPartLookupQueryVariables>;
export const StoreOpenItemDetailDocument = new TypedDocumentString(`
    query StoreOpenItemDetail($partNumbers: [String!]!, $locale: Locale!) {
  unauthenticatedItemDetail(partNumbers: $partNumbers, locale: $locale) {
    ...CatalogueCommerceItem
  }
}
    fragment CatalogueCommerceItem on CommerceItem {
  id
  productId
  partNumber
  productDisplayName
  description
  longDescription
  featuresAndBenefits
  relatedProducts
  relatedAccessories
  isPurchasable
  quantityOnHand
  displayPrice
  priceWithheld
  currency
  unitOfMeasure
  imageUrl
  prop65Number
  prop65Description
  customerPartNumber
  showOnline
  orderable
  brand
}`) as unknown as TypedDocumentString<StoreOpenItemDetailQuery, StoreOpenItemDetailQueryVariables>;
export const StoreOpenGetPricesDocument = new TypedDocumentString(`
    query StoreOpenGetPrices($items: [PriceRequestItem!]!, $locale: Locale!) {
  getPrices(items: $items, locale: $locale) {
    ...CataloguePrice
  }
}
    fragment CataloguePrice on Price {
  price
  priceWithheld
  partNumber
  quantity
  currency
}`) as unknown as TypedDocumentString<StoreOpenGetPricesQuery, StoreOpenGetPricesQueryVariables>;
