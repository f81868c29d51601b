// Resolvers of My Account's own operations (schema.graphql). Thin: the services validate and authorise
// (the caller's own addresses, cards and lists; personal accounts only for address changes).
import { changePassword, requestEmailChange, updateAccountInfo } from './account-info-service.js';
import { addressAutocomplete, deleteAddress, updateAddress } from '../carts-and-checkout/index.js';
import { moveShoppingListItemsToCart, updateShoppingListItem } from '../lists/index.js';
import { deletePaymentMethod } from '../carts-and-checkout/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const MyAccountQuery: Pick<QueryResolvers<GraphQLContext>, 'addressAutocomplete'> = {
  addressAutocomplete: (_, args, { ctx }) => addressAutocomplete(ctx, args),
};

export const MyAccountMutation: Pick<
  MutationResolvers<GraphQLContext>,
  | 'updateAddress'
  | 'deleteAddress'
  | 'deletePaymentMethod'
  | 'updateAccountInfo'
  | 'requestEmailChange'
  | 'changePassword'
  | 'updateShoppingListItem'
  | 'moveShoppingListItemsToCart'
> = {
  updateAddress: (_, args, { ctx }) => updateAddress(ctx, args),
  deleteAddress: (_, args, { ctx }) => deleteAddress(ctx, args),
  deletePaymentMethod: (_, args, { ctx }) => deletePaymentMethod(ctx, args),
  updateAccountInfo: (_, args, { ctx }) => updateAccountInfo(ctx, args),
  requestEmailChange: (_, args, { ctx }) => requestEmailChange(ctx, args),
  changePassword: (_, args, { ctx }) => changePassword(ctx, args),
  updateShoppingListItem: (_, args, { ctx }) => updateShoppingListItem(ctx, args),
  moveShoppingListItemsToCart: (_, args, { ctx }) => moveShoppingListItemsToCart(ctx, args),
};
