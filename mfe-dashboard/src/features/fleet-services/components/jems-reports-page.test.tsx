import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import * as api from '../api/telematics';
import type { JemsHistoryUnit } from '../types/telematics';
import JemsReportsPage, { JEMS_REPORTS } from './jems-reports-page';

jest.mock('../api/telematics', () => ({ fetchInsight: jest.fn(), searchEvents: jest.fn() }));
// recharts measures its container, which jsdom cannot: the chart is checked in the Playwright journey
jest.mock('./insight-chart', () => ({
  InsightChart: ({ spec }: { spec: { title: string } }) => <figure aria-label={spec.title} />,
}));
const fetchInsight = api.fetchInsight as jest.MockedFunction<typeof api.fetchInsight>;

const unit = (n: number, lowest: number | null): JemsHistoryUnit => ({
  instanceId: `200000${n}`,
  unitSerial: `19AB1000${n}`,
  model: 'TA-40',
  days: 3 + n,
  engineOffMinutes: 1200 * n,
  lowestStateOfCharge: lowest,
  engineHours: 40 + n,
});

function renderPage() {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={JEMS_REPORTS} navigator={testNavigator()}>
        <JemsReportsPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('lists every unit a row, each linking to its event details', async () => {
  fetchInsight.mockResolvedValue({
    insight: 'jemsHistory',
    interval: null,
    points: [],
    units: [unit(2, 41), unit(1, null)],
  });
  renderPage();
  const table = await screen.findByRole('table', { name: 'JEMS history per unit' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['19AB10002', 'TA-40', '5', '2,400', '41%', '42'],
    ['19AB10001', 'TA-40', '4', '1,200', '—', '41'],
  ]);
  expect(within(table).getByRole('link', { name: '19AB10002' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleetservices/event-details/2000002',
  );
});

it('says No Results Found when no unit reported', async () => {
  fetchInsight.mockResolvedValue({ insight: 'jemsHistory', interval: null, points: [], units: [] });
  renderPage();
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

it('says when the history could not be loaded', async () => {
  fetchInsight.mockRejectedValue(new Error('down'));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The JEMS reports could not be loaded. Please try again.',
  );
});
