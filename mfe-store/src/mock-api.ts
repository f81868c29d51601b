// The store's mock API (README "A mock API"): what its home and catalogue pages call, for guests (the open documents)
// and signed-in users alike, answered with the codegen's types (PORTAL_MOCK_API=true npm run dev -w @portal/mfe-store;
// "Sign in" is the seed's personal buyer).
import { MOCK_PERSONAL_BUYER, mockGraphQL, startMockApi as startWorker } from '@portal/api-client/mock-api';
import { StoreBrandsDocument, StoreCategoriesDocument, StoreStoreFeaturedDocument } from './gql/graphql';
import type { StoreStoreFeaturedQuery } from './gql/graphql';
import {
  StoreOpenBrandsDocument,
  StoreOpenCategoriesDocument,
  StoreOpenStoreFeaturedDocument,
} from './gql/open/graphql';

type Featured = StoreStoreFeaturedQuery['storeFeatured'];

const categories: Featured['categories'] = [
  {
    id: 'aerial',
    parentId: null,
    name: 'Aerial Devices',
    level: 0,
    path: 'Aerial Devices',
    imageUrl: null,
    productCount: 2,
  },
  {
    id: 'aerial-booms',
    parentId: 'aerial',
    name: 'Booms',
    level: 1,
    path: 'Aerial Devices/Booms',
    imageUrl: null,
    productCount: 2,
  },
];

const brands: Featured['brands'] = [{ name: 'Altura', productCount: 2, logoUrl: null }];

const products: Featured['products'] = [
  {
    partNumber: 'MOCK-100',
    displayName: 'Mock Boom Wear Pad',
    description: 'A wear pad for the upper boom (mock data).',
    brand: 'Altura',
    imageUrl: null,
    thumbnailUrl: null,
    price: 42.5,
    priceWithheld: false,
    currency: 'USD',
    inStock: true,
    quantityOnHand: 12,
    unitOfMeasure: 'EA',
    categories: ['aerial-booms'],
  },
];

const featured: Featured = { categories, brands, products };

export function startMockApi(): Promise<void> {
  return startWorker(
    [
      mockGraphQL(StoreStoreFeaturedDocument, () => ({ storeFeatured: featured })),
      mockGraphQL(StoreOpenStoreFeaturedDocument, () => ({ storeFeatured: featured })),
      mockGraphQL(StoreCategoriesDocument, () => ({ categories })),
      mockGraphQL(StoreOpenCategoriesDocument, () => ({ categories })),
      mockGraphQL(StoreBrandsDocument, () => ({ brands })),
      mockGraphQL(StoreOpenBrandsDocument, () => ({ brands })),
    ],
    { user: MOCK_PERSONAL_BUYER },
  );
}
