import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import type { To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/fleet';
import type { FleetUnitSummary } from '../types/fleet';
import { MY_FLEET_DEFAULT_COLUMNS, type MyFleetColumn } from '@portal/rules/fleet';
import FleetPage from './fleet-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/fleet', () => ({
  ...jest.requireActual('../api/fleet'),
  searchFleet: jest.fn(),
  listFleetViews: jest.fn(),
  saveFleetView: jest.fn(),
}));
const searchFleet = api.searchFleet as jest.MockedFunction<typeof api.searchFleet>;
const listFleetViews = api.listFleetViews as jest.MockedFunction<typeof api.listFleetViews>;
const saveFleetView = api.saveFleetView as jest.MockedFunction<typeof api.saveFleetView>;

const OVERDUE_VIEW = {
  query: 'digger',
  filter: { dueStatus: ['OVERDUE'] },
  columns: ['unitSerial', 'dueStatus'] as MyFleetColumn[],
  sort: { field: 'nextInspectionOn', direction: 'ASC' as const },
  pageSize: 50 as const,
};

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
  hourMeter: 1234.5,
  utilisationPercent: 40,
  dueStatus: 'OVERDUE',
  nextInspectionOn: '2026-10-01',
  nextInspectionKind: 'DIELECTRIC',
  nextServiceOn: '2026-12-01',
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
  listFleetViews.mockResolvedValue({ views: [] });
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('sends the URL state as the spec-3 request (page 0-based, the view’s size) and links each unit to its page', async () => {
  searchFleet.mockResolvedValue({
    content: [unit(1)],
    totalRecords: 75,
    facets: {
      dueStatus: [{ value: 'OVERDUE', count: 4 }],
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
  const filter = encodeURIComponent(
    '{"model":["TA-40"],"hoursMin":["1000"],"withOpenNotices":["yes"],"pageSize":25,"columns":["inServiceDate","hourMeter","nextInspectionOn"]}',
  );
  const sort = encodeURIComponent('{"field":"inServiceDate","direction":"DESC"}');
  renderAt(`?query=SN&page=3&filter=${filter}&sort=${sort}`);
  // the first render loads the page's modules: slow on a busy machine
  expect(await screen.findByRole('link', { name: 'SN-1' }, { timeout: 10_000 })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet/unit/U-1',
  );
  expect(searchFleet).toHaveBeenCalledWith(
    expect.objectContaining({
      query: 'SN',
      page: 2,
      size: 25,
      multiValueFilterOptions: [{ fieldName: 'model', values: ['TA-40'] }],
      hoursMin: 1000,
      withOpenNotices: true,
      sortOptions: [{ fieldName: 'inServiceDate', direction: 'DESC' }],
    }),
    expect.anything(),
  );
  // the view's columns (the serial always first), in the table's order
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Unit Serial',
    'In-Service Date',
    'Hours',
    'Next Inspection',
  ]);
  expect(screen.getByText('05/01/2024')).toBeInTheDocument();
  expect(screen.getByText('1,234.5 h')).toBeInTheDocument();
  expect(screen.getByText('10/01/2026 (Dielectric test)')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  // the filters are behind their toggle, which counts the chosen values
  expect(screen.queryByRole('checkbox', { name: 'TA-40 (20)' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Filters (3 chosen)' }));
  expect(screen.getByRole('checkbox', { name: 'TA-40 (20)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Overdue (4)' })).not.toBeChecked();
  expect(screen.getByRole('spinbutton', { name: 'Hours from' })).toHaveValue(1000);
  // the export keeps the view: its filters and its columns
  const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
  expect(href).toMatch(/^\/pages\/download\?source=integration&endpoint=%2Ffleet%2FngSearch&body=/);
  expect(JSON.parse(new URLSearchParams(href.split('?')[1]).get('body') ?? '{}')).toMatchObject({
    multiValueFilterOptions: [{ fieldName: 'model', values: ['TA-40'] }],
    hoursMin: 1000,
    columns: ['unitSerial', 'inServiceDate', 'hourMeter', 'nextInspectionOn'],
  });

  // a second facet value joins the filter and goes back to page 1
  await userEvent.click(screen.getByRole('checkbox', { name: 'TL-50 (5)' }));
  expect(JSON.parse(lastSearch().get('filter') ?? '{}')).toMatchObject({
    model: ['TA-40', 'TL-50'],
    pageSize: 25,
  });
  expect(lastSearch().get('page')).toBeNull();
});

it('applies a saved view (query, filters, columns, sort, page size) and saves the one on screen', async () => {
  searchFleet.mockResolvedValue({ content: [unit(1)], totalRecords: 1 });
  listFleetViews.mockResolvedValue({
    views: [{ viewId: 'v1', name: 'Overdue diggers', view: OVERDUE_VIEW, updatedAt: '2026-11-01T00:00:00Z' }],
  });
  renderAt('?query=SN');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^View/ }), 'Overdue diggers');
  await userEvent.click(screen.getByRole('button', { name: 'Apply View' }));
  expect(lastSearch().get('query')).toBe('digger');
  expect(JSON.parse(lastSearch().get('filter') ?? '{}')).toEqual({
    dueStatus: ['OVERDUE'],
    columns: ['unitSerial', 'dueStatus'],
    pageSize: 50,
  });
  expect(JSON.parse(lastSearch().get('sort') ?? 'null')).toEqual(OVERDUE_VIEW.sort);

  saveFleetView.mockResolvedValue({ viewId: 'v2', name: 'Mine', view: OVERDUE_VIEW, updatedAt: '' });
  await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'Mine');
  await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
  // (the mutation's function also gets the mutation's context)
  expect(saveFleetView.mock.calls[0]?.[0]).toEqual({
    name: 'Mine',
    view: {
      query: 'SN',
      filter: {},
      columns: [...MY_FLEET_DEFAULT_COLUMNS],
      sort: null,
      pageSize: 10,
    },
  });
  expect(await screen.findByText('View “Mine” saved.')).toBeInTheDocument();
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
