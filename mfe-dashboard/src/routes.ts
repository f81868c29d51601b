// Every route of the Dashboard area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';
import { AssociateLandingPage } from './features/associate-landing/components/associate-landing-page';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/dashboard', title: 'Dashboard' },
  { path: '/pages/dashboard/force-reinitialize-dashapp', title: 'Dashboard' },
  { path: '/pages/dashboard/equipment/fleet', title: 'My Fleet' },
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
  { path: '/pages/dashboard/training/orders', title: 'Training Orders' },
  { path: '/pages/dashboard/account/arinvoice', title: 'Invoices' },
  { path: '/pages/dashboard/account/arinvoice/support', title: 'Invoice Support' },
  { path: '/pages/dashboard/account/arinvoice/payment-instructions', title: 'Payment Instructions' },
  { path: '/pages/dashboard/admin/contactManagement', title: 'User Management' },
  { path: '/pages/dashboard/admin/groups', title: 'Groups' },
  { path: '/pages/dashboard/admin/groups/details/:groupId', title: 'Group Details' },
  { path: '/pages/dashboard/admin/opready', title: 'OpReady' },
  { path: '/pages/associateLanding', title: 'Choose an Organization', Page: AssociateLandingPage },
];
