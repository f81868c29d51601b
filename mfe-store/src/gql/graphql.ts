/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Spec section 3 'Address search request'; page from 0, size default 25. */
export type AddressSearchInput = {
  accountId?: string | number | null | undefined;
  defaultEbsAddressIds?: Array<string | number> | null | undefined;
  favoriteEbsAddressIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  partyId?: string | number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  type?: AddressSearchType | null | undefined;
};

export type AddressSearchType = 'ALL' | 'BILLING' | 'SHIPPING';

export type AddressValidationInput = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  country: string;
  postalCode: string;
  /** US: the state; CA: the province; other countries: the country (spec 5) */
  state?: string | null | undefined;
};

/** Spec section 3 'Address validation result'. */
export type AddressValidationStatus = 'AMBIGUOUS' | 'INVALID' | 'VALID';

/** One line of a bulk entry as typed: a part number in any displayed form or a customer part number, and a quantity. */
export type BulkEntryLineInput = {
  partNumber: string;
  /** digits, 1..9999; checked per line */
  quantity: string;
};

export type NewAddressInput = {
  address1: string;
  address2?: string | null | undefined;
  addressName?: string | null | undefined;
  billingEnabled?: boolean | null | undefined;
  city: string;
  country: string;
  county?: string | null | undefined;
  postalCode: string;
  province?: string | null | undefined;
  shippingEnabled?: boolean | null | undefined;
  state?: string | null | undefined;
};

/** A new card. The number and security code are checked and tokenised, then discarded. */
export type NewCardInput = {
  cardNumber: string;
  cardholderName: string;
  expMonth: number;
  expYear: number;
  /** make it the default{product}PaymentId */
  makeDefault?: boolean | null | undefined;
  securityCode: string;
};

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

export type QuoteInput = {
  billToAddressId: string | number;
  /** only when isCustomerPurchaseOrderEnabled */
  customerPo?: string | null | undefined;
  /** a saved card; required unless the account pays by purchase order */
  paymentMethodId?: string | number | null | undefined;
  shipToAddressId: string | number;
  shoppingCartId: string | number;
};

export type ShoppingListItemInput = {
  productId: string;
  quantityDesired: number;
};

export type SubmitQuoteInput = {
  quoteId: string | number;
};

export type PunchoutCartReturnQueryVariables = Exact<{ [key: string]: never }>;

export type PunchoutCartReturnQuery = {
  punchoutCartReturn: {
    hookUrl: string;
    charset: string;
    target: string | null;
    fields: Array<{ name: string; value: string }>;
  };
};

export type CheckoutAddressFieldsFragment = {
  addressId: string;
  ebsAddressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
  billingEnabled: boolean;
  shippingEnabled: boolean;
  isDefault: boolean;
  isFavorite: boolean;
};

export type CheckoutPaymentMethodFragment = {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isDefault: boolean;
};

export type CheckoutCartFieldsFragment = {
  shoppingCartId: string;
  itemCount: number;
  subtotal: number | null;
  currency: string;
  items: Array<{
    shoppingCartItemId: string;
    itemId: string;
    quantity: number;
    unitSerial: string | null;
    item: { productDisplayName: string; partNumber: string; displayPrice: number | null } | null;
  }>;
};

export type CheckoutAddressValidationFragment = {
  validationResult: AddressValidationStatus;
  county: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  suggestedAddress: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  } | null;
};

export type CheckoutQuoteFragment = {
  quoteId: string;
  status: string;
  currency: string;
  subtotal: number | null;
  tax: number | null;
  freight: number | null;
  total: number | null;
  priceWithheld: boolean;
  customerPo: string | null;
  lines: Array<{
    partNumber: string;
    displayName: string;
    quantity: number;
    unitPrice: number | null;
    lineTotal: number | null;
    unitSerial: string | null;
  }>;
};

export type CheckoutOrderConfirmationFragment = {
  orderId: string;
  orderNumber: string;
  status: string;
  orderedAt: string;
  currency: string;
  total: number | null;
  priceWithheld: boolean;
  customerPo: string | null;
};

export type CheckoutCartQueryVariables = Exact<{
  application: string;
}>;

export type CheckoutCartQuery = {
  getCartByApplication: {
    shoppingCartId: string;
    itemCount: number;
    subtotal: number | null;
    currency: string;
    items: Array<{
      shoppingCartItemId: string;
      itemId: string;
      quantity: number;
      unitSerial: string | null;
      item: { productDisplayName: string; partNumber: string; displayPrice: number | null } | null;
    }>;
  } | null;
};

export type CheckoutDefaultsQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutDefaultsQuery = {
  getAccountAddresses: {
    defaultShippingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      county: string | null;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
    defaultBillingAddress: {
      addressId: string;
      ebsAddressId: string;
      addressName: string | null;
      address1: string;
      address2: string | null;
      city: string;
      county: string | null;
      state: string | null;
      province: string | null;
      postalCode: string | null;
      country: string;
      billingEnabled: boolean;
      shippingEnabled: boolean;
      isDefault: boolean;
      isFavorite: boolean;
    } | null;
  };
};

export type CheckoutAddressSearchQueryVariables = Exact<{
  request: AddressSearchInput;
}>;

export type CheckoutAddressSearchQuery = {
  searchAddresses: Array<{
    addressId: string;
    ebsAddressId: string;
    addressName: string | null;
    address1: string;
    address2: string | null;
    city: string;
    county: string | null;
    state: string | null;
    province: string | null;
    postalCode: string | null;
    country: string;
    billingEnabled: boolean;
    shippingEnabled: boolean;
    isDefault: boolean;
    isFavorite: boolean;
  }>;
};

export type CheckoutValidateAddressQueryVariables = Exact<{
  address: AddressValidationInput;
}>;

export type CheckoutValidateAddressQuery = {
  validateAddress: {
    validationResult: AddressValidationStatus;
    county: string;
    address: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    };
    suggestedAddress: {
      address1: string;
      address2: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
    } | null;
  };
};

export type CheckoutAddAddressMutationVariables = Exact<{
  address: NewAddressInput;
}>;

export type CheckoutAddAddressMutation = { addAddress: string };

export type CheckoutPaymentMethodsQueryVariables = Exact<{ [key: string]: never }>;

export type CheckoutPaymentMethodsQuery = {
  paymentMethods: Array<{
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  }>;
};

export type CheckoutPoEnabledQueryVariables = Exact<{
  accountId: string | number;
}>;

export type CheckoutPoEnabledQuery = { isCustomerPurchaseOrderEnabled: boolean };

export type CheckoutAddCardMutationVariables = Exact<{
  card: NewCardInput;
}>;

export type CheckoutAddCardMutation = {
  addNewCreditCard: {
    id: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    cardholderName: string;
    isDefault: boolean;
  };
};

export type CheckoutCreateQuoteMutationVariables = Exact<{
  cart: QuoteInput;
}>;

export type CheckoutCreateQuoteMutation = {
  createQuote: {
    quoteId: string;
    status: string;
    currency: string;
    subtotal: number | null;
    tax: number | null;
    freight: number | null;
    total: number | null;
    priceWithheld: boolean;
    customerPo: string | null;
    lines: Array<{
      partNumber: string;
      displayName: string;
      quantity: number;
      unitPrice: number | null;
      lineTotal: number | null;
      unitSerial: string | null;
    }>;
  };
};

export type CheckoutSubmitQuoteMutationVariables = Exact<{
  ebsQuote: SubmitQuoteInput;
}>;

export type CheckoutSubmitQuoteMutation = {
  submitQuote: {
    orderId: string;
    orderNumber: string;
    status: string;
    orderedAt: string;
    currency: string;
    total: number | null;
    priceWithheld: boolean;
    customerPo: string | null;
  };
};

export type StoreBulkOrderEntryMutationVariables = Exact<{
  lines: Array<BulkEntryLineInput> | BulkEntryLineInput;
  addToCart: boolean;
}>;

export type StoreBulkOrderEntryMutation = {
  bulkOrderEntry: {
    accepted: number;
    rejected: number;
    lines: Array<{
      row: number;
      reference: string;
      partNumber: string | null;
      name: string | null;
      quantity: number | null;
      problem: string | null;
    }>;
  };
};

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

export type StoreStoreFeaturedQueryVariables = Exact<{ [key: string]: never }>;

export type StoreStoreFeaturedQuery = {
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

export type StoreCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type StoreCategoriesQuery = {
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

export type StoreBrandsQueryVariables = Exact<{ [key: string]: never }>;

export type StoreBrandsQuery = {
  brands: Array<{ name: string; productCount: number; logoUrl: string | null }>;
};

export type StoreSearchProductsQueryVariables = Exact<{
  input: ProductSearchInput;
}>;

export type StoreSearchProductsQuery = {
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

export type StoreAutocompleteQueryVariables = Exact<{
  query: string;
}>;

export type StoreAutocompleteQuery = {
  autocomplete: {
    correctedQuery: string | null;
    products: Array<{ partNumber: string; displayName: string; thumbnailUrl: string | null }>;
    categories: Array<{ value: string; name: string; level: number; count: number }>;
    brands: Array<{ value: string; count: number }>;
  };
};

export type StorePartLookupQueryVariables = Exact<{
  partNumber: string;
}>;

export type StorePartLookupQuery = {
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

export type StoreItemDetailQueryVariables = Exact<{
  partNumbers: Array<string> | string;
}>;

export type StoreItemDetailQuery = {
  itemDetail: Array<{
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

export type StoreGetPricesQueryVariables = Exact<{
  items: Array<PriceRequestItem> | PriceRequestItem;
}>;

export type StoreGetPricesQuery = {
  getPrices: Array<{
    price: number | null;
    priceWithheld: boolean;
    partNumber: string;
    quantity: number;
    currency: string;
  }>;
};

export type ShoppingListSummaryFragment = { shoppingListId: string; name: string };

export type StoreShoppingListsQueryVariables = Exact<{
  size?: number | null | undefined;
}>;

export type StoreShoppingListsQuery = {
  shoppingLists: { lists: Array<{ shoppingListId: string; name: string }> };
};

export type StoreCreateShoppingListMutationVariables = Exact<{
  name: string;
}>;

export type StoreCreateShoppingListMutation = {
  createShoppingList: { shoppingListId: string; name: string };
};

export type StoreAddToShoppingListMutationVariables = Exact<{
  shoppingListId: string | number;
  items: Array<ShoppingListItemInput> | ShoppingListItemInput;
}>;

export type StoreAddToShoppingListMutation = {
  addOrUpdateItemsInShoppingList: { shoppingListId: string; name: string };
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
export const CheckoutAddressFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutAddressFields on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}
    `,
  { fragmentName: 'CheckoutAddressFields' },
) as unknown as TypedDocumentString<CheckoutAddressFieldsFragment, unknown>;
export const CheckoutPaymentMethodFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutPaymentMethod on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}
    `,
  { fragmentName: 'CheckoutPaymentMethod' },
) as unknown as TypedDocumentString<CheckoutPaymentMethodFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  currency
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      productDisplayName
      partNumber
      displayPrice
    }
  }
}
    `,
  { fragmentName: 'CheckoutCartFields' },
) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const CheckoutAddressValidationFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutAddressValidation on AddressValidation {
  validationResult
  county
  address {
    address1
    address2
    city
    state
    postalCode
    country
  }
  suggestedAddress {
    address1
    address2
    city
    state
    postalCode
    country
  }
}
    `,
  { fragmentName: 'CheckoutAddressValidation' },
) as unknown as TypedDocumentString<CheckoutAddressValidationFragment, unknown>;
export const CheckoutQuoteFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutQuote on Quote {
  quoteId
  status
  currency
  subtotal
  tax
  freight
  total
  priceWithheld
  customerPo
  lines {
    partNumber
    displayName
    quantity
    unitPrice
    lineTotal
    unitSerial
  }
}
    `,
  { fragmentName: 'CheckoutQuote' },
) as unknown as TypedDocumentString<CheckoutQuoteFragment, unknown>;
export const CheckoutOrderConfirmationFragmentDoc = new TypedDocumentString(
  `
    fragment CheckoutOrderConfirmation on OrderConfirmation {
  orderId
  orderNumber
  status
  orderedAt
  currency
  total
  priceWithheld
  customerPo
}
    `,
  { fragmentName: 'CheckoutOrderConfirmation' },
) as unknown as TypedDocumentString<CheckoutOrderConfirmationFragment, unknown>;
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
export const ShoppingListSummaryFragmentDoc = new TypedDocumentString(
  `
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}
    `,
  { fragmentName: 'ShoppingListSummary' },
) as unknown as TypedDocumentString<ShoppingListSummaryFragment, unknown>;
export const PunchoutCartReturnDocument = new TypedDocumentString(`
    query PunchoutCartReturn {
  punchoutCartReturn {
    hookUrl
    charset
    target
    fields {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<PunchoutCartReturnQuery, PunchoutCartReturnQueryVariables>;
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($application: String!) {
  getCartByApplication(application: $application) {
    ...CheckoutCartFields
  }
}
    fragment CheckoutCartFields on ShoppingCart {
  shoppingCartId
  itemCount
  subtotal
  currency
  items {
    shoppingCartItemId
    itemId
    quantity
    unitSerial
    item {
      productDisplayName
      partNumber
      displayPrice
    }
  }
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const CheckoutDefaultsDocument = new TypedDocumentString(`
    query CheckoutDefaults {
  getAccountAddresses {
    defaultShippingAddress {
      ...CheckoutAddressFields
    }
    defaultBillingAddress {
      ...CheckoutAddressFields
    }
  }
}
    fragment CheckoutAddressFields on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CheckoutDefaultsQuery, CheckoutDefaultsQueryVariables>;
export const CheckoutAddressSearchDocument = new TypedDocumentString(`
    query CheckoutAddressSearch($request: AddressSearchInput!) {
  searchAddresses(request: $request) {
    ...CheckoutAddressFields
  }
}
    fragment CheckoutAddressFields on Address {
  addressId
  ebsAddressId
  addressName
  address1
  address2
  city
  county
  state
  province
  postalCode
  country
  billingEnabled
  shippingEnabled
  isDefault
  isFavorite
}`) as unknown as TypedDocumentString<CheckoutAddressSearchQuery, CheckoutAddressSearchQueryVariables>;
export const CheckoutValidateAddressDocument = new TypedDocumentString(`
    query CheckoutValidateAddress($address: AddressValidationInput!) {
  validateAddress(address: $address) {
    ...CheckoutAddressValidation
  }
}
    fragment CheckoutAddressValidation on AddressValidation {
  validationResult
  county
  address {
    address1
    address2
    city
    state
    postalCode
    country
  }
  suggestedAddress {
    address1
    address2
    city
    state
    postalCode
    country
  }
}`) as unknown as TypedDocumentString<CheckoutValidateAddressQuery, CheckoutValidateAddressQueryVariables>;
export const CheckoutAddAddressDocument = new TypedDocumentString(`
    mutation CheckoutAddAddress($address: NewAddressInput!) {
  addAddress(address: $address)
}
    `) as unknown as TypedDocumentString<CheckoutAddAddressMutation, CheckoutAddAddressMutationVariables>;
export const CheckoutPaymentMethodsDocument = new TypedDocumentString(`
    query CheckoutPaymentMethods {
  paymentMethods {
    ...CheckoutPaymentMethod
  }
}
    fragment CheckoutPaymentMethod on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<CheckoutPaymentMethodsQuery, CheckoutPaymentMethodsQueryVariables>;
export const CheckoutPoEnabledDocument = new TypedDocumentString(`
    query CheckoutPoEnabled($accountId: ID!) {
  isCustomerPurchaseOrderEnabled(accountId: $accountId)
}
    `) as unknown as TypedDocumentString<CheckoutPoEnabledQuery, CheckoutPoEnabledQueryVariables>;
export const CheckoutAddCardDocument = new TypedDocumentString(`
    mutation CheckoutAddCard($card: NewCardInput!) {
  addNewCreditCard(card: $card) {
    ...CheckoutPaymentMethod
  }
}
    fragment CheckoutPaymentMethod on PaymentMethod {
  id
  brand
  lastFour
  expMonth
  expYear
  cardholderName
  isDefault
}`) as unknown as TypedDocumentString<CheckoutAddCardMutation, CheckoutAddCardMutationVariables>;
export const CheckoutCreateQuoteDocument = new TypedDocumentString(`
    mutation CheckoutCreateQuote($cart: QuoteInput!) {
  createQuote(cart: $cart) {
    ...CheckoutQuote
  }
}
    fragment CheckoutQuote on Quote {
  quoteId
  status
  currency
  subtotal
  tax
  freight
  total
  priceWithheld
  customerPo
  lines {
    partNumber
    displayName
    quantity
    unitPrice
    lineTotal
    unitSerial
  }
}`) as unknown as TypedDocumentString<CheckoutCreateQuoteMutation, CheckoutCreateQuoteMutationVariables>;
export const CheckoutSubmitQuoteDocument = new TypedDocumentString(`
    mutation CheckoutSubmitQuote($ebsQuote: SubmitQuoteInput!) {
  submitQuote(ebsQuote: $ebsQuote) {
    ...CheckoutOrderConfirmation
  }
}
    fragment CheckoutOrderConfirmation on OrderConfirmation {
  orderId
  orderNumber
  status
  orderedAt
  currency
  total
  priceWithheld
  customerPo
}`) as unknown as TypedDocumentString<CheckoutSubmitQuoteMutation, CheckoutSubmitQuoteMutationVariables>;
export const StoreBulkOrderEntryDocument = new TypedDocumentString(`
    mutation StoreBulkOrderEntry($lines: [BulkEntryLineInput!]!, $addToCart: Boolean!) {
  bulkOrderEntry(lines: $lines, addToCart: $addToCart) {
    accepted
    rejected
    lines {
      row
      reference
      partNumber
      name
      quantity
      problem
    }
  }
}
    `) as unknown as TypedDocumentString<StoreBulkOrderEntryMutation, StoreBulkOrderEntryMutationVariables>;
export const StoreStoreFeaturedDocument = new TypedDocumentString(`
    query StoreStoreFeatured {
  storeFeatured {
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
}`) as unknown as TypedDocumentString<StoreStoreFeaturedQuery, StoreStoreFeaturedQueryVariables>;
export const StoreCategoriesDocument = new TypedDocumentString(`
    query StoreCategories {
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
}`) as unknown as TypedDocumentString<StoreCategoriesQuery, StoreCategoriesQueryVariables>;
export const StoreBrandsDocument = new TypedDocumentString(`
    query StoreBrands {
  brands {
    ...CatalogueBrand
  }
}
    fragment CatalogueBrand on Brand {
  name
  productCount
  logoUrl
}`) as unknown as TypedDocumentString<StoreBrandsQuery, StoreBrandsQueryVariables>;
export const StoreSearchProductsDocument = new TypedDocumentString(`
    query StoreSearchProducts($input: ProductSearchInput!) {
  searchProducts(input: $input) {
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
}`) as unknown as TypedDocumentString<StoreSearchProductsQuery, StoreSearchProductsQueryVariables>;
export const StoreAutocompleteDocument = new TypedDocumentString(`
    query StoreAutocomplete($query: String!) {
  autocomplete(query: $query) {
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
}`) as unknown as TypedDocumentString<StoreAutocompleteQuery, StoreAutocompleteQueryVariables>;
export const StorePartLookupDocument = new TypedDocumentString(`
    query StorePartLookup($partNumber: String!) {
  partLookup(partNumber: $partNumber) {
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
}`) as unknown as TypedDocumentString<StorePartLookupQuery, StorePartLookupQueryVariables>;
export const StoreItemDetailDocument = new TypedDocumentString(`
    query StoreItemDetail($partNumbers: [String!]!) {
  itemDetail(partNumbers: $partNumbers) {
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
}`) as unknown as TypedDocumentString<StoreItemDetailQuery, StoreItemDetailQueryVariables>;
export const StoreGetPricesDocument = new TypedDocumentString(`
    query StoreGetPrices($items: [PriceRequestItem!]!) {
  getPrices(items: $items) {
    ...CataloguePrice
  }
}
    fragment CataloguePrice on Price {
  price
  priceWithheld
  partNumber
  quantity
  currency
}`) as unknown as TypedDocumentString<StoreGetPricesQuery, StoreGetPricesQueryVariables>;
export const StoreShoppingListsDocument = new TypedDocumentString(`
    query StoreShoppingLists($size: Int) {
  shoppingLists(page: 0, size: $size) {
    lists {
      ...ShoppingListSummary
    }
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<StoreShoppingListsQuery, StoreShoppingListsQueryVariables>;
export const StoreCreateShoppingListDocument = new TypedDocumentString(`
    mutation StoreCreateShoppingList($name: String!) {
  createShoppingList(name: $name) {
    ...ShoppingListSummary
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<
  StoreCreateShoppingListMutation,
  StoreCreateShoppingListMutationVariables
>;
export const StoreAddToShoppingListDocument = new TypedDocumentString(`
    mutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {
  addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) {
    ...ShoppingListSummary
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<
  StoreAddToShoppingListMutation,
  StoreAddToShoppingListMutationVariables
>;
