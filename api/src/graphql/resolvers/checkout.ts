// Resolvers of POST /api/graphql for the checkout: addresses, payment methods, quotes (schema/commerce.graphql).
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/types.js';

export const CheckoutQuery: Pick<
  QueryResolvers<GraphQLContext>,
  'getAccountAddresses' | 'getFavoriteAddresses' | 'searchAddresses' | 'validateAddress' | 'paymentMethods'
> = {};

export const CheckoutMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'addAddress' | 'addNewCreditCard' | 'createQuote' | 'submitQuote'
> = {};
