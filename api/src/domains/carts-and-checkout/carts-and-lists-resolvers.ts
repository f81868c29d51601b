// Resolvers of POST /api/graphql for server carts, shopping lists and punchout (schema.graphql). Thin: the
// services validate, authorise (the caller's own carts and lists only) and resolve.
import { addOrUpdateItemsInShoppingCart, createShoppingCart, getCartByApplication } from './cart-service.js';
import {
  addOrUpdateItemsInShoppingList,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  removeItemsFromShoppingLists,
  shareShoppingList,
  updateShoppingList,
} from '../lists/index.js';
import { punchoutCartReturn } from './punchout-service.js';
import { bulkOrderEntry } from './bulk-entry-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const CartAndListQuery: Pick<
  QueryResolvers<GraphQLContext>,
  'getCartByApplication' | 'shoppingLists' | 'shoppingList' | 'punchoutCartReturn'
> = {
  getCartByApplication: (_, args, { ctx }) => getCartByApplication(ctx, args),
  shoppingLists: (_, args, { ctx }) => listShoppingLists(ctx, args),
  shoppingList: (_, args, { ctx }) => getShoppingList(ctx, args),
  punchoutCartReturn: (_, __, { ctx }) => punchoutCartReturn(ctx),
};

export const CartAndListMutation: Pick<
  MutationResolvers<GraphQLContext>,
  | 'createShoppingCart'
  | 'addOrUpdateItemsInShoppingCart'
  | 'createShoppingList'
  | 'updateShoppingList'
  | 'deleteShoppingList'
  | 'shareShoppingList'
  | 'addOrUpdateItemsInShoppingList'
  | 'removeItemsFromShoppingLists'
  | 'bulkOrderEntry'
> = {
  createShoppingCart: (_, args, { ctx }) => createShoppingCart(ctx, args),
  addOrUpdateItemsInShoppingCart: (_, args, { ctx }) => addOrUpdateItemsInShoppingCart(ctx, args),
  createShoppingList: (_, args, { ctx }) => createShoppingList(ctx, args),
  updateShoppingList: (_, args, { ctx }) => updateShoppingList(ctx, args),
  deleteShoppingList: (_, args, { ctx }) => deleteShoppingList(ctx, args),
  shareShoppingList: (_, args, { ctx }) => shareShoppingList(ctx, args),
  addOrUpdateItemsInShoppingList: (_, args, { ctx }) => addOrUpdateItemsInShoppingList(ctx, args),
  removeItemsFromShoppingLists: (_, args, { ctx }) => removeItemsFromShoppingLists(ctx, args),
  bulkOrderEntry: (_, args, { ctx }) => bulkOrderEntry(ctx, args),
};
