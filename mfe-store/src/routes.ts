// Every route of the Supply Store area (spec section 2) with its title and page. The store home is in the remote's
// first chunk (it is the guest landing page and its LCP is measured); every other page loads on demand.
import { lazy } from 'react';
import type { RemoteRouteDefinition } from '@portal/shared-session';
import StoreHomePage from './features/home/store-home-page';

const SearchResultsPage = lazy(() => import('./features/search/search-results-page'));
const ProductDetailPage = lazy(() => import('./features/product-detail/product-detail-page'));
const AllCategoriesPage = lazy(() => import('./features/catalogue/all-categories-page'));
const AllBrandsPage = lazy(() => import('./features/catalogue/all-brands-page'));
const CartPage = lazy(() => import('./features/cart/cart-page'));
const QuickOrderPage = lazy(() => import('./features/quick-order/quick-order-page'));
const CheckoutPage = lazy(() => import('./features/checkout/checkout-page'));
const PunchoutLaunchPage = lazy(() => import('./features/punchout/punchout-launch-page'));
const DigitalOrderPage = lazy(() => import('./features/digital-order/digital-order-page'));

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/store', title: 'Supply Store', Page: StoreHomePage },
  { path: '/pages/store/cart', title: 'Shopping Cart', Page: CartPage },
  { path: '/pages/store/cart/quick-order', title: 'Quick Order', Page: QuickOrderPage },
  { path: '/pages/store/search', title: 'Search Results', Page: SearchResultsPage },
  { path: '/pages/store/product-detail/:productId', title: 'Product Details', Page: ProductDetailPage },
  {
    path: '/pages/store/product-detail/:productId/:partNumber',
    title: 'Product Details',
    Page: ProductDetailPage,
  },
  { path: '/pages/store/all-categories', title: 'All Categories', Page: AllCategoriesPage },
  { path: '/pages/store/all-brands', title: 'All Brands', Page: AllBrandsPage },
  { path: '/pages/checkout', title: 'Checkout', Page: CheckoutPage },
  { path: '/pages/punchout-launch', title: 'Punchout', Page: PunchoutLaunchPage },
  { path: '/pages/digitalorder', title: 'Digital Order', Page: DigitalOrderPage },
];
