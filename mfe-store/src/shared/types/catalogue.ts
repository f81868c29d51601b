// The catalogue shapes the store pages read: aliases of the typed documents' results (catalogue.fragments.graphql,
// generated into src/gql/), so a change to the GraphQL contract reaches every component that reads them.
import type {
  CatalogueAutocompleteFragment,
  CatalogueBrandFragment,
  CatalogueCategoryFacetFragment,
  CatalogueCategoryFragment,
  CatalogueCommerceItemFragment,
  CatalogueFacetValueFragment,
  CataloguePriceFragment,
  CatalogueProductHitFragment,
  CatalogueProductSuggestionFragment,
  CatalogueSearchResultFragment,
  CatalogueStoreFeaturedFragment,
  ProductSearchInput as GeneratedProductSearchInput,
  ProductSort as GeneratedProductSort,
} from '../../gql/graphql';

export type ProductSort = GeneratedProductSort;
/** `page` is 0-based. */
export type ProductSearchInput = GeneratedProductSearchInput;

/** `price` is the list price in `currency`; null: not purchasable. */
export type ProductHit = CatalogueProductHitFragment;
export type FacetValue = CatalogueFacetValueFragment;
/** `value` is the hierarchical path, e.g. 'Aerial Devices > Booms'. */
export type CategoryFacet = CatalogueCategoryFacetFragment;
/** `page` is 0-based. */
export type ProductSearchResult = CatalogueSearchResultFragment;
export type ProductSuggestion = CatalogueProductSuggestionFragment;
export type Autocomplete = CatalogueAutocompleteFragment;
export type Category = CatalogueCategoryFragment;
export type Brand = CatalogueBrandFragment;
export type StoreFeatured = CatalogueStoreFeaturedFragment;
export type CommerceItem = CatalogueCommerceItemFragment;
/** `price` null: not purchasable. */
export type Price = CataloguePriceFragment;

/** The replacement-image lookup's answer (a REST endpoint, not GraphQL). */
export interface DigitalAsset {
  partNumber: string;
  url: string;
  type: string;
  isPrimary: boolean;
}
