// Public surface of the cart feature for the rest of the store (product pages, quick order, lists, search).
export { useAddToCart } from './hooks/use-add-to-cart';
export type { AddToCartRequest } from './hooks/use-add-to-cart';
export { availabilityMessage } from './availability';
export { CART_PATH, QUICK_ORDER_PATH } from './cart-links';
