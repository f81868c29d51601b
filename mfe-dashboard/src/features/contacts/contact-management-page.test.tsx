import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as apiClient from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import ContactManagementPage from './contact-management-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const runGraphQL = apiClient.runGraphQL as jest.MockedFunction<typeof apiClient.runGraphQL>;

const navigator = testNavigator();

const contact = {
  contactId: 'c1',
  firstName: 'Robin',
  lastName: 'Newhire',
  email: 'robin@example.com',
  jobTitle: null,
  active: true,
  hasConnectAccount: true,
  phoneNumbers: [],
  customer: { accountId: 'a1', customerName: 'Keystone' },
  authProfile: {
    userId: 'u1',
    userStatus: 'PENDING_REGISTRATION',
    roles: [{ id: 'r1', name: 'B2B Viewer' }],
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('lists users with their status and the actions their status allows', async () => {
  runGraphQL.mockResolvedValue({ searchContacts: { totalRecords: 1, contacts: [contact] } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/admin/contactManagement?query=robin" navigator={navigator}>
        <ContactManagementPage />
      </Router>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Resend Invite to Robin Newhire' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deactivate Robin Newhire' })).toBeInTheDocument();
  expect(screen.getByText('Invited')).toBeInTheDocument();
  expect(runGraphQL).toHaveBeenCalledWith(
    expect.anything(),
    { queryParams: { query: 'robin', page: 0, size: 10, sortOptions: null } },
    expect.anything(),
  );
});
