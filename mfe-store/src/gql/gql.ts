/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment ShoppingListSummary on ShoppingList {\n  shoppingListId\n  name\n}\n\nquery StoreShoppingLists($size: Int) {\n  shoppingLists(page: 0, size: $size) {\n    lists {\n      ...ShoppingListSummary\n    }\n  }\n}\n\nmutation StoreCreateShoppingList($name: String!) {\n  createShoppingList(name: $name) {\n    ...ShoppingListSummary\n  }\n}\n\nmutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {\n  addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) {\n    ...ShoppingListSummary\n  }\n}': typeof types.ShoppingListSummaryFragmentDoc;
  'query PunchoutCartReturn {\n  punchoutCartReturn {\n    hookUrl\n    charset\n    target\n    fields {\n      name\n      value\n    }\n  }\n}': typeof types.PunchoutCartReturnDocument;
};
const documents: Documents = {
  'fragment ShoppingListSummary on ShoppingList {\n  shoppingListId\n  name\n}\n\nquery StoreShoppingLists($size: Int) {\n  shoppingLists(page: 0, size: $size) {\n    lists {\n      ...ShoppingListSummary\n    }\n  }\n}\n\nmutation StoreCreateShoppingList($name: String!) {\n  createShoppingList(name: $name) {\n    ...ShoppingListSummary\n  }\n}\n\nmutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {\n  addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) {\n    ...ShoppingListSummary\n  }\n}':
    types.ShoppingListSummaryFragmentDoc,
  'query PunchoutCartReturn {\n  punchoutCartReturn {\n    hookUrl\n    charset\n    target\n    fields {\n      name\n      value\n    }\n  }\n}':
    types.PunchoutCartReturnDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ShoppingListSummary on ShoppingList {\n  shoppingListId\n  name\n}\n\nquery StoreShoppingLists($size: Int) {\n  shoppingLists(page: 0, size: $size) {\n    lists {\n      ...ShoppingListSummary\n    }\n  }\n}\n\nmutation StoreCreateShoppingList($name: String!) {\n  createShoppingList(name: $name) {\n    ...ShoppingListSummary\n  }\n}\n\nmutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {\n  addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) {\n    ...ShoppingListSummary\n  }\n}',
): typeof import('./graphql').ShoppingListSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PunchoutCartReturn {\n  punchoutCartReturn {\n    hookUrl\n    charset\n    target\n    fields {\n      name\n      value\n    }\n  }\n}',
): typeof import('./graphql').PunchoutCartReturnDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
