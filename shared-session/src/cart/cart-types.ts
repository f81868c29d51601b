// The cart shapes every store area shares (spec 3 'Shopping cart', 4 'Guest carts'). A line names its item by
// itemId (a part number in the supply store, a course id in the training store); display details are looked up by
// the area that shows the cart.
import type { StoreApplication } from '../session/session-store';

export interface CartLine {
  /** guest carts: a random integer below 1e9 (as a string); server carts: the server's id */
  shoppingCartItemId: string;
  itemId: string;
  quantity: number;
  unitSerial: string | null;
  /** unit price at the time it was last known; null when unknown or not priced */
  unitPrice: number | null;
}

export type CartKind = 'guest' | 'server';

export interface CartSnapshot {
  application: StoreApplication;
  kind: CartKind;
  /** server carts only, null until the first item creates one */
  shoppingCartId: string | null;
  items: CartLine[];
  /** sum of item quantities (spec 4 'Cart count') */
  count: number;
  subtotal: number;
  /** 'idle' before the first load, 'loading' while a call runs, 'error' when the last call failed */
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** An item to add (quantity is added to what the cart has) or set (quantity is the new absolute quantity). */
export interface CartItemChange {
  itemId: string;
  quantity: number;
  unitSerial?: string | null;
  unitPrice?: number | null;
}

/** A signed-in user's cart as the server holds it. */
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

/**
 * The server cart's calls. The cart store is a singleton in this package while the GraphQL client is versioned
 * (@portal/api-client, which depends on this package): the shell hands the store its implementation at startup
 * (setCartServerApi), so no import cycle and no copy of the client lives in the singleton.
 */
export interface CartServerApi {
  getCart(application: StoreApplication): Promise<ServerCart | null>;
  createCart(application: StoreApplication): Promise<ServerCart>;
  setItems(shoppingCartId: string, items: readonly ServerCartInput[]): Promise<ServerCart>;
}
