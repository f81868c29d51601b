// The caller's shopping lists (api/src/domains/carts-and-checkout/schema.graphql): read, create, add items.
import { runGraphQL } from '@portal/api-client';
import {
  StoreAddToShoppingListDocument,
  StoreCreateShoppingListDocument,
  StoreShoppingListsDocument,
} from '../../gql/graphql';
import type { ShoppingListSummaryFragment } from '../../gql/graphql';

export type ShoppingListSummary = ShoppingListSummaryFragment;

/** Enough lists for the dialog's select: a user keeps a handful. */
const LIST_PAGE_SIZE = 100;

export async function fetchShoppingLists(signal?: AbortSignal): Promise<ShoppingListSummary[]> {
  const data = await runGraphQL(StoreShoppingListsDocument, { size: LIST_PAGE_SIZE }, { signal });
  return data.shoppingLists.lists;
}

export async function createShoppingList(name: string): Promise<ShoppingListSummary> {
  const data = await runGraphQL(StoreCreateShoppingListDocument, { name });
  return data.createShoppingList;
}

export async function addItemToShoppingList(
  shoppingListId: string,
  partNumber: string,
  quantity: number,
): Promise<ShoppingListSummary> {
  const data = await runGraphQL(StoreAddToShoppingListDocument, {
    shoppingListId,
    items: [{ productId: partNumber, quantityDesired: quantity }],
  });
  return data.addOrUpdateItemsInShoppingList;
}
