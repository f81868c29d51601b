// The caller's shopping lists and those colleagues shared with the company (issue 39: company lists)
// (api/src/domains/carts-and-checkout/schema.graphql and my-account.graphql).
import { runGraphQL } from '@portal/api-client';
import {
  AccountCreateShoppingListDocument,
  AccountDeleteShoppingListDocument,
  AccountMoveListItemsToCartDocument,
  AccountRemoveListItemsDocument,
  AccountRenameShoppingListDocument,
  AccountShareShoppingListDocument,
  AccountShoppingListDocument,
  AccountShoppingListsDocument,
  AccountUpdateListItemDocument,
} from '../../../gql/graphql';
import type { AccountListFragment, AccountShoppingListsQuery } from '../../../gql/graphql';

export type ShoppingListDetail = AccountListFragment;
export type ShoppingListRow = AccountShoppingListsQuery['shoppingLists']['lists'][number];

/** A user keeps a handful of lists: one page holds them all. */
const LIST_PAGE_SIZE = 100;

export async function fetchLists(signal?: AbortSignal) {
  const data = await runGraphQL(AccountShoppingListsDocument, { page: 0, size: LIST_PAGE_SIZE }, { signal });
  return data.shoppingLists;
}

export async function fetchList(shoppingListId: string, signal?: AbortSignal) {
  const data = await runGraphQL(AccountShoppingListDocument, { shoppingListId }, { signal });
  return data.shoppingList;
}

export async function createList(name: string) {
  return (await runGraphQL(AccountCreateShoppingListDocument, { name })).createShoppingList;
}

export async function renameList(shoppingListId: string, name: string) {
  return (await runGraphQL(AccountRenameShoppingListDocument, { shoppingListId, name })).updateShoppingList;
}

/** How a list is shared with the owner's company: not at all, to view, or to edit its items. */
export type ListSharing = 'PRIVATE' | 'READ' | 'EDIT';

export const SHARING_LABELS: Record<ListSharing, string> = {
  PRIVATE: 'Not shared',
  READ: 'Colleagues can view',
  EDIT: 'Colleagues can edit',
};

export async function shareList(shoppingListId: string, sharing: ListSharing) {
  return (await runGraphQL(AccountShareShoppingListDocument, { shoppingListId, sharing })).shareShoppingList;
}

/** Deletes a list; `error` is the API's message to show in a toast (spec 8). */
export async function deleteList(shoppingListId: string) {
  return (await runGraphQL(AccountDeleteShoppingListDocument, { shoppingListId })).deleteShoppingList;
}

export async function setItemQuantity(shoppingListItemId: string, quantity: number) {
  return (await runGraphQL(AccountUpdateListItemDocument, { shoppingListItemId, quantity }))
    .updateShoppingListItem;
}

export async function removeItem(shoppingListItemId: string) {
  await runGraphQL(AccountRemoveListItemsDocument, { shoppingListItemIds: [shoppingListItemId] });
}

/** Moves the named items (all when none are named) to the supply-store cart. */
export async function moveToCart(shoppingListId: string, shoppingListItemIds?: string[]) {
  return (await runGraphQL(AccountMoveListItemsToCartDocument, { shoppingListId, shoppingListItemIds }))
    .moveShoppingListItemsToCart;
}
