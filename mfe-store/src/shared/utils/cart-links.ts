// The store's cart, quick-order and checkout routes.
export const CART_PATH = '/pages/store/cart';
export const QUICK_ORDER_PATH = '/pages/store/cart/quick-order';
export const CHECKOUT_PATH = '/pages/checkout';
export const STORE_PATH = '/pages/store';
