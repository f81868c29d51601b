import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createPath, Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as session from '@portal/shared-session';
import * as api from './api/supply-order';
import * as reorderApi from './api/reorder';
import { OrderDetail } from './components/order-detail';
import type { SupplyOrder } from './components/order-detail';
import OrderDetailPage from './order-detail-page';

jest.mock('./api/supply-order', () => ({ getSupplyOrder: jest.fn() }));
jest.mock('./api/reorder', () => ({ reorderSupplyOrder: jest.fn() }));
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual<object>('@portal/shared-session'),
  loadCart: jest.fn(),
}));
const getSupplyOrder = api.getSupplyOrder as jest.MockedFunction<typeof api.getSupplyOrder>;
const reorderSupplyOrder = reorderApi.reorderSupplyOrder as jest.MockedFunction<
  typeof reorderApi.reorderSupplyOrder
>;
const loadCart = session.loadCart as jest.MockedFunction<typeof session.loadCart>;

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

const line = (n: number, extra: Partial<SupplyOrder['lines'][number]>): SupplyOrder['lines'][number] => ({
  lineNumber: n,
  partNumber: `100-000${n}`,
  description: `Part ${n}`,
  customerPartNumber: null,
  unitSerial: null,
  quantity: 1,
  shippedQuantity: 0,
  unitPrice: 10,
  uom: 'each',
  status: 'AWAITING_SHIPPING',
  promiseDate: null,
  shippedDate: null,
  trackingNumbers: [],
  ...extra,
});

const ORDER: SupplyOrder = {
  orderId: 'SO-6100007',
  orderNumber: '6100007',
  customerName: 'Blue Ridge Line',
  orderedAt: '2026-03-02T15:00:00.000Z',
  status: 'PARTIALLY_SHIPPED',
  customerPo: 'PO-77',
  currency: 'USD',
  subtotal: 30,
  tax: 0,
  freight: 0,
  total: 30,
  priceWithheld: false,
  shippingMethod: 'Ground',
  shipTo: { addressName: 'Yard', address1: '1 Main St', city: 'Roanoke', state: 'VA', province: null },
  lines: [
    line(1, {
      status: 'SHIPPED',
      shippedQuantity: 1,
      promiseDate: '2026-03-03',
      shippedDate: '2026-03-04',
      trackingNumbers: ['1Z999AA10123456784'],
    }),
    line(2, { promiseDate: '2026-03-20' }),
    line(3, {}),
  ],
};

function renderAt(orderId: string, session: Partial<ReturnType<typeof createInitialSessionState>> = {}) {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true, ...session }, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/account/orders/details/${orderId}`} navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/account/orders/details/:orderId" element={<OrderDetailPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('loads the order named in the URL and shows each line’s ship date and tracking', async () => {
  getSupplyOrder.mockResolvedValue(ORDER);
  renderAt('SO-6100007');
  expect(await screen.findByRole('heading', { level: 1, name: 'Order 6100007' })).toBeInTheDocument();
  expect(getSupplyOrder).toHaveBeenCalledWith('SO-6100007', expect.anything());
  const shipped = screen.getByRole('article', { name: 'Part 1' });
  expect(within(shipped).getByText('Ship Date: 03/04/2026')).toBeInTheDocument();
  expect(within(shipped).getByRole('link', { name: /Track 1Z999AA10123456784/ })).toHaveAttribute(
    'href',
    expect.stringContaining('1Z999AA10123456784'),
  );
  expect(
    within(screen.getByRole('article', { name: 'Part 2' })).getByText('Estimated Ship Date: 03/20/2026'),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Part 3' })).getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('PO-77')).toBeInTheDocument();
});

it('says so when the order cannot be read (another organisation’s id is refused)', async () => {
  getSupplyOrder.mockRejectedValue(new Error('Forbidden'));
  renderAt('SO-OTHER');
  expect(await screen.findByText('This order could not be loaded. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Supply Orders' })).toHaveAttribute(
    'href',
    '/pages/dashboard/account/orders',
  );
});

it('an order whose amounts the API withheld shows its lines without any amount, never $0.00 or NaN', () => {
  // issue 34: a user without B2B_See_Replacement_Parts_Pricing gets null amounts marked priceWithheld
  const withheld: SupplyOrder = {
    ...ORDER,
    subtotal: null,
    tax: null,
    freight: null,
    total: null,
    priceWithheld: true,
    lines: ORDER.lines.map((l) => ({ ...l, unitPrice: null })),
  };
  render(<OrderDetail order={withheld} canViewPrices />);
  expect(screen.getByRole('article', { name: 'Part 1' })).toBeInTheDocument();
  expect(screen.queryByText('Total')).not.toBeInTheDocument();
  expect(screen.queryByText(/\$|NaN/)).not.toBeInTheDocument();
});

it('reorders the chosen lines, reloads the cart and names each line that could not go in, with why', async () => {
  getSupplyOrder.mockResolvedValue(ORDER);
  reorderSupplyOrder.mockResolvedValue({
    addedLineNumbers: [1],
    refused: [
      {
        lineNumber: 3,
        partNumber: '100-0003',
        reason: 'NOT_SOLD_ONLINE' as never,
        message: 'Part 100-0003 is no longer sold online.',
      },
    ],
  });
  renderAt('SO-6100007');
  const selected = await screen.findByRole('button', { name: 'Reorder Selected (0)' });
  expect(selected).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Reorder line 3' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Reorder line 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reorder Selected (2)' }));
  const outcome = await screen.findByRole('alert');
  expect(reorderSupplyOrder).toHaveBeenCalledWith('SO-6100007', [1, 3]);
  expect(loadCart).toHaveBeenCalledWith('supply-store');
  expect(outcome).toHaveTextContent('1 line added to your cart.');
  expect(within(outcome).getByRole('listitem')).toHaveTextContent(
    'Line 3 · Part 100-0003: Part 100-0003 is no longer sold online.',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Reorder All' }));
  expect(reorderSupplyOrder).toHaveBeenLastCalledWith('SO-6100007', null);
});

it('offers no reorder to a business user who may not order parts', async () => {
  getSupplyOrder.mockResolvedValue(ORDER);
  const initial = createInitialSessionState();
  renderAt('SO-6100007', {
    profile: { ...initial.profile, userStatus: 'REGISTERED', isValidatedB2BUser: true },
    privileges: ['B2B_View_Orders'],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order 6100007' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reorder All' })).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
