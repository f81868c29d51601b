// Spec 3: a shopping list "adapted to a gift-list shape with repositoryId, name, giftlistItems" — the shape
// integrations that read lists expect (a commerce platform's gift list). One adapter; the list is read through the
// list service, so it is authorised and scoped exactly as the list itself (the caller's own lists only).
import type { RequestContext } from '../../auth/request-context.js';
import { getShoppingList } from './list-service.js';

interface GiftListItem {
  /** the list item's id */
  repositoryId: string;
  /** the part number */
  productId: string;
  quantityDesired: number;
}

interface GiftList {
  /** the shopping list's id */
  repositoryId: string;
  name: string;
  giftlistItems: GiftListItem[];
}

/** The adapter: a shopping list (its id, name and items) in the gift-list shape. */
export function toGiftList(list: {
  shoppingListId: string;
  name: string;
  items: readonly { shoppingListItemId: string; itemId: string; quantity: number }[];
}): GiftList {
  return {
    repositoryId: list.shoppingListId,
    name: list.name,
    giftlistItems: list.items.map((item) => ({
      repositoryId: item.shoppingListItemId,
      productId: item.itemId,
      quantityDesired: item.quantity,
    })),
  };
}

/** One of the caller's shopping lists as a gift list (validated, authorised and scoped by getShoppingList). */
export async function getGiftList(ctx: RequestContext, args: { shoppingListId: string }): Promise<GiftList> {
  return toGiftList(await getShoppingList(ctx, args));
}
