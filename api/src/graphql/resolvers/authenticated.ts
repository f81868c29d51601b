// Resolvers of POST /api/graphql. Thin: each one calls the service layer, which authorises and validates.
import { getActiveBanners, listBanners, putBanners } from '../../services/banner-service.js';
import { getPrices, itemDetail } from '../../services/catalogue/catalogue-service.js';
import { autocomplete, partLookup, searchProducts } from '../../services/catalogue/search-service.js';
import {
  listBrands,
  listCategories,
  storeFeatured,
} from '../../services/catalogue/store-catalogue-service.js';
import {
  getDetailedProfile,
  isCustomerPurchaseOrderEnabled,
  retrieveProfileDetails,
  userUpdateProfile,
} from '../../services/profile-service.js';
import { requireUser } from '../../services/authorization.js';
import {
  applyInternalAssociateInitiallySelectedOrgInfo,
  associateOrganizations,
  setInternalAssociateActiveOrgs,
} from '../../services/associate-service.js';
import {
  endImpersonation,
  impersonationAllowed,
  setupImpersonationUser,
} from '../../services/impersonation-service.js';
import type { GraphQLContext } from '../context.js';
import { CartAndListMutation, CartAndListQuery } from './carts-and-lists.js';
import { CheckoutMutation, CheckoutQuery } from './checkout.js';
import { ContactMutation, ContactQuery } from './contacts.js';
import { CustomerServiceMutation, CustomerServiceQuery } from './customer-service.js';
import { FeatureFlagMutation, FeatureFlagQuery } from './feature-flags.js';
import { InvoiceMutation, InvoiceQuery } from './invoices.js';
import { MyAccountMutation, MyAccountQuery } from './my-account.js';
import { OrderQuery } from './orders.js';
import { TrainingMutation, TrainingQuery } from './training.js';
import type { MutationResolvers, QueryResolvers } from '../generated/types.js';

export const Query: QueryResolvers<GraphQLContext> = {
  impersonationAllowed: (_, args, { ctx }) => impersonationAllowed(ctx, args),
  getDetailedProfile: (_, args, { ctx }) => getDetailedProfile(ctx, args),
  retrieveProfileDetails: (_, args, { ctx }) => retrieveProfileDetails(ctx, args),
  isCustomerPurchaseOrderEnabled: (_, args, { ctx }) => isCustomerPurchaseOrderEnabled(ctx, args),
  banners: (_, __, { ctx }) => listBanners(ctx),
  getBanners: (_, __, { ctx }) => getActiveBanners(ctx),
  itemDetail: (_, args, { ctx }) => itemDetail(ctx, args),
  getPrices: (_, args, { ctx }) => getPrices(ctx, { items: args.items }),
  searchProducts: (_, args, { ctx }) => {
    const user = requireUser(ctx);
    return searchProducts(ctx, { input: args.input, locale: user.locale });
  },
  autocomplete: (_, args, { ctx }) => {
    const user = requireUser(ctx);
    return autocomplete(ctx, { query: args.query, locale: user.locale });
  },
  partLookup: (_, args, { ctx }) => {
    const user = requireUser(ctx);
    return partLookup(ctx, { partNumber: args.partNumber, locale: user.locale });
  },
  categories: (_, __, { ctx }) => {
    requireUser(ctx);
    return listCategories(ctx);
  },
  brands: (_, __, { ctx }) => {
    requireUser(ctx);
    return listBrands(ctx);
  },
  storeFeatured: (_, __, { ctx }) => {
    const user = requireUser(ctx);
    return storeFeatured(ctx, { locale: user.locale });
  },
  associateOrganizations: (_, args, { ctx }) => associateOrganizations(ctx, args),
  ...CartAndListQuery,
  ...CheckoutQuery,
  ...InvoiceQuery,
  ...ContactQuery,
  ...OrderQuery,
  ...TrainingQuery,
  ...CustomerServiceQuery,
  ...FeatureFlagQuery,
  ...MyAccountQuery,
};

export const Mutation: MutationResolvers<GraphQLContext> = {
  userUpdateProfile: (_, args, { ctx }) => userUpdateProfile(ctx, args),
  putBanners: (_, args, { ctx }) => putBanners(ctx, args),
  setInternalAssociateActiveOrgs: (_, args, { ctx }) => setInternalAssociateActiveOrgs(ctx, args),
  applyInternalAssociateInitiallySelectedOrgInfo: (_, args, { ctx }) =>
    applyInternalAssociateInitiallySelectedOrgInfo(ctx, args),
  setupImpersonationUser: (_, args, { ctx }) => setupImpersonationUser(ctx, args),
  endImpersonation: (_, args, { ctx }) => endImpersonation(ctx, args),
  ...CartAndListMutation,
  ...CheckoutMutation,
  ...InvoiceMutation,
  ...ContactMutation,
  ...TrainingMutation,
  ...CustomerServiceMutation,
  ...FeatureFlagMutation,
  ...MyAccountMutation,
};
