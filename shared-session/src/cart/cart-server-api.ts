// The server cart over POST /api/graphql (api/src/graphql/schema/commerce.graphql). Quantities sent are absolute:
// the server sets each line to the quantity given and removes lines at 0 or less.
import { graphqlRequest } from '../api/graphql-client';
import type { StoreApplication } from '../session/session-store';
import type { CartLine } from './cart-types';

export interface ServerCart {
  shoppingCartId: string;
  items: CartLine[];
  count: number;
  subtotal: number;
}

export interface ServerCartInput {
  itemId: string;
  quantity: number;
  unitSerial?: string | null;
}

export interface CartServerApi {
  getCart(application: StoreApplication): Promise<ServerCart | null>;
  createCart(application: StoreApplication): Promise<ServerCart>;
  setItems(shoppingCartId: string, items: readonly ServerCartInput[]): Promise<ServerCart>;
}

interface CartResponse {
  shoppingCartId: string;
  itemCount: number;
  subtotal: number;
  items: {
    shoppingCartItemId: string;
    itemId: string;
    quantity: number;
    unitSerial: string | null;
    item: { displayPrice: number | null } | null;
  }[];
}

const CART_FIELDS = `shoppingCartId itemCount subtotal
  items { shoppingCartItemId itemId quantity unitSerial item { displayPrice } }`;

function toServerCart(cart: CartResponse): ServerCart {
  return {
    shoppingCartId: cart.shoppingCartId,
    count: cart.itemCount,
    subtotal: cart.subtotal,
    items: cart.items.map((line) => ({
      shoppingCartItemId: line.shoppingCartItemId,
      itemId: line.itemId,
      quantity: line.quantity,
      unitSerial: line.unitSerial,
      unitPrice: line.item?.displayPrice ?? null,
    })),
  };
}

export const graphqlCartApi: CartServerApi = {
  async getCart(application) {
    const data = await graphqlRequest<{ getCartByApplication: CartResponse | null }>(
      `query CartByApplication($application: String!) { getCartByApplication(application: $application) { ${CART_FIELDS} } }`,
      { application },
    );
    return data?.getCartByApplication ? toServerCart(data.getCartByApplication) : null;
  },
  async createCart(application) {
    const data = await graphqlRequest<{ createShoppingCart: CartResponse }>(
      `mutation CreateCart($application: String!) { createShoppingCart(application: $application) { ${CART_FIELDS} } }`,
      { application },
    );
    return toServerCart(data.createShoppingCart);
  },
  async setItems(shoppingCartId, items) {
    const data = await graphqlRequest<{ addOrUpdateItemsInShoppingCart: CartResponse }>(
      `mutation SetCartItems($shoppingCartId: ID!, $items: [CartItemInput!]!) {
        addOrUpdateItemsInShoppingCart(shoppingCartId: $shoppingCartId, items: $items) { ${CART_FIELDS} }
      }`,
      {
        shoppingCartId,
        items: items.map((i) => ({
          itemId: i.itemId,
          quantity: i.quantity,
          unitSerial: i.unitSerial ?? null,
        })),
      },
    );
    return toServerCart(data.addOrUpdateItemsInShoppingCart);
  },
};
