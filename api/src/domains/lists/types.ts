// The lists domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.
import type { CommerceItem } from '../catalogue/index.js';

export interface ShoppingList {
  /** the caller may change its items (their own list, or one shared with them to edit) */
  canEdit: boolean;
  items: Array<ShoppingListItem>;
  name: string;
  /** the caller's own list */
  owned: boolean;
  /** the owner's name, as colleagues see it */
  ownerName: string;
  /** PRIVATE | READ | EDIT: shared with the owner's organisation to read or to edit */
  sharing: string;
  shoppingListId: string;
  userId: string;
}

export interface ShoppingListItem {
  item: CommerceItem | null;
  itemId: string;
  quantity: number;
  shoppingListId: string;
  shoppingListItemId: string;
}

export interface ShoppingListItemInput {
  productId: string;
  quantityDesired: number;
}

export interface ShoppingListPage {
  lists: Array<ShoppingList>;
  /** 0-based */
  page: number;
  size: number;
  totalRecords: number;
}

/** deleteShoppingList: the remaining lists, or the error to show in a toast (spec 8). */
export interface ShoppingListsResult {
  error: string | null;
  lists: Array<ShoppingList>;
}
