import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/notices';
import NoticesPage from './notices-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/notices', () => ({
  ...jest.requireActual<typeof api>('../api/notices'),
  searchNotices: jest.fn(),
}));
const searchNotices = api.searchNotices as jest.MockedFunction<typeof api.searchNotices>;

const navigator = testNavigator();

function renderList(privileges: string[]) {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router location="/pages/dashboard/equipment/apns" navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/equipment/apns" element={<NoticesPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => searchNotices.mockResolvedValue({ content: [], totalRecords: 0 }));

it('offers Report a Completed APN to those who may report (B2B_Report_APNs)', async () => {
  renderList(['B2B_View_APNs', 'B2B_Report_APNs']);
  expect(await screen.findByRole('link', { name: 'Report a Completed APN' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/apns/complete',
  );
});

it('does not offer it to a viewer', async () => {
  renderList(['B2B_View_APNs']);
  expect(await screen.findByRole('heading', { level: 1, name: 'APNs' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Report a Completed APN' })).not.toBeInTheDocument();
});
