import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from './api/invoice-search';
import type { InvoiceSummary } from './types/invoice';
import InvoicesPage from './invoices-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('./api/invoice-search', () => ({
  ...jest.requireActual('./api/invoice-search'),
  searchInvoices: jest.fn(),
  invoiceLocations: jest.fn(async () => ({ content: [], totalRecords: 0 })),
  requestBulkPdf: jest.fn(async () => ({ jobId: 'job-1' })),
}));
const searchInvoices = api.searchInvoices as jest.MockedFunction<typeof api.searchInvoices>;
const requestBulkPdf = api.requestBulkPdf as jest.MockedFunction<typeof api.requestBulkPdf>;

const navigator = testNavigator();

const invoice = (n: number): InvoiceSummary => ({
  invoiceId: `id-${n}`,
  title: `Invoice ${n}`,
  customerTrxId: `trx-${n}`,
  trxNumber: String(4400000 + n),
  fileUrl: `/api/files/invoices/id-${n}/invoice.pdf`,
  accountId: 'A1',
  accountNumber: 'K1',
  customerName: 'Keystone',
  orderId: null,
  orderNumber: null,
  trxType: 'INV',
  status: 'OPEN',
  invoiceCategory: 'PARTS',
  invoiceDate: '2026-03-07',
  dueDate: '2026-04-06',
  currency: 'USD',
  amount: 100,
  balanceDue: 100,
  customerPo: 'PO-9',
  billToLocation: null,
  shipToLocation: null,
});

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/account/arinvoice${search}`} navigator={navigator}>
        <InvoicesPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('searches with the URL state (page 1-based in the URL, 0-based on the wire) and shows dates as MM/dd/yyyy', async () => {
  searchInvoices.mockResolvedValue({ content: [invoice(1)], totalRecords: 26 });
  renderAt(`?query=PO-9&page=2&filter=${encodeURIComponent('{"status":"OPEN"}')}`);
  expect(await screen.findByRole('button', { name: 'Open the PDF of invoice 4400001' })).toBeInTheDocument();
  expect(searchInvoices).toHaveBeenCalledWith(
    expect.objectContaining({
      query: 'PO-9',
      page: 1,
      filterOptions: [{ fieldName: 'status', value: 'OPEN' }],
    }),
    expect.anything(),
  );
  expect(screen.getByText('03/07/2026')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
    /^\/pages\/download\?source=integration&endpoint=%2Finvoices%2Fcsv%2Fsearch&body=/,
  );
});

it('says each status in words, in the rows and in the Status choice', async () => {
  searchInvoices.mockResolvedValue({
    content: [invoice(1), { ...invoice(2), status: 'PARTIALLY_PAID' }, { ...invoice(3), status: 'PAST_DUE' }],
    totalRecords: 3,
  });
  renderAt('');
  const table = await screen.findByRole('table', { name: 'Invoices' });
  for (const words of ['Open', 'Partially paid', 'Past due'])
    expect(within(table).getByRole('cell', { name: words })).toBeInTheDocument();
  expect(within(table).queryByText('PARTIALLY_PAID')).toBeNull();
  const choices = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option');
  expect(choices.map((o) => o.textContent)).toEqual(['All', 'Open', 'Past due', 'Partially paid', 'Paid']);
  expect(choices.map((o) => (o as HTMLOptionElement).value)).toEqual([
    '',
    'OPEN',
    'PAST_DUE',
    'PARTIALLY_PAID',
    'PAID',
  ]);
});

it('shows No Results Found for an empty search', async () => {
  searchInvoices.mockResolvedValue({ content: [], totalRecords: 0 });
  renderAt('?query=zzz');
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
});

it('requests the selected invoices as PDFs', async () => {
  searchInvoices.mockResolvedValue({ content: [invoice(1), invoice(2), invoice(3)], totalRecords: 3 });
  renderAt('');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Select invoice 4400001' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select invoice 4400003' }));
  await user.click(screen.getByRole('button', { name: 'Download PDFs' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(requestBulkPdf).toHaveBeenCalledWith({
      invoiceIds: ['id-1', 'id-3'],
      searchRequest: null,
      delivery: 'INDIVIDUAL',
    }),
  );
  expect(await screen.findByText(/link to download them will be emailed/)).toBeInTheDocument();
});

it('the search form follows the URL: after Back it shows the search the results are for', async () => {
  searchInvoices.mockResolvedValue({ content: [invoice(1)], totalRecords: 1 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const at = (search: string) => (
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/account/arinvoice${search}`} navigator={navigator}>
        <InvoicesPage />
      </Router>
    </QueryClientProvider>
  );
  const { rerender } = render(at(`?query=zz&filter=${encodeURIComponent('{"status":"PAID"}')}`));
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveValue('zz');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
  await userEvent.type(box, ' typed, not searched');
  // Back: the location the router gets is the earlier, unfiltered search
  rerender(at(''));
  expect(box).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await waitFor(() =>
    expect(searchInvoices).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: null, filterOptions: [] }),
      expect.anything(),
    ),
  );
});
