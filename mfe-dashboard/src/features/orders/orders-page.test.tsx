import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createPath, Router } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from './api/order-search';
import OrdersPage from './orders-page';

jest.mock('./api/order-search', () => ({
  ...jest.requireActual('./api/order-search'),
  searchOrders: jest.fn(),
}));
const searchOrders = api.searchOrders as jest.MockedFunction<typeof api.searchOrders>;

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('asks for summaries without lines and links each order to its own page', async () => {
  searchOrders.mockResolvedValue({
    content: [
      {
        orderId: 'SO-6100007',
        orderNumber: '6100007',
        accountId: 'A1',
        customerName: 'Blue Ridge Line',
        orderedAt: '2026-03-02T15:00:00.000Z',
        status: 'PARTIALLY_SHIPPED',
        customerPo: 'PO-77',
        currency: 'USD',
        subtotal: 30,
        tax: 0,
        freight: 0,
        total: 30,
        shippingMethod: null,
        source: 'PORTAL',
        shipTo: null,
        priceWithheld: false,
        lineCount: 3,
        lines: [],
      },
    ],
    totalRecords: 1,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/account/orders?query=6100007" navigator={navigator}>
        <OrdersPage />
      </Router>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('link', { name: 'Details of order 6100007' })).toHaveAttribute(
    'href',
    '/pages/dashboard/account/orders/details/SO-6100007',
  );
  expect(searchOrders).toHaveBeenCalledWith(
    expect.objectContaining({ query: '6100007', page: 0, includeLines: false }),
    expect.anything(),
  );
  expect(screen.getByText('03/02/2026')).toBeInTheDocument();
});
