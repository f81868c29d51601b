import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as apiClient from '@portal/api-client';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import OrderApprovalsPage from './order-approvals-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  gateway: jest.fn(),
}));
const gateway = apiClient.gateway as jest.MockedFunction<(path: string, body: unknown) => Promise<unknown>>;

const pending = {
  orderId: 'o-1',
  orderNumber: 'SO-100',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  requestedAt: '2026-03-07T10:00:00Z',
  total: 1500,
  currency: 'USD',
  spendingLimit: 1000,
};
const limits = {
  users: [{ id: 'u-1', name: 'Bea Buyer', email: 'bea@example.com' }],
  roles: [{ id: 'r-1', name: 'Buyer' }],
  limits: [
    { id: 'l-1', subject: 'USER', name: 'Bea Buyer', email: 'bea@example.com', amount: 1000 },
    { id: 'l-2', subject: 'ROLE', name: 'Buyer', email: null, amount: 500 },
  ],
};

function answer(approvals: unknown, spending: unknown) {
  gateway.mockImplementation(async (path: string) => {
    if (path === '/order/approvals/search') return approvals;
    if (path === '/order/spendingLimits/search') return spending;
    return {};
  });
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/admin/orderApprovals" navigator={testNavigator()}>
        <OrderApprovalsPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  const initial = createInitialSessionState();
  sessionStore.setState(
    {
      ...initial,
      initialized: true,
      profile: { ...initial.profile, accountId: 'acct-1' },
      privileges: ['B2B_Delegated_Customer_Admin'],
    },
    true,
  );
});

it('lists the orders awaiting approval and the spending limits set, a row each', async () => {
  answer({ content: [pending], totalRecords: 1 }, limits);
  renderPage();
  const orders = await screen.findByRole('table', { name: 'Orders awaiting approval' });
  expect(within(orders).getByRole('link', { name: 'SO-100' })).toBeInTheDocument();
  expect(within(orders).getByRole('button', { name: 'Approve order SO-100' })).toBeInTheDocument();
  const set = await screen.findByRole('table', { name: 'Spending limits set' });
  const rows = within(set).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Bea Buyer (bea@example.com)', '$1,000.00'],
    ['Role: Buyer', '$500.00'],
  ]);
});

it('removes a spending limit after a confirmation', async () => {
  answer({ content: [], totalRecords: 0 }, limits);
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove the limit of Buyer' }));
  expect(gateway).not.toHaveBeenCalledWith('/order/spendingLimits/remove', expect.anything());
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(gateway).toHaveBeenCalledWith('/order/spendingLimits/remove', { id: 'l-2' }));
});

it('says when nothing awaits approval and no limit is set', async () => {
  answer({ content: [], totalRecords: 0 }, { ...limits, limits: [] });
  renderPage();
  expect(await screen.findByText('No orders are awaiting approval.')).toBeInTheDocument();
  expect(
    await screen.findByText('No spending limits are set: every order goes through.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('form', { name: 'Set a spending limit' })).toBeInTheDocument();
});

it('says when the spending limits could not be loaded', async () => {
  gateway.mockImplementation(async (path: string) => {
    if (path === '/order/spendingLimits/search') throw new Error('down');
    return { content: [], totalRecords: 0 };
  });
  renderPage();
  expect(
    await screen.findByText('The spending limits could not be loaded. Please try again.'),
  ).toBeInTheDocument();
});
