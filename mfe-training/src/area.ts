// The Training Store's area manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it — URL prefixes, routes with titles, guards and menus. Plain data: the build writes it as area.json and
// publishing puts it in remotes.json, so a release of this remote can add a guarded page with a menu entry alone.
import type { AreaManifest, AreaMenuItem } from '@portal/shared-session';

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

export const area: AreaManifest = {
  manifestVersion: 2,
  id: 'training',
  label: 'Training Store',
  prefixes: ['/pages/training-store'],
  routes: [
    { path: '/pages/training-store', title: 'Training Store', rule: 'training-store' },
    { path: '/pages/training-store/cart', title: 'Training Cart', rule: 'training-store' },
    { path: '/pages/training-store/open-free-course-modal', title: 'Free Course', rule: 'training-store' },
    { path: '/pages/training-store/search', title: 'Course Search', rule: 'training-store' },
    { path: '/pages/training-store/course/:courseId', title: 'Course Details', rule: 'training-store' },
    { path: '/pages/training-store/checkout', title: 'Training Checkout', rule: 'training-store.checkout' },
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
};
