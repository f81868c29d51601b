// The Dashboard area's pages by route (the routes and titles are in area.ts). Every route has its page
// (createRemoteApplication refuses one without). The home is in the remote's first chunk (the way in,
// as the training store's: its widgets are the page's largest paint once the summary answers, and a lazy home put
// one more request before them; issue 18); every other page loads on demand, the internal staff's landing page too.
import { lazy } from 'react';
import type { RemotePages } from '@portal/shared-session';
import DashboardHomePage from './features/home/components/dashboard-home-page';

const AssociateLandingPage = lazy(() =>
  import('./features/associate-landing/components/associate-landing-page').then((m) => ({
    default: m.AssociateLandingPage,
  })),
);

// commerce and administration pages (issue 14), each its own chunk
const InvoicesPage = lazy(() => import('./features/invoices/invoices-page'));
const InvoiceSupportPage = lazy(() => import('./features/invoices/invoice-support-page'));
const PaymentInstructionsPage = lazy(() => import('./features/invoices/payment-instructions-page'));
const StatementPage = lazy(() => import('./features/statements/statement-page'));
const PayInvoicesPage = lazy(() => import('./features/payments/pay-invoices-page'));
const ContactManagementPage = lazy(() => import('./features/contacts/contact-management-page'));
const OrdersPage = lazy(() => import('./features/orders/orders-page'));
const OrderDetailPage = lazy(() => import('./features/orders/order-detail-page'));
const TrainingOrdersPage = lazy(() => import('./features/orders/training-orders-page'));
const ReplacementPartsPage = lazy(() => import('./features/replacement-parts/replacement-parts-page'));
const OpReadyPage = lazy(() => import('./features/opready/opready-page'));
const OrderApprovalsPage = lazy(() => import('./features/order-approvals/order-approvals-page'));
const PartsQuickOrderPage = lazy(() => import('./features/replacement-parts/quick-order-page'));
// equipment pages (issue 13)
const FleetPage = lazy(() => import('./features/fleet/components/fleet-page'));
const UnitPage = lazy(() => import('./features/fleet/components/unit-page'));
const GroupsPage = lazy(() => import('./features/groups/components/groups-page'));
const GroupDetailsPage = lazy(() => import('./features/groups/components/group-details-page'));
const NoticesPage = lazy(() => import('./features/notices/components/notices-page'));
const NoticeDetailsPage = lazy(() => import('./features/notices/components/notice-details-page'));
const ServiceRequestsPage = lazy(
  () => import('./features/service-requests/components/service-requests-page'),
);
const ServiceRequestDetailsPage = lazy(
  () => import('./features/service-requests/components/service-request-details-page'),
);
const WarrantyPage = lazy(() => import('./features/warranty/components/warranty-page'));
const ClaimDetailPage = lazy(() => import('./features/warranty/components/claim-detail-page'));
const ClaimPage = lazy(() => import('./features/warranty/components/claim-page'));
const DefaultInformationPage = lazy(() => import('./features/warranty/components/default-information-page'));

// fleet-services insights (issue 13): one chunk, named for its charting library so a test can tell that the
// dashboard's first load holds none of it (ADR 0014)
const fleetServices = () =>
  import(/* webpackChunkName: "fleet-services-recharts" */ './features/fleet-services/fleet-services-pages');
const SafetyPage = lazy(() => fleetServices().then((m) => ({ default: m.SafetyPage })));
const AlmsPage = lazy(() => fleetServices().then((m) => ({ default: m.AlmsPage })));
const PerformancePage = lazy(() => fleetServices().then((m) => ({ default: m.PerformancePage })));
const JemsInsightsPage = lazy(() => fleetServices().then((m) => ({ default: m.JemsInsightsPage })));
const JemsReportsPage = lazy(() => fleetServices().then((m) => ({ default: m.JemsReportsPage })));
const EventDetailsPage = lazy(() => fleetServices().then((m) => ({ default: m.EventDetailsPage })));
const ReportCompletedApnPage = lazy(() => import('./features/notices/components/report-completed-apn-page'));
const ForceReinitializePage = lazy(() => import('./features/reinitialize/force-reinitialize-page'));

export const pages: RemotePages = {
  '/pages/dashboard': DashboardHomePage,
  '/pages/dashboard/equipment/fleet': FleetPage,
  '/pages/dashboard/equipment/fleet/unit/:instanceId': UnitPage,
  '/pages/dashboard/admin/groups': GroupsPage,
  '/pages/dashboard/admin/groups/details/:groupId': GroupDetailsPage,
  '/pages/dashboard/equipment/apns': NoticesPage,
  '/pages/dashboard/equipment/apns/details/:apnId': NoticeDetailsPage,
  '/pages/dashboard/equipment/apns/complete': ReportCompletedApnPage,
  '/pages/dashboard/force-reinitialize-dashapp': ForceReinitializePage,
  '/pages/dashboard/equipment/fleetservices/safety': SafetyPage,
  '/pages/dashboard/equipment/fleetservices/safety/alms': AlmsPage,
  '/pages/dashboard/equipment/fleetservices/performance': PerformancePage,
  '/pages/dashboard/equipment/fleetservices/compliance/jems/insights': JemsInsightsPage,
  '/pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports': JemsReportsPage,
  '/pages/dashboard/equipment/fleetservices/event-details/:instanceId': EventDetailsPage,
  '/pages/dashboard/equipment/service': ServiceRequestsPage,
  '/pages/dashboard/equipment/service/details/:srId': ServiceRequestDetailsPage,
  '/pages/dashboard/equipment/warranty': WarrantyPage,
  '/pages/dashboard/equipment/warranty/detail/:claimId': ClaimDetailPage,
  '/pages/dashboard/equipment/warranty/claim': ClaimPage,
  '/pages/dashboard/equipment/warranty/address': DefaultInformationPage,
  '/pages/dashboard/account/arinvoice': InvoicesPage,
  '/pages/dashboard/account/statement': StatementPage,
  '/pages/dashboard/account/arinvoice/pay': PayInvoicesPage,
  '/pages/dashboard/account/arinvoice/support': InvoiceSupportPage,
  '/pages/dashboard/account/arinvoice/payment-instructions': PaymentInstructionsPage,
  '/pages/dashboard/admin/contactManagement': ContactManagementPage,
  '/pages/dashboard/account/orders': OrdersPage,
  '/pages/dashboard/account/orders/details/:orderId': OrderDetailPage,
  '/pages/dashboard/training/orders': TrainingOrdersPage,
  '/pages/dashboard/equipment/parts': ReplacementPartsPage,
  '/pages/dashboard/admin/opready': OpReadyPage,
  '/pages/dashboard/admin/orderApprovals': OrderApprovalsPage,
  '/pages/dashboard/equipment/parts/quick-order': PartsQuickOrderPage,
  '/pages/associateLanding': AssociateLandingPage,
};
