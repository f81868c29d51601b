// The Dashboard area's manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it — URL prefixes, routes with titles, guards and menus. Plain data: the build writes it as area.json and
// publishing puts it in remotes.json, so a release of this remote can add a guarded page with a menu entry alone.
import type { AreaGuard, AreaManifest, PrivilegeRule } from '@portal/shared-session';

const INVOICES: PrivilegeRule = { any: ['B2B_View_All_Invoices', 'B2B_View_Default_Invoices'] };
const ORDER_SUPPLY_ALLOWED: PrivilegeRule = { not: ['B2B_Disallow_Order_Supply'] };
const WARRANTY_SUBMIT: PrivilegeRule = { any: ['B2B_Warranty_Submit', 'Demo_Only_Warranty_Submit'] };
/** spec 6: "JEMS History needs Developer_Admin and B2B_Reporting" (the API refuses the reports to anyone else) */
const JEMS_HISTORY: PrivilegeRule = { all: ['Developer_Admin', 'B2B_Reporting'] };
/** spec 6: "Users link appears when the user lacks B2B_View_Organization_Groups" (and administers users) */
const USERS_ONLY: PrivilegeRule = {
  and: [{ one: 'B2B_Delegated_Customer_Admin' }, { not: ['B2B_View_Organization_Groups'] }],
};
/** spec 6: "Users/Contacts needs both that and delegated admin" */
const USERS_AND_CONTACTS: PrivilegeRule = {
  all: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'],
};
/** spec 6's display names of the privileges these links stand for */
const VIEW_SERVICE_JOBS = 'View Service Jobs';
const USER_MANAGEMENT = 'User Management';

/** Every dashboard page: guests sign in, internal staff go to associateLanding, then the page's privileges. */
const guard = (prefix: string, rule: PrivilegeRule): AreaGuard => ({
  prefix,
  steps: [
    { when: 'guest', then: 'login' },
    { when: 'internal', then: { redirect: '/pages/associateLanding' } },
    { require: rule },
  ],
});

export const area: AreaManifest = {
  manifestVersion: 1,
  id: 'dashboard',
  label: 'Dashboard',
  prefixes: ['/pages/dashboard', '/pages/associateLanding'],
  routes: [
    { path: '/pages/dashboard', title: 'Dashboard' },
    { path: '/pages/dashboard/force-reinitialize-dashapp', title: 'Dashboard' },
    { path: '/pages/dashboard/equipment/fleet', title: 'My Fleet' },
    { path: '/pages/dashboard/equipment/fleet/unit/:instanceId', title: 'Unit' },
    { path: '/pages/dashboard/equipment/apns', title: 'APNs' },
    { path: '/pages/dashboard/equipment/apns/complete', title: 'Report a Completed APN' },
    { path: '/pages/dashboard/equipment/apns/details/:apnId', title: 'APN Details' },
    { path: '/pages/dashboard/equipment/warranty', title: 'Warranty' },
    { path: '/pages/dashboard/equipment/warranty/detail/:claimId', title: 'Warranty Claim' },
    { path: '/pages/dashboard/equipment/warranty/claim', title: 'Submit a Claim' },
    { path: '/pages/dashboard/equipment/warranty/address', title: 'Default Information' },
    { path: '/pages/dashboard/equipment/fleetservices/safety', title: 'Safety' },
    { path: '/pages/dashboard/equipment/fleetservices/safety/alms', title: 'ALMS' },
    { path: '/pages/dashboard/equipment/fleetservices/performance', title: 'Performance' },
    { path: '/pages/dashboard/equipment/fleetservices/compliance/jems/insights', title: 'JEMS Insights' },
    {
      path: '/pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports',
      title: 'JEMS Reports',
    },
    { path: '/pages/dashboard/equipment/fleetservices/event-details/:instanceId', title: 'Event Details' },
    { path: '/pages/dashboard/equipment/service', title: 'Service' },
    { path: '/pages/dashboard/equipment/service/details/:srId', title: 'Service Request' },
    { path: '/pages/dashboard/equipment/parts', title: 'Replacement Parts' },
    { path: '/pages/dashboard/equipment/parts/quick-order', title: 'Replacement Parts Quick Order' },
    { path: '/pages/dashboard/account/orders', title: 'Orders' },
    { path: '/pages/dashboard/account/orders/details/:orderId', title: 'Order Details' },
    { path: '/pages/dashboard/training/orders', title: 'Training Orders' },
    { path: '/pages/dashboard/account/arinvoice', title: 'Invoices' },
    { path: '/pages/dashboard/account/arinvoice/support', title: 'Invoice Support' },
    { path: '/pages/dashboard/account/arinvoice/payment-instructions', title: 'Payment Instructions' },
    { path: '/pages/dashboard/admin/contactManagement', title: 'User Management' },
    { path: '/pages/dashboard/admin/groups', title: 'Groups' },
    { path: '/pages/dashboard/admin/groups/details/:groupId', title: 'Group Details' },
    { path: '/pages/dashboard/admin/opready', title: 'OpReady' },
    { path: '/pages/associateLanding', title: 'Choose an Organization' },
  ],
  guards: [
    guard('/pages/dashboard', { one: 'B2B_Dashboard' }),
    guard('/pages/dashboard/admin', {
      any: ['B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'],
    }),
    guard('/pages/dashboard/admin/groups', { one: 'B2B_View_Organization_Groups' }),
    guard('/pages/dashboard/admin/contactManagement', { one: 'B2B_Delegated_Customer_Admin' }),
    guard('/pages/dashboard/admin/opready', { one: 'B2B_Reporting' }),
    guard('/pages/dashboard/account/orders', { one: 'B2B_View_Orders' }),
    guard('/pages/dashboard/training/orders', { one: 'B2B_View_Orders' }),
    guard('/pages/dashboard/equipment/parts', { one: 'B2B_View_Replacement_Parts' }),
    guard('/pages/dashboard/equipment/fleet', { one: 'B2B_Fleet_Search' }),
    guard('/pages/dashboard/equipment/apns', { one: 'B2B_View_APNs' }),
    guard('/pages/dashboard/equipment/apns/complete', { one: 'B2B_Report_APNs' }),
    guard('/pages/dashboard/equipment/service', { one: 'B2B_View_SRs' }),
    guard('/pages/dashboard/equipment/warranty', { one: 'B2B_Warranty_View' }),
    guard('/pages/dashboard/equipment/warranty/claim', WARRANTY_SUBMIT),
    guard('/pages/dashboard/equipment/warranty/address', WARRANTY_SUBMIT),
    guard('/pages/dashboard/force-reinitialize-dashapp', { one: 'B2B_Dashboard' }),
    // without it the page let every dashboard user in and then showed the API's refusal as an error
    guard('/pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports', JEMS_HISTORY),
    {
      // internal staff choose the organisation they act for here (spec 2)
      prefix: '/pages/associateLanding',
      steps: [
        { when: 'guest', then: 'login' },
        { when: { not: 'internal' }, then: 'access-denied' },
      ],
    },
  ],
  // spec 2: Dashboard; Equipment; Insights; Reports; Service; Orders and Invoices; Administration
  menu: {
    title: 'Dashboard',
    items: [
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
            rule: {
              and: [{ one: 'B2B_View_Organization_Groups' }, { not: ['B2B_Delegated_Customer_Admin'] }],
            },
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
            // issue 22: rolled out per flag group (seeded off for internal associates)
            flag: 'dashboard-load-monitoring-menu',
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
            rule: JEMS_HISTORY,
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
            label: VIEW_SERVICE_JOBS,
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
          {
            id: 'dash-invoices',
            label: 'Invoices',
            to: '/pages/dashboard/account/arinvoice',
            rule: INVOICES,
          },
        ],
      },
      {
        id: 'dash-admin',
        label: 'Administration',
        // spec 6: "Administration with B2B_Delegated_Customer_Admin"
        rule: { one: 'B2B_Delegated_Customer_Admin' },
        children: [
          {
            id: 'dash-users',
            label: 'Users',
            to: '/pages/dashboard/admin/contactManagement',
            rule: USERS_ONLY,
          },
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
    ],
  },
  // the user box: what the account holds, by privilege (the other areas' entries are placed by `order`)
  accountMenu: [
    {
      id: 'account-dashboard',
      label: 'Dashboard',
      to: '/pages/dashboard',
      rule: { one: 'B2B_Dashboard' },
      order: 10,
    },
    {
      id: 'account-parts',
      label: 'Parts',
      to: '/pages/dashboard/equipment/parts',
      rule: { and: [{ one: 'B2B_View_Replacement_Parts' }, ORDER_SUPPLY_ALLOWED] },
      order: 20,
    },
    {
      id: 'account-supply-orders',
      label: 'Supply Orders',
      to: '/pages/dashboard/account/orders',
      rule: { and: [{ one: 'B2B_View_Orders' }, ORDER_SUPPLY_ALLOWED] },
      order: 30,
    },
    {
      id: 'account-training-orders',
      label: 'Training Orders',
      to: '/pages/dashboard/training/orders',
      rule: { one: 'B2B_View_Orders' },
      order: 40,
    },
    {
      id: 'account-invoices',
      label: 'Invoices',
      to: '/pages/dashboard/account/arinvoice',
      rule: INVOICES,
      order: 50,
    },
    {
      id: 'account-service',
      label: VIEW_SERVICE_JOBS,
      to: '/pages/dashboard/equipment/service',
      newTab: true,
      rule: { one: 'B2B_View_SRs' },
      order: 60,
    },
    {
      id: 'account-user-management',
      label: USER_MANAGEMENT,
      to: '/pages/dashboard/admin/contactManagement',
      rule: { one: 'B2B_Delegated_Customer_Admin' },
      order: 70,
    },
    {
      id: 'account-choose-org',
      label: 'Choose an Organization',
      to: '/pages/associateLanding',
      audience: 'internal',
      order: 100,
    },
  ],
};
