import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import {
  ApprovalCustomerSearchDocument,
  ApproveRegistrationDocument,
  AwaitingApprovalDocument,
  RejectRegistrationDocument,
} from '../../gql/graphql';
import ApprovalPage from './approval-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
const run = runGraphQL as jest.MockedFunction<typeof runGraphQL>;

const navigator = testNavigator();

const answers = new Map<unknown, unknown>([
  [
    AwaitingApprovalDocument,
    {
      searchAwaitingApproval: {
        totalCount: 1,
        users: [
          {
            userId: 'u-9',
            firstName: 'Robin',
            lastName: 'Lee',
            email: 'robin@lift.example',
            userStatus: 'PENDING_APPROVAL',
            userEnteredBusinessName: 'Lift Co',
            registrationDate: '2026-03-07T10:00:00Z',
            approvalQueueDetails: null,
          },
        ],
      },
    },
  ],
  [
    ApprovalCustomerSearchDocument,
    {
      searchCustomers: [
        {
          accountId: 'acc-7',
          accountNumber: '7007',
          customerName: 'Lift Co Rentals',
          primarySiteAddress: null,
        },
      ],
    },
  ],
  [ApproveRegistrationDocument, { approveRegistration: { userId: 'u-9', userStatus: 'REGISTERED' } }],
  [RejectRegistrationDocument, { rejectRegistration: { userId: 'u-9', userStatus: 'REJECTED' } }],
]);
const calls = (document: unknown) => run.mock.calls.filter(([d]) => d === document);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/csr/customerSupport/approval" navigator={navigator}>
        <ApprovalPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  // stands in for every typed document this page sends
  run.mockImplementation((async (document: unknown) =>
    answers.get(document)) as unknown as typeof runGraphQL);
});

it('loads page 0 of 50 and approves by linking to the customer found by the business name', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve Robin Lee' }));
  expect(calls(AwaitingApprovalDocument)[0]?.[1]).toEqual({ query: null, page: 0, pageSize: 50 });
  const dialog = await screen.findByRole('dialog', { name: 'Approve Robin Lee' });
  const approve = within(dialog).getByRole('button', { name: 'Approve' });
  expect(approve).toBeDisabled();
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Lift Co Rentals \(7007\)/ }));
  expect(calls(ApprovalCustomerSearchDocument)[0]?.[1]).toEqual({
    query: 'Lift Co',
    field: 'NAME',
    size: 10,
  });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'checked');
  await userEvent.click(approve);
  expect(await screen.findByText('Robin Lee was approved and e-mailed.')).toBeInTheDocument();
  expect(calls(ApproveRegistrationDocument)[0]?.[1]).toEqual({
    userId: 'u-9',
    accountId: 'acc-7',
    notes: 'checked',
  });
});

it('rejects only with notes', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject Robin Lee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Robin Lee' });
  const reject = within(dialog).getByRole('button', { name: 'Reject' });
  expect(reject).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rejection notes' }), 'Not a customer');
  await userEvent.click(reject);
  expect(await screen.findByText('Robin Lee was rejected and e-mailed.')).toBeInTheDocument();
  expect(calls(RejectRegistrationDocument)[0]?.[1]).toEqual({ userId: 'u-9', notes: 'Not a customer' });
});
