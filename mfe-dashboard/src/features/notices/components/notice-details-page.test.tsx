import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/notices';
import * as files from '../../../shared/open-file';
import type { NoticeDetails } from '../types/notice';
import NoticeDetailsPage from './notice-details-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/notices', () => ({
  noticeDetails: jest.fn(),
  noticePdfUrl: jest.fn(),
  reportCompleted: jest.fn(),
}));
jest.mock('../../../shared/open-file', () => ({ openFileInNewTab: jest.fn(async () => undefined) }));
const noticeDetails = api.noticeDetails as jest.MockedFunction<typeof api.noticeDetails>;
const noticePdfUrl = api.noticePdfUrl as jest.MockedFunction<typeof api.noticePdfUrl>;
const reportCompleted = api.reportCompleted as jest.MockedFunction<typeof api.reportCompleted>;
const openFileInNewTab = files.openFileInNewTab as jest.MockedFunction<typeof files.openFileInNewTab>;

const navigator = testNavigator();

const notice = (status: 'OPEN' | 'COMPLETE'): NoticeDetails => ({
  apnId: 'APN-1',
  apnNumber: '2026-014',
  title: 'Boom cylinder inspection',
  description: 'Inspect the boom cylinder.',
  noticeType: 'SAFETY',
  severity: 'HIGH',
  productLine: 'Aerial',
  models: ['TA-40'],
  issuedDate: '2026-02-03',
  dueDate: null,
  status,
  openUnitCount: status === 'OPEN' ? 1 : 0,
  completedUnitCount: status === 'OPEN' ? 0 : 1,
  attachments: [{ attachmentId: 'AT-1', description: 'Service bulletin', filename: 'apn.pdf' }],
  units: [
    {
      instanceId: 'U-1',
      accountId: 'A1',
      customerName: 'Keystone',
      unitSerial: 'SN-1',
      model: 'TA-40',
      customerVehicleNumber: null,
      status,
      completedAt: status === 'OPEN' ? null : '2026-03-01T12:00:00.000Z',
      completionNotes: null,
      completedBy: status === 'OPEN' ? null : { name: 'Ann Admin', email: 'admin@x' },
    },
  ],
});

function renderNotice(privileges: string[]) {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/equipment/apns/details/APN-1" navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/equipment/apns/details/:apnId" element={<NoticeDetailsPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('opens an attachment’s PDF from /apn/getApnPdfUrl in a new tab', async () => {
  noticeDetails.mockResolvedValue(notice('OPEN'));
  noticePdfUrl.mockResolvedValue({ fileUrl: '/api/files/apn/APN-1/AT-1' });
  renderNotice(['B2B_View_APNs']);
  await userEvent.click(await screen.findByRole('button', { name: 'Service bulletin' }));
  expect(openFileInNewTab).toHaveBeenCalledTimes(1);
  await expect(openFileInNewTab.mock.calls[0]![0]()).resolves.toBe('/api/files/apn/APN-1/AT-1');
  expect(noticePdfUrl).toHaveBeenCalledWith('APN-1', 'AT-1');
  // no B2B_Report_APNs: no reporting
  expect(screen.queryByRole('heading', { name: 'Report a Completed APN' })).not.toBeInTheDocument();
});

it('reports the chosen open units completed and shows who completed them', async () => {
  noticeDetails.mockResolvedValue(notice('OPEN'));
  reportCompleted.mockResolvedValue({ ...notice('COMPLETE'), completed: ['U-1'], alreadyComplete: [] });
  renderNotice(['B2B_View_APNs', 'B2B_Report_APNs']);
  const report = await screen.findByRole('button', { name: 'Report Completed' });
  expect(report).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'SN-1 (TA-40)' }));
  await userEvent.click(report);
  await waitFor(() =>
    expect(reportCompleted).toHaveBeenCalledWith({
      apnId: 'APN-1',
      units: ['U-1'],
      completedDate: null,
      notes: null,
    }),
  );
  expect(await screen.findByText('03/01/2026 by Ann Admin')).toBeInTheDocument();
});
