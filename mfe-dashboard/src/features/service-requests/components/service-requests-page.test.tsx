import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import type { To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/service-requests';
import type { ServiceRequestSummary } from '../types/service-request';
import ServiceRequestsPage from './service-requests-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/service-requests', () => ({
  ...jest.requireActual('../api/service-requests'),
  searchServiceRequests: jest.fn(),
}));
const searchServiceRequests = api.searchServiceRequests as jest.MockedFunction<
  typeof api.searchServiceRequests
>;

const navigator = testNavigator();
/** the search part of the last navigation the page asked for */
const lastSearch = () => {
  const calls = (navigator.push as jest.Mock<void, [To]>).mock.calls;
  const to = calls[calls.length - 1]?.[0];
  return new URLSearchParams(typeof to === 'string' ? to.split('?')[1] : (to?.search ?? ''));
};

const sr = (n: number): ServiceRequestSummary => ({
  srId: `31000${n}`,
  srNumber: `SR-10000${n}`,
  accountId: 'A1',
  instanceId: `U-${n}`,
  unitSerial: `SN-${n}`,
  model: 'TA-40',
  customerVehicleNumber: null,
  customerName: 'Keystone Electric',
  status: 'IN_PROGRESS',
  type: 'Hydraulic',
  severity: 'HIGH',
  summary: 'Boom drifts down',
  location: 'Reading, PA',
  technician: 'Ann Lee',
  openedAt: '2026-02-03T10:00:00.000Z',
  closedAt: null,
});

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/service${search}`} navigator={navigator}>
        <ServiceRequestsPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('sends the URL state as the search (page 0-based) and links each request to its details', async () => {
  searchServiceRequests.mockResolvedValue({ content: [sr(1)], totalRecords: 21 });
  const filter = encodeURIComponent('{"status":"ACTIVE"}');
  const sort = encodeURIComponent('{"field":"openedAt","direction":"ASC"}');
  renderAt(`?query=boom&page=2&filter=${filter}&sort=${sort}`);
  expect(await screen.findByRole('link', { name: 'SR-100001' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/service/details/310001',
  );
  expect(searchServiceRequests).toHaveBeenCalledWith(
    {
      query: 'boom',
      filterOptions: [{ fieldName: 'STATUS', value: 'ACTIVE' }],
      sortOptions: [{ fieldName: 'openedAt', direction: 'ASC' }],
      page: 1,
      size: 10,
    },
    expect.anything(),
  );
  expect(screen.getByText('02/03/2026')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'In Progress' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('boom');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
    /^\/pages\/download\?source=integration&endpoint=%2FserviceRequest%2Fcsv%2Fsearch&body=/,
  );
});

it('a new search puts query and status in the URL from page 1; an unknown status lists everything', async () => {
  searchServiceRequests.mockResolvedValue({ content: [], totalRecords: 0 });
  renderAt(`?page=4&filter=${encodeURIComponent('{"status":"BOGUS"}')}`);
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(searchServiceRequests).toHaveBeenCalledWith(
    expect.objectContaining({ filterOptions: [], page: 3 }),
    expect.anything(),
  );
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' SR-1 ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CLOSED');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch().get('query')).toBe('SR-1');
  expect(JSON.parse(lastSearch().get('filter') ?? '{}')).toEqual({ status: 'CLOSED' });
  expect(lastSearch().get('page')).toBeNull();
});

it('says so when the search fails', async () => {
  searchServiceRequests.mockRejectedValue(new Error('down'));
  renderAt('');
  expect(
    await screen.findByText('The service requests could not be loaded. Please try again.'),
  ).toBeInTheDocument();
});
