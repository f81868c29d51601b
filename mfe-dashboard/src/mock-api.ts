// The dashboard's mock API (README "A mock API"): what its pages call, answered with the types they expect, for
// component work without a portal (PORTAL_MOCK_API=true npm run dev -w @portal/mfe-dashboard).
import { startMockApi as startWorker, mockGateway } from '@portal/api-client/mock-api';
import type { DashboardSummary } from './features/home/types/dashboard-summary';

const summary: DashboardSummary = {
  accountIds: ['410010'],
  widgets: {
    fleet: { unitCount: 12, unitsWithWarnings: 2 },
    serviceRequests: { openCount: 0, recent: [] },
    notices: { openNoticeCount: 3, openUnitCount: 2 },
    warranty: { inProgressCount: 1 },
    orders: { recent: [] },
    invoices: { dueCount: 1, pastDueCount: 0, balanceDue: [{ currency: 'USD', amount: 1250 }] },
  },
};

export function startMockApi(): Promise<void> {
  return startWorker([mockGateway<DashboardSummary>('/dashboard/summary', () => summary)]);
}
