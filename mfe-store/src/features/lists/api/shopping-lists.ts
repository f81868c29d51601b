// The caller's shopping lists (api/src/graphql/schema/commerce.graphql): read, create, add items.
import { graphqlRequest } from '@portal/shared-session';

export interface ShoppingListSummary {
  shoppingListId: string;
  name: string;
}

/** Enough lists for the dialog's select: a user keeps a handful. */
const LIST_PAGE_SIZE = 100;

export async function fetchShoppingLists(signal?: AbortSignal): Promise<ShoppingListSummary[]> {
  const data = await graphqlRequest<{ shoppingLists: { lists: ShoppingListSummary[] } }>(
    'query StoreShoppingLists($size: Int) { shoppingLists(page: 0, size: $size) { lists { shoppingListId name } } }',
    { size: LIST_PAGE_SIZE },
    { signal },
  );
  return data.shoppingLists.lists;
}

export async function createShoppingList(name: string): Promise<ShoppingListSummary> {
  const data = await graphqlRequest<{ createShoppingList: ShoppingListSummary }>(
    'mutation StoreCreateShoppingList($name: String!) { createShoppingList(name: $name) { shoppingListId name } }',
    { name },
  );
  return data.createShoppingList;
}

export async function addItemToShoppingList(
  shoppingListId: string,
  partNumber: string,
  quantity: number,
): Promise<ShoppingListSummary> {
  const data = await graphqlRequest<{ addOrUpdateItemsInShoppingList: ShoppingListSummary }>(
    `mutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {
      addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) { shoppingListId name }
    }`,
    { shoppingListId, items: [{ productId: partNumber, quantityDesired: quantity }] },
  );
  return data.addOrUpdateItemsInShoppingList;
}
