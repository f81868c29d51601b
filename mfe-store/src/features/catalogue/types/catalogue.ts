// The catalogue shapes the store pages read (the fields they select from the GraphQL contract in
// api/src/graphql/schema/common.graphql).

export type ProductSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NAME_DESC';

export interface ProductHit {
  partNumber: string;
  displayName: string;
  description: string | null;
  brand: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** list price in `currency`; null: not purchasable */
  price: number | null;
  currency: string;
  inStock: boolean;
  quantityOnHand: number;
  unitOfMeasure: string;
  categories: string[];
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface CategoryFacet {
  /** the hierarchical path, e.g. 'Aerial Devices > Booms' */
  value: string;
  name: string;
  level: number;
  count: number;
}

export interface ProductSearchResult {
  hits: ProductHit[];
  totalHits: number;
  /** 0-based */
  page: number;
  size: number;
  totalPages: number;
  facets: { brands: FacetValue[]; categories: CategoryFacet[] };
  correctedQuery: string | null;
}

export interface ProductSearchInput {
  query?: string;
  /** 0-based */
  page: number;
  size?: number;
  brands?: string[];
  category?: string;
  sort?: ProductSort;
}

export interface ProductSuggestion {
  partNumber: string;
  displayName: string;
  thumbnailUrl: string | null;
}

export interface Autocomplete {
  products: ProductSuggestion[];
  categories: CategoryFacet[];
  brands: FacetValue[];
  correctedQuery: string | null;
}

export interface Category {
  id: string;
  parentId: string | null;
  name: string;
  level: number;
  path: string;
  imageUrl: string | null;
  productCount: number;
}

export interface Brand {
  name: string;
  productCount: number;
  logoUrl: string | null;
}

export interface StoreFeatured {
  categories: Category[];
  brands: Brand[];
  products: ProductHit[];
}

export interface CommerceItem {
  id: string;
  productId: string;
  partNumber: string;
  productDisplayName: string;
  description: string | null;
  longDescription: string | null;
  featuresAndBenefits: string[];
  relatedProducts: string[];
  relatedAccessories: string[];
  isPurchasable: boolean;
  quantityOnHand: number;
  displayPrice: number | null;
  currency: string;
  unitOfMeasure: string;
  imageUrl: string | null;
  prop65Number: string | null;
  prop65Description: string | null;
  customerPartNumber: string | null;
  showOnline: boolean;
  orderable: boolean;
  brand: string | null;
}

export interface Price {
  /** null: not purchasable */
  price: number | null;
  partNumber: string;
  quantity: number;
  currency: string;
}

export interface DigitalAsset {
  partNumber: string;
  url: string;
  type: string;
  isPrimary: boolean;
}
