// Resolvers of POST /api/open-graphql (no token).
import { getActiveBanners } from '../../domains/banners/banner-service.js';
import { getPrices, unauthenticatedItemDetail } from '../../domains/catalogue/catalogue-service.js';
import { autocomplete, partLookup, searchProducts } from '../../domains/catalogue/search-service.js';
import {
  listBrands,
  listCategories,
  storeFeatured,
} from '../../domains/catalogue/store-catalogue-service.js';
import { checkEmail } from '../../domains/registration/email-check-service.js';
import type { GraphQLContext } from '../context.js';
import type { OpenMutationResolvers, OpenQueryResolvers } from '../generated/types.js';

type OwnOpenQuery = Pick<
  OpenQueryResolvers<GraphQLContext>,
  | 'checkEmail'
  | 'getBanners'
  | 'unauthenticatedItemDetail'
  | 'getPrices'
  | 'searchProducts'
  | 'autocomplete'
  | 'partLookup'
  | 'categories'
  | 'brands'
  | 'storeFeatured'
>;

/** This file's open queries; yoga.ts adds the registration issue's (resolvers/registration.ts). */
export const OpenQuery: OwnOpenQuery = {
  checkEmail: (_, args, { ctx }) => checkEmail(ctx, args),
  getBanners: (_, __, { ctx }) => getActiveBanners(ctx),
  unauthenticatedItemDetail: (_, args, { ctx }) => unauthenticatedItemDetail(ctx, args),
  getPrices: (_, args, { ctx }) => getPrices(ctx, args),
  searchProducts: (_, args, { ctx }) => searchProducts(ctx, args),
  autocomplete: (_, args, { ctx }) => autocomplete(ctx, args),
  partLookup: (_, args, { ctx }) => partLookup(ctx, args),
  categories: (_, __, { ctx }) => listCategories(ctx),
  brands: (_, __, { ctx }) => listBrands(ctx),
  storeFeatured: (_, args, { ctx }) => storeFeatured(ctx, args),
};

export const OpenMutation: Pick<OpenMutationResolvers<GraphQLContext>, '_noop'> = {
  _noop: () => null,
};
