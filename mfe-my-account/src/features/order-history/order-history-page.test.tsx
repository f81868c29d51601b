import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { gateway, runGraphQL } from '@portal/api-client';
import { loadCart } from '@portal/shared-session';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { Navigator } from '@portal/shared-session/routing';
import OrderHistoryPage from './order-history-page';
import type { OrderSummary } from './types/order';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  gateway: jest.fn(),
  runGraphQL: jest.fn(),
}));
jest.mock('@portal/shared-session', () => ({
  ...jest.requireActual('@portal/shared-session'),
  loadCart: jest.fn(),
  useSession: (select: (s: { initialized: boolean }) => unknown) => select({ initialized: true }),
}));

const line = (n: number, extra: Partial<OrderSummary['lines'][number]>): OrderSummary['lines'][number] => ({
  lineNumber: n,
  partNumber: `100-000${n}`,
  description: `Part ${n}`,
  customerPartNumber: null,
  unitSerial: null,
  quantity: 2,
  shippedQuantity: 0,
  unitPrice: 10,
  extendedPrice: 20,
  uom: 'each',
  status: 'AWAITING_SHIPPING',
  promiseDate: '2026-03-20',
  shippedDate: null,
  carrier: null,
  trackingNumbers: [],
  ...extra,
});

const ORDER = {
  orderId: 'SO-6099002',
  orderNumber: '6099002',
  accountId: '490001',
  customerName: 'Pat Morgan',
  orderedAt: '2026-03-02T15:00:00.000Z',
  status: 'PARTIALLY_SHIPPED',
  customerPo: null,
  currency: 'USD',
  subtotal: 40,
  tax: 0,
  freight: 0,
  total: 40,
  priceWithheld: false,
  shippingMethod: 'Ground',
  source: 'web',
  shipTo: null,
  lineCount: 2,
  lines: [
    line(1, {
      status: 'SHIPPED',
      shippedQuantity: 2,
      shippedDate: '2026-03-04',
      carrier: 'UPS',
      trackingNumbers: ['1Z4A71F80312345678'],
    }),
    line(2, {}),
  ],
} as OrderSummary;

function renderPage() {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    push: jest.fn(),
    replace: () => undefined,
    go: () => undefined,
  };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = '/pages/my-account/orderHistoryPage';
  render(
    <QueryClientProvider client={client}>
      <Router location={{ pathname: path, search: '' }} navigator={navigator}>
        <Routes>
          <Route path={path} element={<OrderHistoryPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(gateway).mockResolvedValue({ content: [ORDER], totalRecords: 1 } as never);
});

it('shows the status in words and the next estimated ship date, never the raw status', async () => {
  renderPage();
  const row = (await screen.findByRole('cell', { name: '6099002' })).closest('tr') as HTMLElement;
  expect(within(row).getByRole('cell', { name: 'Partially shipped' })).toBeVisible();
  expect(within(row).getByRole('cell', { name: 'Estimated Ship Date: 03/20/2026' })).toBeVisible();
  expect(screen.queryByText('PARTIALLY_SHIPPED')).toBeNull();
});

it('details show each line’s ship date and tracking link, and reorder the chosen lines', async () => {
  jest.mocked(runGraphQL).mockResolvedValue({
    reorderSupplyOrder: {
      addedLineNumbers: [2],
      refused: [],
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Details of order 6099002' }));
  const shipped = screen.getByRole('article', { name: 'Part 1' });
  expect(within(shipped).getByText('Ship Date: 03/04/2026')).toBeVisible();
  expect(within(shipped).getByRole('link', { name: /Track 1Z4A71F80312345678/ })).toHaveAttribute(
    'href',
    expect.stringContaining('tracknum=1Z4A71F80312345678'),
  );
  expect(screen.getByRole('article', { name: 'Part 2' })).toHaveTextContent('Awaiting shipping');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Reorder line 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reorder Selected (1)' }));
  expect(await screen.findByRole('status')).toHaveTextContent('1 line added to your cart.');
  expect(runGraphQL).toHaveBeenCalledWith(expect.anything(), { orderId: 'SO-6099002', lineNumbers: [2] });
  expect(loadCart).toHaveBeenCalledWith('supply-store');
});
