/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ShoppingListItemInput = {
  productId: string;
  quantityDesired: number;
};

export type ShoppingListSummaryFragment = { shoppingListId: string; name: string };

export type StoreShoppingListsQueryVariables = Exact<{
  size?: number | null | undefined;
}>;

export type StoreShoppingListsQuery = {
  shoppingLists: { lists: Array<{ shoppingListId: string; name: string }> };
};

export type StoreCreateShoppingListMutationVariables = Exact<{
  name: string;
}>;

export type StoreCreateShoppingListMutation = {
  createShoppingList: { shoppingListId: string; name: string };
};

export type StoreAddToShoppingListMutationVariables = Exact<{
  shoppingListId: string | number;
  items: Array<ShoppingListItemInput> | ShoppingListItemInput;
}>;

export type StoreAddToShoppingListMutation = {
  addOrUpdateItemsInShoppingList: { shoppingListId: string; name: string };
};

export type PunchoutCartReturnQueryVariables = Exact<{ [key: string]: never }>;

export type PunchoutCartReturnQuery = {
  punchoutCartReturn: {
    hookUrl: string;
    charset: string;
    target: string | null;
    fields: Array<{ name: string; value: string }>;
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ShoppingListSummaryFragmentDoc = new TypedDocumentString(
  `
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}
    `,
  { fragmentName: 'ShoppingListSummary' },
) as unknown as TypedDocumentString<ShoppingListSummaryFragment, unknown>;
export const StoreShoppingListsDocument = new TypedDocumentString(`
    query StoreShoppingLists($size: Int) {
  shoppingLists(page: 0, size: $size) {
    lists {
      ...ShoppingListSummary
    }
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<StoreShoppingListsQuery, StoreShoppingListsQueryVariables>;
export const StoreCreateShoppingListDocument = new TypedDocumentString(`
    mutation StoreCreateShoppingList($name: String!) {
  createShoppingList(name: $name) {
    ...ShoppingListSummary
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<
  StoreCreateShoppingListMutation,
  StoreCreateShoppingListMutationVariables
>;
export const StoreAddToShoppingListDocument = new TypedDocumentString(`
    mutation StoreAddToShoppingList($shoppingListId: ID!, $items: [ShoppingListItemInput!]!) {
  addOrUpdateItemsInShoppingList(shoppingListId: $shoppingListId, items: $items) {
    ...ShoppingListSummary
  }
}
    fragment ShoppingListSummary on ShoppingList {
  shoppingListId
  name
}`) as unknown as TypedDocumentString<
  StoreAddToShoppingListMutation,
  StoreAddToShoppingListMutationVariables
>;
export const PunchoutCartReturnDocument = new TypedDocumentString(`
    query PunchoutCartReturn {
  punchoutCartReturn {
    hookUrl
    charset
    target
    fields {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<PunchoutCartReturnQuery, PunchoutCartReturnQueryVariables>;
