import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageCount } from './pager';
import { SortableColumnHeader, ariaSortOf, nextSort, type ListSort } from './sortable-column-header';

describe('Pager', () => {
  it('moves a page back and forth and cannot leave the range', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} pages={3} label="Invoice pages" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} label="Invoice pages" onPage={onPage} status="(42 events)" />);
    expect(nav).toHaveTextContent('Page 3 of 3 (42 events)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('counts pages, an empty list keeping page 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('SortableColumnHeader', () => {
  it('sorts descending first, then flips; aria-sort says the current order', async () => {
    const onSort = jest.fn();
    const table = (sort: ListSort | null) => (
      <table>
        <thead>
          <tr>
            <SortableColumnHeader field="amount" sort={sort} onSort={onSort}>
              Amount
            </SortableColumnHeader>
          </tr>
        </thead>
      </table>
    );
    const { rerender } = render(table(null));
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'amount', direction: 'DESC' });
    rerender(table({ field: 'amount', direction: 'DESC' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'amount', direction: 'ASC' });
  });

  it('a press on another column starts it descending', () => {
    expect(nextSort({ field: 'amount', direction: 'ASC' }, 'dueDate')).toEqual({
      field: 'dueDate',
      direction: 'DESC',
    });
    expect(nextSort({ field: 'amount', direction: 'ASC' }, 'amount')).toEqual({
      field: 'amount',
      direction: 'DESC',
    });
    expect(nextSort(null, 'name', 'ASC')).toEqual({ field: 'name', direction: 'ASC' });
    expect(nextSort({ field: 'name', direction: 'ASC' }, 'name', 'ASC')).toEqual({
      field: 'name',
      direction: 'DESC',
    });
    expect(nextSort({ field: 'name', direction: 'DESC' }, 'name', 'ASC')).toEqual({
      field: 'name',
      direction: 'ASC',
    });
    expect(ariaSortOf({ field: 'amount', direction: 'ASC' }, 'amount')).toBe('ascending');
    expect(ariaSortOf({ field: 'amount', direction: 'ASC' }, 'dueDate')).toBeUndefined();
  });
});
