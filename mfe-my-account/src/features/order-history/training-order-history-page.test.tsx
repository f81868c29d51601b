import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { graphqlError, runGraphQL } from '@portal/api-client';
import { addToCart, showToast } from '@portal/shared-session';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import TrainingOrderHistoryPage from './training-order-history-page';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  runGraphQL: jest.fn(),
}));
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  addToCart: jest.fn(),
  showToast: jest.fn(),
  // a signed-in session whose start-up has finished
  useSession: (select: (s: { initialized: boolean }) => unknown) => select({ initialized: true }),
}));

const run = runGraphQL as jest.Mock;
const add = addToCart as jest.Mock;
const toast = showToast as jest.Mock;

const ORDER = {
  courseOrderId: 'CO-1',
  externalOrderId: 'TO-50001',
  orderedAt: '2026-03-07T10:00:00Z',
  status: 'FULFILLED',
  total: 1150,
  currency: 'CAD',
  lines: [
    { courseId: 'C1', title: 'Crane Operator Basics', quantity: 2, unitPrice: 250, lineTotal: 500 },
    { courseId: 'C2', title: 'Aerial Rescue', quantity: 1, unitPrice: 650, lineTotal: 650 },
  ],
};

function renderPage(search = '') {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: jest.fn(),
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = '/pages/my-account/trainingStoreOrderHistoryPage';
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: path, search }} navigator={navigator}>
        <Routes>
          <Route path={path} element={<TrainingOrderHistoryPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  return navigator;
}

beforeEach(() => {
  jest.clearAllMocks();
  run.mockResolvedValue({ courseOrders: { content: [ORDER], totalRecords: 1 } });
});

it('shows the order total in the spec’s currency format', async () => {
  renderPage();
  expect(await screen.findByRole('cell', { name: 'CAD$1,150.00' })).toBeVisible();
});

it('asks for the page in the URL and pages with the shared pager', async () => {
  run.mockResolvedValue({ courseOrders: { content: [ORDER], totalRecords: 25 } });
  const navigator = renderPage('?page=2');
  const pages = await screen.findByRole('navigation', { name: 'Training order pages' });
  expect(pages).toHaveTextContent('Page 2 of 3');
  expect(run).toHaveBeenCalledWith(
    expect.anything(),
    { request: { mine: true, page: 1, size: 10 } },
    expect.anything(),
  );
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  const to = (navigator.push as jest.Mock).mock.calls[0]?.[0] as { search?: string } | undefined;
  expect(to?.search).toBe('?page=3');
});

it('Reorder adds every course of the order, with its seats, to the training cart', async () => {
  add.mockResolvedValue({});
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reorder order TO-50001' }));
  await waitFor(() =>
    expect(add).toHaveBeenCalledWith('training-store', [
      { itemId: 'C1', quantity: 2 },
      { itemId: 'C2', quantity: 1 },
    ]),
  );
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'The courses of order TO-50001 were added to your training cart.',
    }),
  );
});

it('a refused reorder shows the API’s message', async () => {
  // the cart API's GraphQL refusal: its first message is for the user
  add.mockRejectedValue(
    graphqlError(
      200,
      '/api/graphql',
      [{ message: 'This course is no longer offered.' }],
      '/pages/my-account',
    ),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reorder order TO-50001' }));
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'This course is no longer offered.' }),
  );
});
