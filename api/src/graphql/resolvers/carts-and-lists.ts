// Resolvers of POST /api/graphql for server carts, shopping lists and punchout (schema/commerce.graphql).
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/types.js';

export const CartAndListQuery: Pick<
  QueryResolvers<GraphQLContext>,
  'getCartByApplication' | 'shoppingLists' | 'shoppingList' | 'punchoutCartReturn'
> = {};

export const CartAndListMutation: Pick<
  MutationResolvers<GraphQLContext>,
  | 'createShoppingCart'
  | 'addOrUpdateItemsInShoppingCart'
  | 'createShoppingList'
  | 'updateShoppingList'
  | 'deleteShoppingList'
  | 'addOrUpdateItemsInShoppingList'
  | 'removeItemsFromShoppingLists'
> = {};
