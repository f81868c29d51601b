import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createPath, Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator, To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { PortalApiError } from '@portal/api-client';
import * as api from '../api/notices';
import type { NoticeDetails, NoticeSummary } from '../types/notice';
import ReportCompletedApnPage from './report-completed-apn-page';

jest.mock('../api/notices', () => ({
  noticeDetails: jest.fn(),
  searchNotices: jest.fn(),
  reportCompleted: jest.fn(),
}));
const noticeDetails = api.noticeDetails as jest.MockedFunction<typeof api.noticeDetails>;
const searchNotices = api.searchNotices as jest.MockedFunction<typeof api.searchNotices>;
const reportCompleted = api.reportCompleted as jest.MockedFunction<typeof api.reportCompleted>;

const summary: NoticeSummary = {
  apnId: 'APN-7',
  apnNumber: '2025-007',
  title: 'Jib winch brake',
  noticeType: 'SAFETY',
  severity: 'HIGH',
  productLine: 'Aerial',
  models: ['TA-40'],
  issuedDate: '2025-03-03',
  dueDate: null,
  openUnitCount: 2,
  completedUnitCount: 0,
  totalUnitCount: 2,
  status: 'OPEN',
  attachments: [],
};
const unit = (id: string, serial: string, done: boolean) => ({
  instanceId: id,
  accountId: 'A1',
  customerName: 'Keystone',
  unitSerial: serial,
  model: 'TA-40',
  customerVehicleNumber: null,
  status: done ? 'COMPLETE' : 'OPEN',
  completedAt: done ? '2025-06-01T12:00:00.000Z' : null,
  completionNotes: null,
  completedBy: done ? { name: 'Ann Admin', email: 'admin@x' } : null,
});
const details = (done: boolean): NoticeDetails => ({
  ...summary,
  description: 'Inspect the brake.',
  openUnitCount: done ? 1 : 2,
  completedUnitCount: done ? 1 : 0,
  units: [unit('U-1', 'SN-1', done), unit('U-2', 'SN-2', false)],
});

/** a router whose URL follows the page's own navigation (the APN choice lives in the URL) */
function Harness() {
  const [location, setLocation] = useState<To>('/pages/dashboard/equipment/apns/complete');
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to) => setLocation(to),
    replace: (to) => setLocation(to),
    go: jest.fn(),
  };
  return (
    <Router location={location} navigator={navigator}>
      <Routes>
        <Route path="/pages/dashboard/equipment/apns/complete" element={<ReportCompletedApnPage />} />
      </Routes>
    </Router>
  );
}

function renderPage() {
  sessionStore.setState(
    {
      ...createInitialSessionState(),
      initialized: true,
      privileges: ['B2B_View_APNs', 'B2B_Report_APNs'] as never,
    },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('reports the chosen units of the chosen APN and confirms who completed them and when', async () => {
  searchNotices.mockResolvedValue({ content: [summary], totalRecords: 1 });
  noticeDetails.mockResolvedValue(details(false));
  reportCompleted.mockResolvedValue({ ...details(true), completed: ['U-1'], alreadyComplete: [] });
  renderPage();

  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'APN' }), 'APN-7');
  expect(searchNotices).toHaveBeenCalledWith(
    expect.objectContaining({ filterOptions: [{ fieldName: 'STATUS', value: 'OPEN' }] }),
    expect.anything(),
  );
  const submit = await screen.findByRole('button', { name: 'Report Completed' });
  expect(submit).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'SN-1 (TA-40)' }));
  await userEvent.click(submit);

  await waitFor(() =>
    expect(reportCompleted).toHaveBeenCalledWith({
      apnId: 'APN-7',
      units: ['U-1'],
      completedDate: null,
      notes: null,
    }),
  );
  const recorded = await screen.findByRole('list', { name: 'Units recorded as completed' });
  expect(
    within(recorded)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['SN-1: completed 06/01/2025 by Ann Admin']);
  expect(screen.getByText('Completion recorded for 1 unit of APN 2025-007.')).toBeInTheDocument();
  // the unit left to do can still be reported
  expect(screen.getByRole('checkbox', { name: 'SN-2 (TA-40)' })).not.toBeChecked();
  expect(screen.queryByRole('checkbox', { name: 'SN-1 (TA-40)' })).not.toBeInTheDocument();
});

it('shows the API’s message when the report is refused', async () => {
  searchNotices.mockResolvedValue({ content: [summary], totalRecords: 1 });
  noticeDetails.mockResolvedValue(details(false));
  reportCompleted.mockRejectedValue(
    new PortalApiError({
      status: 400,
      url: '/api/integration',
      source: 'gateway',
      body: null,
      friendlyMessage: 'The completion date cannot be in the future.',
      requestRoute: '/pages/dashboard/equipment/apns/complete',
    }),
  );
  renderPage();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'APN' }), 'APN-7');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'SN-2 (TA-40)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Report Completed' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The completion date cannot be in the future.');
});

it('says No Results Found when no APN is open on the caller’s units', async () => {
  searchNotices.mockResolvedValue({ content: [], totalRecords: 0 });
  renderPage();
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(noticeDetails).not.toHaveBeenCalled();
});
