import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourseOrderTable, type CourseOrder, type CourseOrderFormats } from './course-order-table';

const order = (id: string, externalOrderId: string, title: string): CourseOrder => ({
  courseOrderId: id,
  externalOrderId,
  orderedAt: '2026-03-07T10:00:00Z',
  status: 'COMPLETE',
  total: 500,
  currency: 'USD',
  lines: [{ courseId: `${id}-c`, title, quantity: 2, unitPrice: 250, lineTotal: 500 }],
});

// the caller's formats, told apart from the raw values so a value shown unformatted fails the test
const format: CourseOrderFormats = {
  date: (iso) => `date(${iso.slice(0, 10)})`,
  money: (amount, currency) => (amount === null ? 'withheld' : `${currency} ${amount.toFixed(2)}`),
};

describe('CourseOrderTable', () => {
  it("opens one order's courses at a time under its row", async () => {
    render(
      <CourseOrderTable
        orders={[order('a', 'TO-1', 'Crane Safety'), order('b', 'TO-2', 'Rigging')]}
        format={format}
      />,
    );
    const first = screen.getByRole('button', { name: 'Courses of order TO-1' });
    const second = screen.getByRole('button', { name: 'Courses of order TO-2' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Crane Safety/)).toBeNull();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Crane Safety — 2 × USD 250.00 = USD 500.00')).toBeInTheDocument();

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Crane Safety/)).toBeNull();
    expect(screen.getByText('Rigging — 2 × USD 250.00 = USD 500.00')).toBeInTheDocument();

    await userEvent.click(second);
    expect(screen.queryByText(/Rigging/)).toBeNull();
  });

  it("shows each order's facts and the area's own actions in its last cell", () => {
    render(
      <CourseOrderTable
        orders={[order('a', 'TO-1', 'Crane Safety')]}
        format={format}
        actions={(o) => <button type="button">Reorder order {o.externalOrderId}</button>}
      />,
    );
    const row = screen.getByRole('row', { name: /TO-1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'TO-1',
      'date(2026-03-07)',
      'COMPLETE',
      'USD 500.00',
      'Courses of order TO-1 Reorder order TO-1',
    ]);
  });
});
