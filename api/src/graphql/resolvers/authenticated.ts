// Resolvers of POST /api/graphql. Thin: each one calls the service layer, which authorises and validates.
import { getActiveBanners, listBanners, putBanners } from '../../domains/banners/banner-service.js';
import { getPrices, itemDetail } from '../../domains/catalogue/catalogue-service.js';
import { autocomplete, partLookup, searchProducts } from '../../domains/catalogue/search-service.js';
import {
  listBrands,
  listCategories,
  storeFeatured,
} from '../../domains/catalogue/store-catalogue-service.js';
import {
  getDetailedProfile,
  isCustomerPurchaseOrderEnabled,
  retrieveProfileDetails,
  userUpdateProfile,
} from '../../domains/accounts/profile-service.js';
import { requireUser } from '../../access/authorization.js';
import {
  applyInternalAssociateInitiallySelectedOrgInfo,
  associateOrganizations,
  setInternalAssociateActiveOrgs,
} from '../../domains/associate/associate-service.js';
import {
  endImpersonation,
  impersonationAllowed,
  setupImpersonationUser,
} from '../../domains/impersonation/impersonation-service.js';
import type { GraphQLContext } from '../context.js';
import {
  CartAndListMutation,
  CartAndListQuery,
} from '../../domains/carts-and-checkout/carts-and-lists-resolvers.js';
import { CheckoutMutation, CheckoutQuery } from '../../domains/carts-and-checkout/resolvers.js';
import { ContactMutation, ContactQuery } from '../../domains/contacts/resolvers.js';
import { CustomerServiceMutation, CustomerServiceQuery } from '../../domains/customer-service/resolvers.js';
import { FeatureFlagMutation, FeatureFlagQuery } from '../../domains/flags/resolvers.js';
import { InvoiceMutation, InvoiceQuery } from '../../domains/invoices/resolvers.js';
import { MyAccountMutation, MyAccountQuery } from '../../domains/my-account/resolvers.js';
import { OrderMutation, OrderQuery } from '../../domains/orders/resolvers.js';
import { TrainingMutation, TrainingQuery } from '../../domains/training/resolvers.js';
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
  ...OrderMutation,
  ...TrainingMutation,
  ...CustomerServiceMutation,
  ...FeatureFlagMutation,
  ...MyAccountMutation,
};
