import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  InternalAssociatesDocument,
  ProductOwnerCustomerSearchDocument,
  UpdateInternalAssociateAccessDocument,
} from '../../gql/graphql';
import InternalUserMgmtPage from './internal-user-mgmt-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();
const ALEX = {
  userId: 'u-1',
  email: 'associate@aerialco.example',
  firstName: 'Alex',
  lastName: 'Rivera',
  department: 'Service',
  allowedAccountIds: ['A-1'],
  allowedActions: ['VIEW_AS_CUSTOMER'],
};
let associate = ALEX;
const summit = {
  accountId: 'A-2',
  partyId: 'P-2',
  accountNumber: '100200',
  customerName: 'Summit Line Services',
  profileClass: null,
  primarySiteAddress: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  associate = ALEX;
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for the API: the saved access is what the next list shows
  run.mockImplementation((async (document: unknown, variables: Record<string, unknown>) => {
    if (document === InternalAssociatesDocument) return { internalAssociates: [associate] };
    if (document === ProductOwnerCustomerSearchDocument) return { searchCustomers: [summit] };
    if (document === UpdateInternalAssociateAccessDocument) {
      associate = {
        ...associate,
        allowedAccountIds: variables['allowedAccountIds'] as string[],
        allowedActions: variables['allowedActions'] as string[],
      };
      return { updateInternalAssociateAccess: associate };
    }
    throw new Error('unexpected document');
  }) as unknown as typeof runGraphQL);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/csr/customerSupport/internalUserMgmt" navigator={navigator}>
        <InternalUserMgmtPage />
      </Router>
    </QueryClientProvider>,
  );
});

it('saves an associate’s allowed actions and organisations and lists them', async () => {
  const row = await screen.findByRole('row', { name: /associate@aerialco\.example/ });
  expect(within(row).getByText('View as a customer')).toBeInTheDocument();
  await userEvent.click(
    within(row).getByRole('button', { name: 'Edit Access of associate@aerialco.example' }),
  );

  const dialog = screen.getByRole('dialog', { name: 'Access of Alex Rivera' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage users' }));
  const find = within(dialog).getByRole('search', { name: 'Find an organization' });
  await userEvent.click(within(find).getByLabelText('Organization'));
  await userEvent.paste('Summit');
  await userEvent.click(within(find).getByRole('button', { name: 'Find' }));
  await userEvent.click(
    await within(dialog).findByRole('button', { name: 'Add Summit Line Services (100200)' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Access' }));

  expect(await screen.findByText('The access of Alex Rivera was saved.')).toBeInTheDocument();
  expect(run).toHaveBeenCalledWith(UpdateInternalAssociateAccessDocument, {
    userId: 'u-1',
    allowedAccountIds: ['A-1', 'A-2'],
    allowedActions: ['VIEW_AS_CUSTOMER', 'MANAGE_USERS'],
  });
  const saved = await screen.findByRole('row', { name: /View as a customer, Manage users/ });
  expect(within(saved).getByRole('cell', { name: '2' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // a dialog of many controls: role queries are slow in jsdom on a busy machine
}, 20_000);

it('shows an associate a row, their name, e-mail, department and how many organisations they may see', async () => {
  const table = await screen.findByRole('table', { name: 'Internal associates' });
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .slice(0, 5)
      .map((c) => c.textContent),
  ).toEqual(['Alex Rivera', 'associate@aerialco.example', 'Service', '1', 'View as a customer']);
});
