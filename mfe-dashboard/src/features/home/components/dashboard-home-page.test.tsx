import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/dashboard-summary';
import DashboardHomePage from './dashboard-home-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/dashboard-summary', () => ({ dashboardSummary: jest.fn() }));
const dashboardSummary = api.dashboardSummary as jest.MockedFunction<typeof api.dashboardSummary>;

const navigator = testNavigator();

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard" navigator={navigator}>
        <DashboardHomePage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('shows only the widgets the API answered, each linking to its page', async () => {
  dashboardSummary.mockResolvedValue({
    accountIds: ['A1'],
    widgets: {
      fleet: { unitCount: 12, unitsWithWarnings: 3 },
      serviceRequests: {
        openCount: 1,
        recent: [
          {
            srId: 'SR-1',
            srNumber: '7001',
            status: 'OPEN',
            summary: 'Boom drift',
            instanceId: 'U-1',
            openedAt: '2026-03-07T10:00:00.000Z',
          },
        ],
      },
    },
  });
  renderHome();
  expect(await screen.findByText('12 units · 3 with warnings')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View My Fleet' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet',
  );
  expect(screen.getByRole('link', { name: '7001' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/service/details/SR-1',
  );
  expect(screen.getByText(/03\/07\/2026/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Service Jobs' })).toHaveAttribute('target', '_blank');
  // no privilege, no widget
  expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'APNs' })).not.toBeInTheDocument();
});

it('says so when the summary cannot be loaded', async () => {
  dashboardSummary.mockRejectedValue(new Error('down'));
  renderHome();
  expect(await screen.findByText('The dashboard could not be loaded. Please try again.')).toBeInTheDocument();
});
