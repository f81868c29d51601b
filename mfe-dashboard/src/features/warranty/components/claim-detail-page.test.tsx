import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/warranty';
import * as files from '../../../shared/open-file';
import type { WarrantyClaimDetails } from '../types/warranty';
import ClaimDetailPage from './claim-detail-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/warranty', () => ({
  ...jest.requireActual('../api/warranty'),
  claimDetails: jest.fn(),
}));
jest.mock('../../../shared/open-file', () => ({ openFileInNewTab: jest.fn(async () => undefined) }));
const claimDetails = api.claimDetails as jest.MockedFunction<typeof api.claimDetails>;
const openFileInNewTab = files.openFileInNewTab as jest.MockedFunction<typeof files.openFileInNewTab>;

const navigator = testNavigator();

const CLAIM: WarrantyClaimDetails = {
  claimId: '7700099',
  claimNumber: 'WC-20099',
  accountId: 'A1',
  status: 'SUBMITTED',
  warrantyType: 'STANDARD',
  failureDate: '2026-01-05',
  repairDate: null,
  unitHours: 1520.5,
  failedPartNumber: null,
  complaint: 'Hydraulic filter housing cracked.',
  cause: null,
  correction: null,
  laborHours: null,
  partsAmount: 120,
  laborAmount: null,
  currency: 'USD',
  submittedAt: '2026-01-30T12:00:00.000Z',
  unit: {
    instanceId: 'U-1',
    unitSerial: 'SN-1',
    model: 'TA-40',
    customerVehicleNumber: null,
    inServiceDate: null,
  },
  billingAddress: null,
  shippingAddress: null,
  attachments: [
    {
      attachmentId: '0b6f8a52-5d3e-4c53-9a43-5b7f0e0c2a11',
      fileName: 'repair-order.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    },
  ],
};

function renderAt(search = '') {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/warranty/detail/7700099${search}`} navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/equipment/warranty/detail/:claimId" element={<ClaimDetailPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('shows the filed claim and opens its attachment with the token in a new tab', async () => {
  claimDetails.mockResolvedValue(CLAIM);
  renderAt('?submitted=1');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Warranty Claim WC-20099' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Your claim WC-20099 was submitted.')).toBeInTheDocument();
  expect(screen.getByText('$120.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'SN-1 (TA-40)' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet/unit/U-1',
  );
  await userEvent.click(screen.getByRole('button', { name: 'repair-order.pdf' }));
  expect(openFileInNewTab).toHaveBeenCalledTimes(1);
  await expect(openFileInNewTab.mock.calls[0]![0]()).resolves.toBe(
    '/api/files/warranty/7700099/0b6f8a52-5d3e-4c53-9a43-5b7f0e0c2a11',
  );
});

it('says so when the claim cannot be read', async () => {
  claimDetails.mockRejectedValue(new Error('Forbidden'));
  renderAt();
  expect(
    await screen.findByText('This warranty claim could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/was submitted/)).not.toBeInTheDocument();
});
