// Every menu of the frame as data: items with the privilege rules of spec section 6 (one / any / all / not,
// combined with `and`) and an audience. `visibleMenu` decides what a user sees; the components only render.
import { brand, privilegeDisplayName, satisfies } from '@portal/rules';
import type { RemoteId } from '@portal/shared-session';
import type { PrivilegeRule } from '@portal/rules';

/** Who an item is for, besides its privilege rule. */
export type Audience = 'everyone' | 'guest' | 'signed-in' | 'b2b' | 'non-b2b-user' | 'internal';

export interface MenuItem {
  id: string;
  label: string;
  /** a portal route: rendered as a router Link */
  to?: string;
  /** a file or another site: rendered as a plain link */
  href?: string;
  /** opens in a new tab (spec 2: the service pages) */
  newTab?: boolean;
  rule?: PrivilegeRule;
  audience?: Audience;
  children?: readonly MenuItem[];
}

export interface MenuContext {
  privileges: readonly string[];
  signedIn: boolean;
  /** a business user: registration type B2B or a validated B2B user */
  isB2B: boolean;
  isInternal: boolean;
}

export const GUEST_CONTEXT: MenuContext = {
  privileges: [],
  signedIn: false,
  isB2B: false,
  isInternal: false,
};

function audienceAllows(audience: Audience, ctx: MenuContext): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'guest':
      return !ctx.signedIn;
    case 'signed-in':
      return ctx.signedIn;
    case 'b2b':
      return ctx.signedIn && ctx.isB2B;
    case 'non-b2b-user':
      return ctx.signedIn && !ctx.isB2B;
    case 'internal':
      return ctx.signedIn && ctx.isInternal;
  }
}

export function isVisible(item: MenuItem, ctx: MenuContext): boolean {
  if (!audienceAllows(item.audience ?? 'everyone', ctx)) return false;
  if (item.rule && !satisfies(ctx.privileges, item.rule)) return false;
  return true;
}

/** The items a user sees; a group whose children are all hidden is hidden too. */
export function visibleMenu(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (!isVisible(item, ctx)) continue;
    if (item.children) {
      const children = visibleMenu(item.children, ctx);
      if (children.length === 0) continue;
      result.push({ ...item, children });
    } else {
      result.push(item);
    }
  }
  return result;
}

/** Every visible leaf label, depth first (for tests and the mobile menu's flat lists). */
export function visibleLabels(items: readonly MenuItem[], ctx: MenuContext): string[] {
  return visibleMenu(items, ctx).flatMap((item) =>
    item.children ? item.children.map((child) => child.label) : [item.label],
  );
}

export const HELP_TOPICS = [
  { slug: 'contact-us', title: 'Contact Us' },
  { slug: 'my-account', title: 'My Account Help' },
  { slug: 'login-and-registration', title: 'Login and Registration' },
  { slug: 'order-tracking', title: 'Order Tracking' },
  { slug: 'returns-and-exchanges', title: 'Returns and Exchanges' },
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'other-help-topics', title: 'Other Help Topics' },
] as const;

const INVOICES: PrivilegeRule = { any: ['B2B_View_All_Invoices', 'B2B_View_Default_Invoices'] };
const ORDER_SUPPLY_ALLOWED: PrivilegeRule = { not: ['B2B_Disallow_Order_Supply'] };
/** spec 6: "Users link appears when the user lacks B2B_View_Organization_Groups" (and administers users) */
const USERS_ONLY: PrivilegeRule = {
  and: [{ one: 'B2B_Delegated_Customer_Admin' }, { not: ['B2B_View_Organization_Groups'] }],
};
/** spec 6: "Users/Contacts needs both that and delegated admin" */
const USERS_AND_CONTACTS: PrivilegeRule = {
  all: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'],
};

/** The Help menu of the desktop header (and the mobile side menu's help section). */
export const HELP_MENU: readonly MenuItem[] = [
  { id: 'help-center', label: 'Help Center', to: '/pages/help' },
  ...HELP_TOPICS.map((topic) => ({
    id: `help-${topic.slug}`,
    label: topic.title,
    to: `/pages/help/${topic.slug}`,
  })),
  // spec 6: "User manual link (static PDF) requires B2B_Dashboard"
  {
    id: 'user-manual',
    label: 'User Manual (PDF)',
    href: brand.userManualPath,
    rule: { one: 'B2B_Dashboard' },
  },
];

/** The signed-in user's menu (the user box): what the account holds, by privilege. */
export const ACCOUNT_MENU: readonly MenuItem[] = [
  { id: 'account-dashboard', label: 'Dashboard', to: '/pages/dashboard', rule: { one: 'B2B_Dashboard' } },
  {
    id: 'account-parts',
    label: 'Parts',
    to: '/pages/dashboard/equipment/parts',
    rule: { and: [{ one: 'B2B_View_Replacement_Parts' }, ORDER_SUPPLY_ALLOWED] },
  },
  {
    id: 'account-supply-orders',
    label: 'Supply Orders',
    to: '/pages/dashboard/account/orders',
    rule: { and: [{ one: 'B2B_View_Orders' }, ORDER_SUPPLY_ALLOWED] },
  },
  {
    id: 'account-training-orders',
    label: 'Training Orders',
    to: '/pages/dashboard/training/orders',
    rule: { one: 'B2B_View_Orders' },
  },
  { id: 'account-invoices', label: 'Invoices', to: '/pages/dashboard/account/arinvoice', rule: INVOICES },
  {
    id: 'account-service',
    label: privilegeDisplayName('B2B_View_SRs'),
    to: '/pages/dashboard/equipment/service',
    newTab: true,
    rule: { one: 'B2B_View_SRs' },
  },
  {
    id: 'account-user-management',
    label: privilegeDisplayName('B2B_Delegated_Customer_Admin'),
    to: '/pages/dashboard/admin/contactManagement',
    rule: { one: 'B2B_Delegated_Customer_Admin' },
  },
  // spec 6: "Non-B2B users see My Account with order history"
  { id: 'account-my-account', label: 'My Account', to: '/pages/my-account', audience: 'non-b2b-user' },
  {
    id: 'account-order-history',
    label: 'Order History',
    to: '/pages/my-account/orderHistoryPage',
    audience: 'non-b2b-user',
  },
  {
    id: 'account-choose-org',
    label: 'Choose an Organization',
    to: '/pages/associateLanding',
    audience: 'internal',
  },
  { id: 'account-csr', label: 'Customer Support', to: '/pages/csr/customerSupport', rule: { one: 'CSR' } },
];

/** The dashboard's menu (spec 2: Dashboard; Equipment; Insights; Reports; Service; Orders and Invoices; Administration). */
export const DASHBOARD_MENU: readonly MenuItem[] = [
  { id: 'dash-home', label: 'Dashboard', to: '/pages/dashboard', rule: { one: 'B2B_Dashboard' } },
  {
    id: 'dash-equipment',
    label: 'Equipment',
    children: [
      {
        id: 'dash-fleet',
        label: 'My Fleet',
        to: '/pages/dashboard/equipment/fleet',
        rule: { one: 'B2B_Fleet_Search' },
      },
      {
        id: 'dash-groups',
        label: 'Groups',
        to: '/pages/dashboard/admin/groups',
        rule: { and: [{ one: 'B2B_View_Organization_Groups' }, { not: ['B2B_Delegated_Customer_Admin'] }] },
      },
      {
        id: 'dash-apns',
        label: 'APNs',
        to: '/pages/dashboard/equipment/apns',
        rule: { one: 'B2B_View_APNs' },
      },
      {
        id: 'dash-warranty',
        label: 'Warranty',
        to: '/pages/dashboard/equipment/warranty',
        rule: { one: 'B2B_Warranty_View' },
      },
      {
        id: 'dash-parts',
        label: 'Replacement Parts',
        to: '/pages/dashboard/equipment/parts',
        rule: { one: 'B2B_View_Replacement_Parts' },
      },
    ],
  },
  {
    id: 'dash-insights',
    label: 'Insights',
    children: [
      {
        id: 'dash-safety',
        label: 'Safety',
        to: '/pages/dashboard/equipment/fleetservices/safety',
        rule: { one: 'B2B_JEMS_Dashboard' },
      },
      {
        id: 'dash-alms',
        label: 'Load Monitoring',
        to: '/pages/dashboard/equipment/fleetservices/safety/alms',
        rule: { one: 'B2B_View_Load_Monitoring_Dashboard' },
      },
      {
        id: 'dash-performance',
        label: 'Performance',
        to: '/pages/dashboard/equipment/fleetservices/performance',
        rule: { one: 'B2B_View_Analytics_Summary' },
      },
      {
        id: 'dash-jems-history',
        label: 'JEMS History',
        to: '/pages/dashboard/equipment/fleetservices/compliance/jems/insights',
        rule: { all: ['Developer_Admin', 'B2B_Reporting'] },
      },
    ],
  },
  {
    id: 'dash-reports',
    label: 'Reports',
    children: [
      {
        id: 'dash-opready',
        label: 'Operational Readiness',
        to: '/pages/dashboard/admin/opready',
        rule: { one: 'B2B_Reporting' },
      },
    ],
  },
  {
    id: 'dash-service',
    label: 'Service',
    children: [
      {
        id: 'dash-service-jobs',
        label: privilegeDisplayName('B2B_View_SRs'),
        to: '/pages/dashboard/equipment/service',
        newTab: true,
        rule: { one: 'B2B_View_SRs' },
      },
    ],
  },
  {
    id: 'dash-orders',
    label: 'Orders and Invoices',
    children: [
      {
        id: 'dash-supply-orders',
        label: 'Supply Orders',
        to: '/pages/dashboard/account/orders',
        rule: { one: 'B2B_View_Orders' },
      },
      {
        id: 'dash-training-orders',
        label: 'Training Orders',
        to: '/pages/dashboard/training/orders',
        rule: { one: 'B2B_View_Orders' },
      },
      { id: 'dash-invoices', label: 'Invoices', to: '/pages/dashboard/account/arinvoice', rule: INVOICES },
    ],
  },
  {
    id: 'dash-admin',
    label: 'Administration',
    // spec 6: "Administration with B2B_Delegated_Customer_Admin"
    rule: { one: 'B2B_Delegated_Customer_Admin' },
    children: [
      { id: 'dash-users', label: 'Users', to: '/pages/dashboard/admin/contactManagement', rule: USERS_ONLY },
      {
        id: 'dash-users-contacts',
        label: 'Users/Contacts',
        to: '/pages/dashboard/admin/contactManagement',
        rule: USERS_AND_CONTACTS,
      },
      {
        id: 'dash-admin-groups',
        label: 'Groups',
        to: '/pages/dashboard/admin/groups',
        rule: { one: 'B2B_View_Organization_Groups' },
      },
    ],
  },
];

export const STORE_MENU: readonly MenuItem[] = [
  { id: 'store-home', label: 'Supply Store', to: '/pages/store' },
  { id: 'store-categories', label: 'All Categories', to: '/pages/store/all-categories' },
  { id: 'store-brands', label: 'All Brands', to: '/pages/store/all-brands' },
  { id: 'store-quick-order', label: 'Quick Order', to: '/pages/store/cart/quick-order' },
  { id: 'store-cart', label: 'Cart', to: '/pages/store/cart' },
  { id: 'store-training', label: 'Training Store', to: '/pages/training-store' },
];

const TRAINING_PRODUCTS = [
  'Aerial Devices',
  'Chippers',
  'Cranes',
  'Digger Derricks',
  'Lights and Signs',
  'Specialty',
];
const TRAINING_CATEGORIES = ['APN', 'Maintenance', 'Operator Training', 'Workplace Safety'];

export const TRAINING_MENU: readonly MenuItem[] = [
  { id: 'training-home', label: 'Training Store', to: '/pages/training-store' },
  { id: 'training-cart', label: 'Training Cart', to: '/pages/training-store/cart' },
  {
    id: 'training-products',
    label: 'Courses by Equipment',
    children: TRAINING_PRODUCTS.map((name) => ({
      id: `training-product-${name}`,
      label: name,
      to: `/pages/training-store/search?productFilters=${encodeURIComponent(name)}`,
    })),
  },
  {
    id: 'training-categories',
    label: 'Courses by Category',
    children: TRAINING_CATEGORIES.map((name) => ({
      id: `training-category-${name}`,
      label: name,
      to: `/pages/training-store/search?categoryFilters=${encodeURIComponent(name)}`,
    })),
  },
  // spec 6: "Course credit links only for B2B registration type on the training store"
  {
    id: 'training-credits',
    label: 'Course Credits and Orders',
    to: '/pages/dashboard/training/orders',
    audience: 'b2b',
    rule: { one: 'B2B_View_Orders' },
  },
  { id: 'training-supply', label: 'Supply Store', to: '/pages/store' },
];

export const MY_ACCOUNT_MENU: readonly MenuItem[] = [
  { id: 'my-account-home', label: 'My Account', to: '/pages/my-account' },
  { id: 'my-account-info', label: 'Account Information', to: '/pages/my-account/editAccountInfo' },
  { id: 'my-account-addresses', label: 'Address Book', to: '/pages/my-account/addressBook' },
  { id: 'my-account-payments', label: 'Payment Methods', to: '/pages/my-account/paymentMethodsPage' },
  { id: 'my-account-lists', label: 'Shopping Lists', to: '/pages/my-account/shoppingLists' },
  { id: 'my-account-orders', label: 'Order History', to: '/pages/my-account/orderHistoryPage' },
  {
    id: 'my-account-training-orders',
    label: 'Training Order History',
    to: '/pages/my-account/trainingStoreOrderHistoryPage',
  },
  {
    id: 'my-account-notifications',
    label: 'Notification Settings',
    to: '/pages/my-account/notificationSettings',
  },
];

const PRODUCT_OWNER: PrivilegeRule = { any: ['Product_Owner_Admin', 'Developer_Admin'] };

export const CSR_MENU: readonly MenuItem[] = [
  {
    id: 'csr-home',
    label: 'Customer Support',
    to: '/pages/csr/customerSupport',
    rule: { one: 'CSR_User_Management' },
  },
  {
    id: 'csr-roles',
    label: 'Role Management',
    to: '/pages/csr/customerSupport/roleManagement',
    rule: { one: 'CSR_Role_Management' },
  },
  {
    id: 'csr-approval',
    label: 'Registration Approval',
    to: '/pages/csr/customerSupport/approval',
    rule: { one: 'CSR_Registration' },
  },
  {
    id: 'csr-internal-users',
    label: 'Internal Users',
    to: '/pages/csr/customerSupport/internalUserMgmt',
    rule: PRODUCT_OWNER,
  },
  {
    id: 'csr-organizations',
    label: 'Organization Support',
    to: '/pages/csr/customerSupport/organizationSupport',
    rule: PRODUCT_OWNER,
  },
  {
    id: 'csr-search-index',
    label: 'Product Search Index',
    to: '/pages/csr/customerSupport/productSearchIndex',
    rule: PRODUCT_OWNER,
  },
];

export type SideMenuArea = 'store' | 'training' | 'dashboard' | 'my-account' | 'csr';

export const SIDE_MENUS: Record<SideMenuArea, { title: string; items: readonly MenuItem[] }> = {
  store: { title: 'Supply Store', items: STORE_MENU },
  training: { title: 'Training Store', items: TRAINING_MENU },
  dashboard: { title: 'Dashboard', items: DASHBOARD_MENU },
  'my-account': { title: 'My Account', items: MY_ACCOUNT_MENU },
  csr: { title: 'Customer Support', items: CSR_MENU },
};

/** The side menu of an area; pages outside these areas (help, registration…) get the store's. */
export function sideMenuArea(areaId: RemoteId | null): SideMenuArea {
  switch (areaId) {
    case 'training':
    case 'dashboard':
    case 'my-account':
    case 'csr':
      return areaId;
    default:
      return 'store';
  }
}
