// Resolvers of POST /api/graphql for the checkout: addresses, payment methods, quotes (schema.graphql).
// Thin: the commerce services authorise (scope, checkout rules) and validate.
import {
  addAddress,
  getAccountAddresses,
  getFavoriteAddresses,
  searchAddresses,
  validateCheckoutAddress,
} from './address-service.js';
import { submitQuote } from '../orders/index.js';
import { addNewCreditCard, listPaymentMethods } from './payment-service.js';
import { createQuote } from './quote-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const CheckoutQuery: Pick<
  QueryResolvers<GraphQLContext>,
  'getAccountAddresses' | 'getFavoriteAddresses' | 'searchAddresses' | 'validateAddress' | 'paymentMethods'
> = {
  getAccountAddresses: (_, args, { ctx }) => getAccountAddresses(ctx, args),
  getFavoriteAddresses: (_, __, { ctx }) => getFavoriteAddresses(ctx),
  searchAddresses: (_, args, { ctx }) => searchAddresses(ctx, args),
  validateAddress: (_, args, { ctx }) => validateCheckoutAddress(ctx, args),
  paymentMethods: (_, __, { ctx }) => listPaymentMethods(ctx),
};

export const CheckoutMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'addAddress' | 'addNewCreditCard' | 'createQuote' | 'submitQuote'
> = {
  addAddress: (_, args, { ctx }) => addAddress(ctx, args),
  addNewCreditCard: (_, args, { ctx }) => addNewCreditCard(ctx, args),
  createQuote: (_, args, { ctx }) => createQuote(ctx, args),
  submitQuote: (_, args, { ctx }) => submitQuote(ctx, args),
};
