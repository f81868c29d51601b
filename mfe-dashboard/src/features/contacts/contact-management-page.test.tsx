import { render, screen, within } from '@testing-library/react';
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

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/admin/contactManagement?query=robin" navigator={navigator}>
        <ContactManagementPage />
      </Router>
    </QueryClientProvider>,
  );
}

it('lists users with their status and the actions their status allows', async () => {
  runGraphQL.mockResolvedValue({ searchContacts: { totalRecords: 1, contacts: [contact] } });
  renderPage();
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

it('shows a row a user or contact; a contact without a login has no invite or deactivate', async () => {
  const noLogin = { ...contact, contactId: 'c2', firstName: 'Sam', lastName: 'Yard', authProfile: null };
  runGraphQL.mockResolvedValue({ searchContacts: { totalRecords: 2, contacts: [contact, noLogin] } });
  renderPage();
  const table = await screen.findByRole('table', { name: 'Users and contacts' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Robin Newhire', 'robin@example.com', '', 'Keystone', 'B2B Viewer', 'Invited'],
    ['Sam Yard', 'robin@example.com', '', 'Keystone', '', 'Contact'],
  ]);
  expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit Sam Yard' })).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Deactivate Sam Yard' })).toBeNull();
  expect(
    within(rows[1] as HTMLElement).queryByRole('button', { name: 'Resend Invite to Sam Yard' }),
  ).toBeNull();
});

it('says when no one matches', async () => {
  runGraphQL.mockResolvedValueOnce({ searchContacts: { totalRecords: 0, contacts: [] } });
  renderPage();
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

it('says when the list could not be loaded', async () => {
  runGraphQL.mockRejectedValueOnce(new Error('down'));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The users and contacts could not be loaded. Please try again.',
  );
});
