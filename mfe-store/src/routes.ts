// The Supply Store's pages by route (the routes and titles are in area.ts). The store home is in the remote's
// first chunk (it is the guest landing page and its LCP is measured); every other page loads on demand.
import { lazy } from 'react';
import type { RemotePages } from '@portal/shared-session';
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

export const pages: RemotePages = {
  '/pages/store': StoreHomePage,
  '/pages/store/cart': CartPage,
  '/pages/store/cart/quick-order': QuickOrderPage,
  '/pages/store/search': SearchResultsPage,
  '/pages/store/product-detail/:productId': ProductDetailPage,
  '/pages/store/product-detail/:productId/:partNumber': ProductDetailPage,
  '/pages/store/all-categories': AllCategoriesPage,
  '/pages/store/all-brands': AllBrandsPage,
  '/pages/checkout': CheckoutPage,
  '/pages/punchout-launch': PunchoutLaunchPage,
  '/pages/digitalorder': DigitalOrderPage,
};
