// The Supply Store's area manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it — URL prefixes, routes with titles, guards and menus. Plain data: the build writes it as area.json and
// publishing puts it in remotes.json, so a release of this remote can add a guarded page with a menu entry alone.
import type { AreaManifest } from '@portal/shared-session';

export const area: AreaManifest = {
  manifestVersion: 2,
  id: 'store',
  label: 'Supply Store',
  prefixes: ['/pages/store', '/pages/checkout', '/pages/punchout-launch', '/pages/digitalorder'],
  routes: [
    { path: '/pages/store', title: 'Supply Store', rule: 'everyone' },
    { path: '/pages/store/cart', title: 'Shopping Cart', rule: 'everyone' },
    { path: '/pages/store/cart/quick-order', title: 'Quick Order', rule: 'everyone' },
    { path: '/pages/store/search', title: 'Search Results', rule: 'everyone' },
    { path: '/pages/store/product-detail/:productId', title: 'Product Details', rule: 'everyone' },
    {
      path: '/pages/store/product-detail/:productId/:partNumber',
      title: 'Product Details',
      rule: 'everyone',
    },
    { path: '/pages/store/all-categories', title: 'All Categories', rule: 'everyone' },
    { path: '/pages/store/all-brands', title: 'All Brands', rule: 'everyone' },
    { path: '/pages/checkout', title: 'Checkout', rule: 'checkout' },
    { path: '/pages/punchout-launch', title: 'Punchout', rule: 'everyone' },
    { path: '/pages/digitalorder', title: 'Digital Order', rule: 'everyone' },
  ],
  guards: [
    {
      // spec 2: checkout only signed in (the route's rule, 'checkout'), for the registered company; staff and
      // punchout users are sent where they check out instead
      prefix: '/pages/checkout',
      steps: [
        { when: 'internal', then: { redirect: '/pages/associateLanding' } },
        { when: 'punchout', then: { redirect: '/pages/store/cart' } },
        { when: 'viewing-child-company', then: 'change-company' },
      ],
    },
  ],
  menu: {
    title: 'Supply Store',
    // pages no area owns (help, registration…) show the store's side menu
    fallback: true,
    items: [
      { id: 'store-home', label: 'Supply Store', to: '/pages/store' },
      { id: 'store-categories', label: 'All Categories', to: '/pages/store/all-categories' },
      { id: 'store-brands', label: 'All Brands', to: '/pages/store/all-brands' },
      { id: 'store-quick-order', label: 'Quick Order', to: '/pages/store/cart/quick-order' },
      { id: 'store-cart', label: 'Cart', to: '/pages/store/cart' },
      { id: 'store-training', label: 'Training Store', to: '/pages/training-store' },
    ],
  },
};
