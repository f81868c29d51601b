import { render, screen } from '@testing-library/react';
import { PortalApiError } from '@portal/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/service-requests';
import type { ServiceRequestDetails } from '../types/service-request';
import ServiceRequestDetailsPage from './service-request-details-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/service-requests', () => ({ serviceRequestDetails: jest.fn() }));
const serviceRequestDetails = api.serviceRequestDetails as jest.MockedFunction<
  typeof api.serviceRequestDetails
>;

const navigator = testNavigator();

const SR: ServiceRequestDetails = {
  srId: '3100001',
  srNumber: 'SR-100001',
  accountId: 'A1',
  status: 'CLOSED',
  type: 'Hydraulic',
  severity: 'HIGH',
  summary: 'Boom drifts down',
  description: 'Reported by the crew.',
  problemCode: 'PC-101',
  technician: 'Ann Lee',
  location: 'Reading, PA',
  comments: [{ author: 'Service Center', at: '2026-02-03T10:00:00.000Z', text: 'Technician assigned.' }],
  openedAt: '2026-02-03T10:00:00.000Z',
  closedAt: '2026-02-10T10:00:00.000Z',
  unit: {
    instanceId: 'U-1',
    unitSerial: 'SN-1',
    model: 'TA-40',
    productLine: 'Aerial',
    customerVehicleNumber: null,
    customerName: 'Keystone Electric',
    currentLocation: null,
  },
};

function renderAt(srId: string) {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/service/details/${srId}`} navigator={navigator}>
        <Routes>
          <Route
            path="/pages/dashboard/equipment/service/details/:srId"
            element={<ServiceRequestDetailsPage />}
          />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('shows the request, its unit and its comments (viewSr/{srId} lands here)', async () => {
  serviceRequestDetails.mockResolvedValue(SR);
  renderAt('SR-100001');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Service Request SR-100001: Boom drifts down' }),
  ).toBeInTheDocument();
  expect(serviceRequestDetails).toHaveBeenCalledWith('SR-100001', expect.anything());
  expect(screen.getByText('02/10/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'SN-1' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet/unit/U-1',
  );
  expect(screen.getByText('Technician assigned.')).toBeInTheDocument();
});

it('says what happened when the API answers NOT_FOUND (an unknown or another organisation’s request)', async () => {
  const message = 'Service request 9999 was not found in your fleet.';
  serviceRequestDetails.mockRejectedValue(
    new PortalApiError({
      status: 404,
      url: '/api/integration',
      source: 'gateway',
      endpoint: '/serviceRequest/details',
      body: { uuid: 'u-1', exceptionMessages: [message], userFriendlyMessage: message },
      requestRoute: '/pages/dashboard/equipment/service/details/9999',
    }),
  );
  renderAt('9999');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

it('falls back to a general message when no answer came (a network failure)', async () => {
  serviceRequestDetails.mockRejectedValue(new Error('Failed to fetch'));
  renderAt('9999');
  expect(
    await screen.findByText('This service request could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Service Requests' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/service',
  );
});
