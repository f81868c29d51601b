import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import type { AdminUserRowFragment } from '../../gql/graphql';
import UserSearchPage from './user-search-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();

const user = (n: number): AdminUserRowFragment => ({
  userId: `u-${n}`,
  authId: `a-${n}`,
  firstName: 'Pat',
  lastName: `Morgan ${n}`,
  email: `pat${n}@mailbox.example`,
  userStatus: 'REGISTERED',
  isInternalAssociate: false,
  isValidatedB2BUser: true,
  isB2C: false,
  accountNumber: 'K1',
  accountId: 'acc-1',
  locale: 'en_US',
  registrationDate: '2026-03-07T10:00:00.000Z',
  userEnteredBusinessName: null,
  matchedOn: null,
  parentOrganization: { accountId: 'acc-1', accountNumber: 'K1', name: 'Keystone Rentals' },
  roles: [],
  defaultShippingAddress: null,
  defaultBillingAddress: null,
  favorites: [],
});

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/csr/customerSupport${search}`} navigator={navigator}>
        <UserSearchPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('searches with the URL state: 0-based page on the wire, default sort RegistrationDate:ASC', async () => {
  run.mockResolvedValue({ searchUsers: { totalCount: 41, users: [user(1)] } });
  renderAt(`?query=pat&page=2&filter=${encodeURIComponent('{"status":"REGISTERED"}')}`);
  const link = await screen.findByRole('link', { name: 'Pat Morgan 1' });
  expect(link.getAttribute('href')).toBe('/pages/csr/customerSupport/user?email=pat1%40mailbox.example');
  expect(run).toHaveBeenCalledWith(
    expect.anything(),
    {
      query: 'pat',
      page: 1,
      pageSize: 20,
      status: 'REGISTERED',
      accountNumber: null,
      sort: 'RegistrationDate:ASC',
    },
    expect.anything(),
  );
  expect(screen.getByText('Keystone Rentals (K1)')).toBeInTheDocument();
  expect(screen.getByText('03/07/2026')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
});

it('says how many users a broad search finds, exactly', async () => {
  run.mockResolvedValue({ searchUsers: { totalCount: 10133, users: [user(1)] } });
  renderAt('?query=alex');
  expect(await screen.findByText('10133 users')).toBeInTheDocument();
});

it('writes a new search and sort into the URL from page 1', async () => {
  run.mockResolvedValue({ searchUsers: { totalCount: 0, users: [] } });
  renderAt('?page=3');
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'morgan');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(navigator.push).toHaveBeenLastCalledWith(
    expect.objectContaining({ search: '?query=morgan' }),
    undefined,
    expect.anything(),
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Email:DESC');
  await waitFor(() =>
    expect(navigator.push).toHaveBeenLastCalledWith(
      expect.objectContaining({
        search: `?sort=${encodeURIComponent(JSON.stringify({ field: 'Email', direction: 'DESC' }))}`,
      }),
      undefined,
      expect.anything(),
    ),
  );
});

it('shows an error when the search fails', async () => {
  run.mockRejectedValue(new Error('boom'));
  renderAt('');
  expect(await screen.findByText('The users could not be loaded. Please try again.')).toBeInTheDocument();
});

it('says why each result was found when a text is searched', async () => {
  run.mockResolvedValue({
    searchUsers: { totalCount: 1, users: [{ ...user(1), matchedOn: 'Matched on order number 4400067' }] },
  });
  renderAt('?query=4400067');
  expect(await screen.findByRole('columnheader', { name: 'Found by' })).toBeInTheDocument();
  expect(screen.getByText('Matched on order number 4400067')).toBeInTheDocument();
});

it('filters by the organisation account number the table shows', async () => {
  run.mockResolvedValue({ searchUsers: { totalCount: 1, users: [user(1)] } });
  renderAt('');
  await screen.findByRole('link', { name: 'Pat Morgan 1' });
  expect(screen.queryByRole('columnheader', { name: 'Found by' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Organization account number' }), 'K1');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(navigator.push).toHaveBeenLastCalledWith(
    expect.objectContaining({
      search: `?filter=${encodeURIComponent(JSON.stringify({ status: '', accountNumber: 'K1' }))}`,
    }),
    undefined,
    expect.anything(),
  );
});
