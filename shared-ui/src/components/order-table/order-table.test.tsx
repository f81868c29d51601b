import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderTable, type OrderFormats } from './order-table';

interface Supply {
  id: string;
  number: string;
  orderedAt: string;
  status: string;
  total: number | null;
  currency: string;
  lines: { n: number; part: string; qty: number; price: number | null; status: string }[];
}

const FACTS = { orderedAt: '2026-03-07T10:00:00Z', status: 'BOOKED', total: null, currency: 'USD' };

const format: OrderFormats = {
  date: (iso) => `date(${iso.slice(0, 10)})`,
  money: (amount, currency) => (amount === null ? 'withheld' : `${currency} ${amount.toFixed(2)}`),
};

const table = (orders: Supply[] | undefined, state: { loading?: boolean; error?: boolean } = {}) => (
  <OrderTable
    caption="Orders"
    orders={orders}
    {...state}
    keyOf={(o) => o.id}
    numberOf={(o) => o.number}
    lines={(o) =>
      o.lines.map((l) => ({
        key: String(l.n),
        label: l.part,
        quantity: l.qty,
        unitPrice: l.price,
        total: l.price === null ? null : l.price * l.qty,
        note: l.status,
      }))
    }
    format={format}
    opener="Details"
    lastColumn="Actions"
  />
);

describe('OrderTable', () => {
  it("opens an order's lines under its row with each line's note; a withheld price reads as the format says", async () => {
    render(
      table([
        {
          ...FACTS,
          id: 'a',
          number: 'SO-1',
          lines: [{ n: 1, part: 'P-100 Boom pin', qty: 2, price: 12.5, status: 'SHIPPED' }],
        },
        {
          ...FACTS,
          id: 'b',
          number: 'SO-2',
          lines: [{ n: 1, part: 'P-200 Seal', qty: 1, price: null, status: 'OPEN' }],
        },
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'withheld' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Details of order SO-1' }));
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'P-100 Boom pin — 2 × USD 12.50 = USD 25.00 (SHIPPED)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details of order SO-2' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('P-200 Seal — 1 × withheld = withheld (OPEN)');
  });

  it("shows the kit's loading, error and empty states", () => {
    const { rerender } = render(table(undefined, { loading: true }));
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    rerender(table(undefined, { error: true }));
    expect(screen.getByText('The orders could not be loaded. Please try again.')).toBeInTheDocument();
    rerender(table([]));
    expect(screen.getByText('No Results Found')).toBeInTheDocument();
  });
});
