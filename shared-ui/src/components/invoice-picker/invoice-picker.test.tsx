import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { InvoicePicker, type InvoiceSearch } from './invoice-picker';
import {
  INVOICE_PICKER_MESSAGES,
  amountProblem,
  parseAmount,
  selectionTotal,
  toggleInvoice,
  type InvoiceSelection,
  type PickerInvoice,
} from './invoice-selection';

const invoice = (trxNumber: string, balanceDue: number): PickerInvoice => ({
  invoiceId: `INV-${trxNumber}`,
  trxNumber,
  dueDate: '2026-05-01',
  currency: 'USD',
  balanceDue,
  status: 'OPEN',
});

const A = invoice('1001', 120.5);
const B = invoice('1002', 80);
const C = invoice('2001', 15);

const money = (n: number) => `$${n.toFixed(2)}`;
const describeFailure = (e: unknown) => `described: ${(e as Error).message}`;
const asWritten = (d: string) => d;

function Harness({ search, withAmounts = false }: { search: InvoiceSearch; withAmounts?: boolean }) {
  const [selection, setSelection] = useState<InvoiceSelection[]>([]);
  return (
    <>
      <InvoicePicker
        legend="Invoices to pay"
        search={search}
        describeError={describeFailure}
        selection={selection}
        onChange={setSelection}
        withAmounts={withAmounts}
        formatMoney={money}
        formatDate={asWritten}
        debounceMs={10}
      />
      <output aria-label="chosen">
        {selection.map((s) => `${s.invoice.trxNumber}=${s.amount}`).join(';')}
      </output>
    </>
  );
}

describe('invoice selection rules', () => {
  it('adds an invoice in full, removes it on a second toggle', () => {
    const once = toggleInvoice([], A);
    expect(once).toEqual([{ invoice: A, amount: '120.50' }]);
    expect(toggleInvoice(once, A)).toEqual([]);
  });

  it('reads amounts in dollars and cents, and nothing else', () => {
    expect(['12', '12.5', '1,234.56', '$7.05', '1.005', '-3', 'abc', ''].map(parseAmount)).toEqual([
      12,
      12.5,
      1234.56,
      7.05,
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses zero, nonsense and more than the open balance; totals only valid amounts in cents', () => {
    expect(amountProblem({ invoice: A, amount: '0' })).toBe(INVOICE_PICKER_MESSAGES.amountInvalid);
    expect(amountProblem({ invoice: A, amount: 'ten' })).toBe(INVOICE_PICKER_MESSAGES.amountInvalid);
    expect(amountProblem({ invoice: A, amount: '120.51' })).toBe(INVOICE_PICKER_MESSAGES.amountOverBalance);
    expect(amountProblem({ invoice: A, amount: '120.50' })).toBeNull();
    expect(
      selectionTotal([
        { invoice: A, amount: '0.1' },
        { invoice: B, amount: '0.2' },
        { invoice: C, amount: '99' },
      ]),
    ).toBe(0.3);
  });
});

describe('InvoicePicker', () => {
  it('searches as the user types, lists the matches and selects several', async () => {
    const search = jest.fn<ReturnType<InvoiceSearch>, Parameters<InvoiceSearch>>(async (query) =>
      [A, B, C].filter((i) => i.trxNumber.startsWith(query)),
    );
    render(<Harness search={search} />);
    expect(await screen.findByRole('checkbox', { name: /Invoice 2001/ })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('', expect.any(AbortSignal));

    await userEvent.type(screen.getByLabelText('Search invoices'), '100');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('100', expect.any(AbortSignal)));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Invoice 2001/ })).toBeNull());

    await userEvent.click(screen.getByRole('checkbox', { name: /Invoice 1001/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Invoice 1002/ }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1001=120.50;1002=80.00');
    expect(screen.getByRole('list', { name: 'Selected invoices (2)' })).toBeInTheDocument();
    // no amounts outside payment mode
    expect(screen.queryByLabelText(/Amount to pay/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove invoice 1001' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1002=80.00');
  });

  it('in payment mode takes part of an invoice and says when an amount is over the open balance', async () => {
    render(<Harness search={async () => [A, B]} withAmounts />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Invoice 1001/ }));
    const amount = screen.getByLabelText('Amount to pay on invoice 1001');
    expect(amount).toHaveValue('120.50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(INVOICE_PICKER_MESSAGES.amountOverBalance)).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '20.25');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('1001=20.25');
  });

  it('shows No Results Found when nothing matches', async () => {
    render(<Harness search={async () => []} />);
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  });

  it('shows a failed search in the caller’s words', async () => {
    render(
      <Harness
        search={async () => {
          throw new Error('boom');
        }}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('described: boom')).toBeInTheDocument();
  });
});
