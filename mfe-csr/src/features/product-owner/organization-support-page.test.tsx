import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { createPath, Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { CustomerSecondaryOrgsDocument, ProductOwnerCustomerSearchDocument } from '../../gql/graphql';
import OrganizationSupportPage from './organization-support-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const customer = (accountId: string, customerName: string) => ({
  accountId,
  partyId: `P-${accountId}`,
  accountNumber: `N-${accountId}`,
  customerName,
  profileClass: null,
  primarySiteAddress: { city: 'Charlotte', state: 'NC' },
});

/** Renders the page at a URL, as after a search or Back; navigation lands in `pushed`. */
function renderAt(location: string) {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router location={location} navigator={navigator}>
        <OrganizationSupportPage />
      </Router>
    </QueryClientProvider>,
  );
  return navigator;
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  run.mockImplementation((async (document: unknown) => {
    if (document === ProductOwnerCustomerSearchDocument)
      return { searchCustomers: [customer('A-1', 'Summit Utility Holdings')] };
    if (document === CustomerSecondaryOrgsDocument)
      return { customerSecondaryOrgs: [customer('A-3', 'Summit Line Services')] };
    throw new Error('unexpected document');
  }) as unknown as typeof runGraphQL);
});

it('searches customers by the chosen field, the search going to the URL', async () => {
  const navigator = renderAt('/pages/csr/customerSupport/organizationSupport');
  expect(run).not.toHaveBeenCalled();
  const form = screen.getByRole('search', { name: 'Search customers' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Search by' }), 'PARTY_ID');
  await userEvent.type(within(form).getByRole('searchbox', { name: 'Customer' }), 'P-A-1');
  await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
  const to = (navigator.push as jest.Mock).mock.calls[0]?.[0] as { search: string };
  const params = new URLSearchParams(to.search);
  expect(params.get('query')).toBe('P-A-1');
  expect(JSON.parse(params.get('filter') ?? '{}')).toEqual({ field: 'PARTY_ID', accountId: '' });
});

it('shows the customers of a search in the URL and a customer’s secondary organizations', async () => {
  const filter = encodeURIComponent(JSON.stringify({ field: 'ACCOUNT_NUMBER', accountId: 'A-1' }));
  renderAt(`/pages/csr/customerSupport/organizationSupport?query=N-A-1&filter=${filter}`);
  expect(await screen.findByRole('cell', { name: 'Summit Utility Holdings' })).toBeInTheDocument();
  expect(run).toHaveBeenCalledWith(
    ProductOwnerCustomerSearchDocument,
    { query: 'N-A-1', field: 'ACCOUNT_NUMBER', size: 10 },
    expect.anything(),
  );
  const secondary = await screen.findByRole('table', { name: 'Secondary organizations' });
  expect(within(secondary).getByRole('cell', { name: 'Summit Line Services' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Secondary organizations of Summit Utility Holdings' }),
  ).toBeInTheDocument();
});
