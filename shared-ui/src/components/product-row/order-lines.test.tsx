import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderLines, type OrderLineView } from './order-lines';
import { orderShipDates, shipDateText } from './product-row-rules';

const line = (n: number, extra: Partial<OrderLineView>): OrderLineView => ({
  lineNumber: n,
  partNumber: `100-000${n}`,
  description: `Part ${n}`,
  quantity: 2,
  shippedQuantity: 0,
  unitPrice: 10,
  uom: 'each',
  status: 'AWAITING_SHIPPING',
  trackingNumbers: [],
  ...extra,
});

describe('orderShipDates', () => {
  it('is the last ship date once every line has shipped', () => {
    const dates = orderShipDates([{ shippedDate: '2026-03-04' }, { shippedDate: '2026-03-09' }]);
    expect(shipDateText(dates)).toEqual({ label: 'Ship Date', date: '2026-03-09' });
  });

  it('is the earliest estimate of the lines still to ship, else pending', () => {
    const partly = orderShipDates([
      { shippedDate: '2026-03-04' },
      { promiseDate: '2026-03-20' },
      { promiseDate: '2026-03-12' },
    ]);
    expect(shipDateText(partly)).toEqual({ label: 'Estimated Ship Date', date: '2026-03-12' });
    expect(shipDateText(orderShipDates([{ promiseDate: null }]))).toEqual({ label: 'Pending', date: null });
    expect(shipDateText(orderShipDates([]))).toEqual({ label: 'Pending', date: null });
  });
});

describe('OrderLines', () => {
  it('shows each line’s ship date, tracking link and status in words', () => {
    render(
      <OrderLines
        orderId="SO-1"
        lines={[
          line(1, {
            status: 'SHIPPED',
            shippedQuantity: 2,
            shippedDate: '2026-03-04',
            trackingNumbers: ['1Z4A71F80312345678'],
          }),
          line(2, { promiseDate: '2026-03-20' }),
        ]}
        pricesShown
        money={(n) => (n === null ? null : `$${n}`)}
        formatDate={(d) => `on ${d}`}
      />,
    );
    const shipped = screen.getByRole('article', { name: 'Part 1' });
    expect(shipped).toHaveTextContent('Ship Date: on 2026-03-04');
    expect(shipped).toHaveTextContent('Quantity 2 · Shipped 2 · Shipped');
    expect(
      screen.getByRole('link', { name: 'Track 1Z4A71F80312345678 (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('tracknum=1Z4A71F80312345678'));
    const open = screen.getByRole('article', { name: 'Part 2' });
    expect(open).toHaveTextContent('Estimated Ship Date: on 2026-03-20');
    expect(open).toHaveTextContent('Awaiting shipping');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('with a choice, each line has a checkbox that chooses it', async () => {
    const toggle = jest.fn();
    render(
      <OrderLines
        orderId="SO-1"
        lines={[line(1, {}), line(2, {})]}
        pricesShown={false}
        money={() => null}
        formatDate={(d) => d}
        choice={{ chosen: new Set([2]), toggle }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Reorder line 2' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reorder line 1' }));
    expect(toggle).toHaveBeenCalledWith(1);
  });

  it('pages more than 10 lines, 10 to a page; a choice holds across pages', async () => {
    const user = userEvent.setup();
    const chosen = new Set<number>();
    const lines = Array.from({ length: 23 }, (_, i) => line(i + 1, {}));
    const { rerender } = render(
      <OrderLines
        orderId="SO-9"
        lines={lines}
        pricesShown
        money={(n) => (n === null ? null : `$${n}`)}
        formatDate={(d) => d}
        choice={{ chosen, toggle: (n) => chosen.add(n) }}
      />,
    );
    const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Part ${i + 1}`));
    const pager = screen.getByRole('navigation', { name: 'Lines of order SO-9' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByRole('checkbox', { name: 'Reorder line 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Part 21', 'Part 22', 'Part 23']);
    await user.click(screen.getByRole('checkbox', { name: 'Reorder line 22' }));
    expect([...chosen]).toEqual([2, 22]);
    // 10 lines or fewer: no pager
    rerender(
      <OrderLines
        orderId="SO-9"
        lines={lines.slice(0, 10)}
        pricesShown
        money={(n) => (n === null ? null : `$${n}`)}
        formatDate={(d) => d}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Lines of order SO-9' })).toBeNull();
  });
});
