// Carts shared by the supply and training stores (spec 3, 4).
export type {
  CartItemChange,
  CartKind,
  CartLine,
  CartServerApi,
  CartSnapshot,
  ServerCart,
  ServerCartInput,
} from './cart-types';
export {
  GUEST_CART_COOKIE_MAX_AGE_SECONDS,
  GUEST_CART_QUANTITY_COOKIES,
  GUEST_CART_STORAGE_KEYS,
  applyGuestChanges,
  cartTotals,
  newGuestItemId,
} from './guest-cart';
export {
  STORE_APPLICATIONS,
  addToCart,
  cartStore,
  loadCart,
  mergeGuestCart,
  mergedCartItems,
  removeFromCart,
  setCartServerApi,
  setGuestCartPrices,
  startCarts,
  updateCartQuantities,
  usesServerCart,
  useCart,
} from './cart-store';
export type { MergeOutcome } from './cart-store';
