// Every route of the Supply Store area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/store', title: 'Supply Store' },
  { path: '/pages/store/cart', title: 'Shopping Cart' },
  { path: '/pages/store/cart/quick-order', title: 'Quick Order' },
  { path: '/pages/store/search', title: 'Search Results' },
  { path: '/pages/store/product-detail/:productId', title: 'Product Details' },
  { path: '/pages/store/product-detail/:productId/:partNumber', title: 'Product Details' },
  { path: '/pages/store/all-categories', title: 'All Categories' },
  { path: '/pages/store/all-brands', title: 'All Brands' },
  { path: '/pages/checkout', title: 'Checkout' },
  { path: '/pages/punchout-launch', title: 'Punchout' },
  { path: '/pages/digitalorder', title: 'Digital Order' },
];
