// The catalogue domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export const ProductSortValues = ['NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC', 'RELEVANCE'] as const;

/** Autocomplete: up to 5 products and 10 facet hits each for categories and brands. */
export interface Autocomplete {
  brands: Array<FacetValue>;
  categories: Array<CategoryFacet>;
  correctedQuery: string | null;
  products: Array<ProductSuggestion>;
}

export interface Brand {
  logoUrl: string | null;
  name: string;
  productCount: number;
}

/** A node of the 5-level category tree (spec 7 'categories (id, parentId, name)'). */
export interface Category {
  id: string;
  imageUrl: string | null;
  /** 0 .. 4 (hierarchicalCategories.lvl0 .. lvl4) */
  level: number;
  name: string;
  parentId: string | null;
  /** the hierarchical path used by search refinement, e.g. 'Aerial Devices > Booms' */
  path: string;
  /** products shown online in this category and below */
  productCount: number;
}

/** A hierarchical category facet value: 'Aerial Devices > Booms' is level 1 with name 'Booms'. */
export interface CategoryFacet {
  count: number;
  level: number;
  name: string;
  value: string;
}

/** A supply-store item (spec section 3 'Commerce item'). */
export interface CommerceItem {
  availabilityMessage: string;
  brand: string | null;
  catalogId: string | null;
  catalogRefId: string | null;
  currency: string;
  customerPartNumber: string | null;
  description: string | null;
  /** null: not purchasable, or withheld from the caller (priceWithheld) */
  displayPrice: number | null;
  displayTotal: number | null;
  featuresAndBenefits: Array<string>;
  id: string;
  imageUrl: string | null;
  isPurchasable: boolean;
  longDescription: string | null;
  /** may be ordered online at all (ordering also needs canOrderParts) */
  orderable: boolean;
  partNumber: string;
  /** true: the caller may not see prices (a business user without B2B_See_Replacement_Parts_Pricing), so the price is null although the part may be purchasable */
  priceWithheld: boolean;
  productDisplayName: string;
  productId: string;
  productUrl: string;
  prop65Description: string | null;
  prop65Number: string | null;
  quantity: number;
  quantityOnHand: number;
  relatedAccessories: Array<string>;
  relatedProducts: Array<string>;
  /** shown online (a part is purchasable only when shown online and priced) */
  showOnline: boolean;
  unitOfMeasure: string;
}

export interface FacetValue {
  count: number;
  value: string;
}

export interface Price {
  currency: string;
  partNumber: string;
  /** null: not purchasable, or withheld from the caller (priceWithheld) */
  price: number | null;
  /** true: the caller may not see prices (a business user without B2B_See_Replacement_Parts_Pricing), so the price is null although the part may be purchasable */
  priceWithheld: boolean;
  quantity: number;
}

export interface PriceRequestItem {
  partNumber: string;
  /** spec section 9: price requests use quantity 1 */
  quantity?: number | null | undefined;
}

export interface ProductFacets {
  brands: Array<FacetValue>;
  /** every level's values (hierarchicalCategories.lvl0 .. lvl4) */
  categories: Array<CategoryFacet>;
}

export interface ProductHit {
  brand: string | null;
  /** hierarchicalCategories.lvl0 .. lvl4 of the product's category (as 'A > B' paths) */
  categories: Array<string>;
  currency: string;
  description: string | null;
  displayName: string;
  imageUrl: string | null;
  inStock: boolean;
  partNumber: string;
  /** list price in currency; null: not purchasable, or withheld from the caller (priceWithheld) */
  price: number | null;
  /** true: the caller may not see prices (a business user without B2B_See_Replacement_Parts_Pricing), so the price is null although the part may be purchasable */
  priceWithheld: boolean;
  quantityOnHand: number;
  thumbnailUrl: string | null;
  unitOfMeasure: string;
}

export interface ProductSearchInput {
  brands?: Array<string> | null | undefined;
  /** hierarchical category path, e.g. 'Aerial Devices > Booms' */
  category?: string | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  query?: string | null | undefined;
  size?: number | null | undefined;
  sort?: ProductSort | null | undefined;
}

export interface ProductSearchResult {
  /** the query actually run when a typo was corrected */
  correctedQuery: string | null;
  facets: ProductFacets;
  hits: Array<ProductHit>;
  /** 0-based */
  page: number;
  size: number;
  totalHits: number;
  totalPages: number;
}

export type ProductSort = 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC' | 'RELEVANCE';

export interface ProductSuggestion {
  displayName: string;
  partNumber: string;
  thumbnailUrl: string | null;
}

/** What the store home features (spec 2 'featured categories, brands and products'). */
export interface StoreFeatured {
  brands: Array<Brand>;
  categories: Array<Category>;
  products: Array<ProductHit>;
}
