import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { PortalApiError } from '@portal/api-client';
import * as api from '../api/telematics';
import type { InsightResponse, TelematicsEvent } from '../types/telematics';
import type { ChartTable as ChartTableComponent } from './chart-table';
import SafetyPage from './safety-page';
import { testNavigator } from '@portal/shared-session/testing';

type ChartTableModule = { ChartTable: typeof ChartTableComponent };

jest.mock('../api/telematics', () => ({ fetchInsight: jest.fn(), searchEvents: jest.fn() }));
// recharts measures its container, which jsdom cannot: the chart is its figure and table here (the drawing is
// checked in the Playwright journey)
jest.mock('./insight-chart', () => {
  const { ChartTable } = jest.requireActual<ChartTableModule>('./chart-table');
  return {
    InsightChart: ({ spec, rows }: { spec: { title: string; series: [] }; rows: [] }) => (
      <figure aria-label={spec.title}>
        <ChartTable caption={spec.title} periodHeading="Period" rows={rows} series={spec.series} />
      </figure>
    ),
  };
});
const fetchInsight = api.fetchInsight as jest.MockedFunction<typeof api.fetchInsight>;
const searchEvents = api.searchEvents as jest.MockedFunction<typeof api.searchEvents>;

const navigator = testNavigator();

const event: TelematicsEvent = {
  eventId: 'EV-1',
  instanceId: '2000042',
  accountId: '410100',
  unitSerial: '19AB10042',
  model: 'TA-40',
  customerVehicleNumber: null,
  category: 'SAFETY',
  type: 'TILT_ALARM',
  severity: 'HIGH',
  occurredAt: '2025-05-12T14:05:00.000Z',
  location: { latitude: 35, longitude: -90, description: 'Memphis, TN' },
  value: null,
  details: null,
};

function renderAt(url: string) {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={url} navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/equipment/fleetservices/safety" element={<SafetyPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('charts the safety series and the events by type, lists the events with links to event details', async () => {
  const insight: InsightResponse = {
    insight: 'safety',
    interval: 'month',
    points: [
      { period: '2025-04-01', safetyEvents: 14, unitsReporting: 20 },
      { period: '2025-05-01', safetyEvents: 9, unitsReporting: 21 },
    ],
    eventsByType: [{ type: 'TILT_ALARM', count: 23 }],
  };
  fetchInsight.mockResolvedValue(insight);
  searchEvents.mockResolvedValue({ content: [event], totalRecords: 1 });
  renderAt('/pages/dashboard/equipment/fleetservices/safety?interval=month&start=2025-04-01');

  const safety = await screen.findByRole('figure', { name: 'Safety events' });
  expect(within(safety).getByRole('row', { name: '04/2025 14' })).toBeInTheDocument();
  expect(within(safety).getByRole('row', { name: '05/2025 9' })).toBeInTheDocument();
  const byType = screen.getByRole('figure', { name: 'Events by type' });
  expect(within(byType).getByRole('row', { name: 'Tilt Alarm 23' })).toBeInTheDocument();
  expect(fetchInsight).toHaveBeenCalledWith(
    { insight: 'safety', interval: 'month', range: { start: '2025-04-01', end: null } },
    expect.anything(),
  );

  const events = await screen.findByRole('table', { name: 'Recent safety events' });
  expect(within(events).getByRole('link', { name: '19AB10042' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleetservices/event-details/2000042',
  );
  expect(within(events).getByText('05/12/2025 14:05 UTC')).toBeInTheDocument();
  expect(searchEvents).toHaveBeenCalledWith(
    expect.objectContaining({ categories: ['SAFETY'], page: 0, size: 10 }),
    expect.anything(),
  );
});

it('says No Results Found for an empty range and explains a missing privilege', async () => {
  fetchInsight.mockResolvedValue({ insight: 'safety', interval: 'week', points: [], eventsByType: [] });
  searchEvents.mockRejectedValue(
    new PortalApiError({
      status: 403,
      url: '/api/integration',
      source: 'gateway',
      body: null,
      requestRoute: '/pages/dashboard/equipment/fleetservices/safety',
    }),
  );
  renderAt('/pages/dashboard/equipment/fleetservices/safety');
  expect(await screen.findAllByText('No Results Found')).toHaveLength(1);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account does not have access to events.');
});
