// The Training Store's area manifest (the contract and why it is plain data: shared-session's area-manifest.ts).
import { defineArea, route, routesWithRule } from '@portal/shared-session/area';
import type { AreaMenuItem } from '@portal/shared-session/area';

const EQUIPMENT = [
  'Aerial Devices',
  'Chippers',
  'Cranes',
  'Digger Derricks',
  'Lights and Signs',
  'Specialty',
];
const CATEGORIES = ['APN', 'Maintenance', 'Operator Training', 'Workplace Safety'];

const searchLinks = (filter: string, names: readonly string[], idPrefix: string): AreaMenuItem[] =>
  names.map((name) => ({
    id: `${idPrefix}-${name}`,
    label: name,
    to: `/pages/training-store/search?${filter}=${encodeURIComponent(name)}`,
  }));

export const area = defineArea({
  id: 'training',
  label: 'Training Store',
  prefixes: ['/pages/training-store'],
  routes: [
    ...routesWithRule('training-store', {
      '/pages/training-store': 'Training Store',
      '/pages/training-store/cart': 'Training Cart',
      '/pages/training-store/open-free-course-modal': 'Free Course',
      '/pages/training-store/search': 'Course Search',
      '/pages/training-store/course/:courseId': 'Course Details',
    }),
    route('/pages/training-store/checkout', 'Training Checkout', 'training-store.checkout'),
    // a course order's seats and progress (issue 40): its buyer, or the company's orders viewer (the API checks)
    route('/pages/training-store/orders/:courseOrderId', 'Training Order', 'training-store.signed-in'),
  ],
  // spec 6: punchout users buy supplies only (the routes' rules); course orders need a signed-in buyer
  guards: [],
  menu: {
    title: 'Training Store',
    items: [
      { id: 'training-home', label: 'Training Store', to: '/pages/training-store' },
      { id: 'training-cart', label: 'Training Cart', to: '/pages/training-store/cart' },
      {
        id: 'training-products',
        label: 'Courses by Equipment',
        children: searchLinks('productFilters', EQUIPMENT, 'training-product'),
      },
      {
        id: 'training-categories',
        label: 'Courses by Category',
        children: searchLinks('categoryFilters', CATEGORIES, 'training-category'),
      },
      // spec 6: "Course credit links only for B2B registration type on the training store"
      {
        id: 'training-credits',
        label: 'Course Credits and Orders',
        to: '/pages/dashboard/training/orders',
        audience: 'b2b',
      },
      { id: 'training-supply', label: 'Supply Store', to: '/pages/store' },
    ],
  },
});
