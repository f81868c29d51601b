// The server cart over POST /api/graphql (api/src/domains/carts-and-checkout/schema.graphql), handed to the session's cart
// store by the shell at startup (setCartServerApi). Quantities sent are absolute: the server sets each line to the
// quantity given and removes lines at 0 or less.
import type { CartServerApi, ServerCart } from '@portal/shared-session';
import { CartByApplicationDocument, CreateCartDocument, SetCartItemsDocument } from './gql/graphql';
import type { ServerCartFieldsFragment } from './gql/graphql';
import { runGraphQL } from './graphql-client';

function toServerCart(cart: ServerCartFieldsFragment): ServerCart {
  return {
    shoppingCartId: cart.shoppingCartId,
    count: cart.itemCount,
    // null when the prices are withheld from the user (priceWithheld); the store shows no subtotal to them
    subtotal: cart.subtotal ?? 0,
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
    const data = await runGraphQL(CartByApplicationDocument, { application });
    return data?.getCartByApplication ? toServerCart(data.getCartByApplication) : null;
  },
  async createCart(application) {
    const data = await runGraphQL(CreateCartDocument, { application });
    return toServerCart(data.createShoppingCart);
  },
  async setItems(shoppingCartId, items) {
    const data = await runGraphQL(SetCartItemsDocument, {
      shoppingCartId,
      items: items.map((i) => ({ itemId: i.itemId, quantity: i.quantity, unitSerial: i.unitSerial ?? null })),
    });
    return toServerCart(data.addOrUpdateItemsInShoppingCart);
  },
};
