import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import type { To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/fleet';
import type { FleetUnitSummary } from '../types/fleet';
import FleetPage from './fleet-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/fleet', () => ({ ...jest.requireActual('../api/fleet'), searchFleet: jest.fn() }));
const searchFleet = api.searchFleet as jest.MockedFunction<typeof api.searchFleet>;

const navigator = testNavigator();
/** the search part of the last navigation the page asked for */
const lastSearch = () => {
  const calls = (navigator.push as jest.Mock<void, [To]>).mock.calls;
  const to = calls[calls.length - 1]?.[0];
  return new URLSearchParams(typeof to === 'string' ? to.split('?')[1] : (to?.search ?? ''));
};

const unit = (n: number): FleetUnitSummary => ({
  instanceId: `U-${n}`,
  customerName: 'Keystone Electric',
  customerVehicleNumber: `V-${n}`,
  model: 'TA-40',
  productLine: 'Aerial',
  city: 'Reading',
  stateProvince: 'PA',
  inServiceDate: '2024-05-01',
  currentLocation: 'Yard 2',
  warning: null,
  openSrCount: 1,
  bulletinCount: 2,
  unitSerial: `SN-${n}`,
  faSerial: null,
  chassisVin: null,
  webEnabled: true,
  globalRental: false,
  unitInFleet: true,
  custAcctIds: [],
  accountId: 'A1',
  analytics: null,
});

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/fleet${search}`} navigator={navigator}>
        <FleetPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('sends the URL state as the spec-3 request (page 0-based, size 10) and links each unit to its page', async () => {
  searchFleet.mockResolvedValue({
    content: [unit(1)],
    totalRecords: 25,
    facets: {
      productLine: [{ value: 'Aerial', count: 25 }],
      model: [
        { value: 'TA-40', count: 20 },
        { value: 'TL-50', count: 5 },
      ],
      stateProvince: [],
      warning: [],
      customerName: [],
    },
  });
  const filter = encodeURIComponent('{"model":["TA-40"]}');
  const sort = encodeURIComponent('{"field":"inServiceDate","direction":"DESC"}');
  renderAt(`?query=SN&page=3&filter=${filter}&sort=${sort}`);
  expect(await screen.findByRole('link', { name: 'SN-1' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet/unit/U-1',
  );
  expect(searchFleet).toHaveBeenCalledWith(
    expect.objectContaining({
      query: 'SN',
      page: 2,
      size: 10,
      multiValueFilterOptions: [{ fieldName: 'model', values: ['TA-40'] }],
      sortOptions: [{ fieldName: 'inServiceDate', direction: 'DESC' }],
    }),
    expect.anything(),
  );
  expect(screen.getByText('05/01/2024')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'TA-40 (20)' })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
    /^\/pages\/download\?source=integration&endpoint=%2Ffleet%2FngSearch&body=/,
  );

  // a second facet value joins the filter and goes back to page 1
  await userEvent.click(screen.getByRole('checkbox', { name: 'TL-50 (5)' }));
  expect(JSON.parse(lastSearch().get('filter') ?? '{}')).toEqual({ model: ['TA-40', 'TL-50'] });
  expect(lastSearch().get('page')).toBeNull();
});

it('searches 500 ms after the last keystroke, not before', async () => {
  jest.useFakeTimers();
  try {
    searchFleet.mockResolvedValue({ content: [], totalRecords: 0 });
    renderAt('');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TA');
    act(() => jest.advanceTimersByTime(499));
    expect(navigator.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(lastSearch().get('query')).toBe('TA');
  } finally {
    jest.useRealTimers();
  }
});
