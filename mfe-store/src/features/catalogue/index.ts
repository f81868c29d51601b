// Public surface of the catalogue feature for the store's other browsing features (home, search, product detail).
export * from './api/catalogue-api';
export * from './types/catalogue';
export * from './price-rules';
export * from './store-links';
export { useCatalogueCaller } from './hooks/use-catalogue-caller';
export type { CatalogueCallerState } from './hooks/use-catalogue-caller';
export { useStorePermissions } from './hooks/use-store-permissions';
export { ProductTile, NOT_PURCHASABLE_NOTE } from './components/product-tile';
export { BrandCard, CategoryCard } from './components/catalogue-cards';
export { ErrorState, LoadingState } from './components/query-state';
