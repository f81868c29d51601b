// The Supply Store's area manifest (the contract and why it is plain data: shared-session's area-manifest.ts).
import { defineArea, route, routesWithRule } from '@portal/shared-session/area';

export const area = defineArea({
  id: 'store',
  label: 'Supply Store',
  prefixes: ['/pages/store', '/pages/checkout', '/pages/punchout-launch', '/pages/digitalorder'],
  routes: [
    ...routesWithRule('everyone', {
      '/pages/store': 'Supply Store',
      '/pages/store/cart': 'Shopping Cart',
      '/pages/store/cart/quick-order': 'Quick Order',
      '/pages/store/search': 'Search Results',
      '/pages/store/product-detail/:productId': 'Product Details',
      '/pages/store/product-detail/:productId/:partNumber': 'Product Details',
      '/pages/store/all-categories': 'All Categories',
      '/pages/store/all-brands': 'All Brands',
      '/pages/punchout-launch': 'Punchout',
      '/pages/digitalorder': 'Digital Order',
    }),
    route('/pages/checkout', 'Checkout', 'checkout'),
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
});
