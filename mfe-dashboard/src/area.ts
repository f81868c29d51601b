// The Dashboard area's manifest (the contract and why it is plain data: shared-session's area-manifest.ts). Who may
// open a page is its route's rule (spec 6's dashboard guard by URL); a menu entry leading to a route is shown exactly
// when that rule admits the user (ADR 0021).
import { defineArea, route } from '@portal/shared-session/area';

/** spec 6's display names of the privileges these links stand for */
const VIEW_SERVICE_JOBS = 'View Service Jobs';
const USER_MANAGEMENT = 'User Management';

const DASHBOARD = '/pages/dashboard';
const FLEET_SERVICES = `${DASHBOARD}/equipment/fleetservices`;

export const area = defineArea({
  id: 'dashboard',
  label: 'Dashboard',
  prefixes: [DASHBOARD, '/pages/associateLanding'],
  routes: [
    route(DASHBOARD, 'Dashboard', 'dashboard.home'),
    route(`${DASHBOARD}/force-reinitialize-dashapp`, 'Dashboard', 'dashboard.home'),
    route(`${DASHBOARD}/equipment/fleet`, 'My Fleet', 'dashboard.fleet'),
    route(`${DASHBOARD}/equipment/fleet/unit/:instanceId`, 'Unit', 'dashboard.fleet'),
    route(`${DASHBOARD}/equipment/apns`, 'APNs', 'dashboard.apns'),
    route(`${DASHBOARD}/equipment/apns/complete`, 'Report a Completed APN', 'dashboard.apns-report'),
    route(`${DASHBOARD}/equipment/apns/details/:apnId`, 'APN Details', 'dashboard.apns'),
    route(`${DASHBOARD}/equipment/warranty`, 'Warranty', 'dashboard.warranty'),
    route(`${DASHBOARD}/equipment/warranty/detail/:claimId`, 'Warranty Claim', 'dashboard.warranty'),
    route(`${DASHBOARD}/equipment/warranty/claim`, 'Submit a Claim', 'dashboard.warranty-submit'),
    route(`${DASHBOARD}/equipment/warranty/address`, 'Default Information', 'dashboard.warranty-submit'),
    route(`${FLEET_SERVICES}/safety`, 'Safety', 'dashboard.safety'),
    route(`${FLEET_SERVICES}/safety/alms`, 'ALMS', 'dashboard.alms'),
    route(`${FLEET_SERVICES}/performance`, 'Performance', 'dashboard.performance'),
    route(`${FLEET_SERVICES}/compliance/jems/insights`, 'JEMS Insights', 'dashboard.jems'),
    route(`${FLEET_SERVICES}/compliance/jems/insights/reports`, 'JEMS Reports', 'dashboard.jems-history'),
    route(`${FLEET_SERVICES}/event-details/:instanceId`, 'Event Details', 'dashboard.event-details'),
    route(`${DASHBOARD}/equipment/service`, 'Service', 'dashboard.service'),
    route(`${DASHBOARD}/equipment/service/details/:srId`, 'Service Request', 'dashboard.service'),
    route(`${DASHBOARD}/equipment/parts`, 'Replacement Parts', 'dashboard.parts'),
    route(`${DASHBOARD}/equipment/parts/quick-order`, 'Replacement Parts Quick Order', 'dashboard.parts'),
    route(`${DASHBOARD}/account/orders`, 'Orders', 'dashboard.supply-orders'),
    route(`${DASHBOARD}/account/orders/details/:orderId`, 'Order Details', 'dashboard.supply-orders'),
    route(`${DASHBOARD}/training/orders`, 'Training Orders', 'dashboard.training-orders'),
    route(`${DASHBOARD}/account/arinvoice`, 'Invoices', 'dashboard.invoices'),
    route(`${DASHBOARD}/account/arinvoice/support`, 'Invoice Support', 'dashboard.invoices'),
    route(
      `${DASHBOARD}/account/arinvoice/payment-instructions`,
      'Payment Instructions',
      'dashboard.invoices',
    ),
    route(`${DASHBOARD}/account/statement`, 'Account Statement', 'dashboard.invoices'),
    route(`${DASHBOARD}/account/arinvoice/pay`, 'Pay Invoices', 'dashboard.invoices-pay'),
    route(`${DASHBOARD}/admin/contactManagement`, 'User Management', 'dashboard.users'),
    route(`${DASHBOARD}/admin/groups`, 'Groups', 'dashboard.groups'),
    route(`${DASHBOARD}/admin/groups/details/:groupId`, 'Group Details', 'dashboard.groups'),
    route(`${DASHBOARD}/admin/opready`, 'OpReady', 'dashboard.opready'),
    route(`${DASHBOARD}/admin/orderApprovals`, 'Order Approvals', 'dashboard.order-approvals'),
    // internal staff choose the organisation they act for here (spec 2)
    route('/pages/associateLanding', 'Choose an Organization', 'associate-landing'),
  ],
  guards: [
    // spec 6: "internal associates are redirected away from … dashboard" (their rules do not admit them either)
    { prefix: DASHBOARD, steps: [{ when: 'internal', then: { redirect: '/pages/associateLanding' } }] },
  ],
  // spec 2: Dashboard; Equipment; Insights; Reports; Service; Orders and Invoices; Administration
  menu: {
    title: 'Dashboard',
    items: [
      { id: 'dash-home', label: 'Dashboard', to: DASHBOARD },
      {
        id: 'dash-equipment',
        label: 'Equipment',
        children: [
          { id: 'dash-fleet', label: 'My Fleet', to: `${DASHBOARD}/equipment/fleet` },
          { id: 'dash-groups', label: 'Groups', to: `${DASHBOARD}/admin/groups` },
          { id: 'dash-apns', label: 'APNs', to: `${DASHBOARD}/equipment/apns` },
          { id: 'dash-warranty', label: 'Warranty', to: `${DASHBOARD}/equipment/warranty` },
          { id: 'dash-parts', label: 'Replacement Parts', to: `${DASHBOARD}/equipment/parts` },
        ],
      },
      {
        id: 'dash-insights',
        label: 'Insights',
        children: [
          { id: 'dash-safety', label: 'Safety', to: `${FLEET_SERVICES}/safety` },
          {
            id: 'dash-alms',
            label: 'Load Monitoring',
            to: `${FLEET_SERVICES}/safety/alms`,
            // issue 22: rolled out per flag group (seeded off for internal associates)
            flag: 'dashboard-load-monitoring-menu',
          },
          { id: 'dash-performance', label: 'Performance', to: `${FLEET_SERVICES}/performance` },
          { id: 'dash-jems', label: 'JEMS Insights', to: `${FLEET_SERVICES}/compliance/jems/insights` },
          // spec 6: "JEMS History needs Developer_Admin and B2B_Reporting": the history report's page
          {
            id: 'dash-jems-history',
            label: 'JEMS History',
            to: `${FLEET_SERVICES}/compliance/jems/insights/reports`,
          },
        ],
      },
      {
        id: 'dash-reports',
        label: 'Reports',
        children: [{ id: 'dash-opready', label: 'Operational Readiness', to: `${DASHBOARD}/admin/opready` }],
      },
      {
        id: 'dash-service',
        label: 'Service',
        children: [
          {
            id: 'dash-service-jobs',
            label: VIEW_SERVICE_JOBS,
            to: `${DASHBOARD}/equipment/service`,
            newTab: true,
          },
        ],
      },
      {
        id: 'dash-orders',
        label: 'Orders and Invoices',
        children: [
          { id: 'dash-supply-orders', label: 'Supply Orders', to: `${DASHBOARD}/account/orders` },
          { id: 'dash-training-orders', label: 'Training Orders', to: `${DASHBOARD}/training/orders` },
          { id: 'dash-invoices', label: 'Invoices', to: `${DASHBOARD}/account/arinvoice` },
          { id: 'dash-statement', label: 'Account Statement', to: `${DASHBOARD}/account/statement` },
          { id: 'dash-pay-invoices', label: 'Pay Invoices', to: `${DASHBOARD}/account/arinvoice/pay` },
        ],
      },
      {
        // spec 6: "Administration with B2B_Delegated_Customer_Admin": the contactManagement page, and order approvals
        id: 'dash-admin',
        label: 'Administration',
        children: [
          {
            // spec 6: "Users link appears when the user lacks B2B_View_Organization_Groups; Users/Contacts needs
            // both that and delegated admin"
            id: 'dash-users',
            label: 'Users',
            to: `${DASHBOARD}/admin/contactManagement`,
            altLabel: { when: 'users.contacts', label: 'Users/Contacts' },
          },
          // issue 39: orders above a buyer's spending limit, and the limits
          { id: 'dash-order-approvals', label: 'Order Approvals', to: `${DASHBOARD}/admin/orderApprovals` },
        ],
      },
    ],
  },
  // the user box: what the account holds (the other areas' entries are placed by `order`); spec 6:
  // "B2B_Disallow_Order_Supply hides Parts and Supply Orders in the account menu" — their pages' rules say so
  accountMenu: [
    { id: 'account-dashboard', label: 'Dashboard', to: DASHBOARD, order: 10 },
    { id: 'account-parts', label: 'Parts', to: `${DASHBOARD}/equipment/parts`, order: 20 },
    { id: 'account-supply-orders', label: 'Supply Orders', to: `${DASHBOARD}/account/orders`, order: 30 },
    {
      id: 'account-training-orders',
      label: 'Training Orders',
      to: `${DASHBOARD}/training/orders`,
      order: 40,
    },
    { id: 'account-invoices', label: 'Invoices', to: `${DASHBOARD}/account/arinvoice`, order: 50 },
    {
      id: 'account-service',
      label: VIEW_SERVICE_JOBS,
      to: `${DASHBOARD}/equipment/service`,
      newTab: true,
      order: 60,
    },
    {
      id: 'account-user-management',
      label: USER_MANAGEMENT,
      to: `${DASHBOARD}/admin/contactManagement`,
      order: 70,
    },
    { id: 'account-choose-org', label: 'Choose an Organization', to: '/pages/associateLanding', order: 100 },
  ],
});
