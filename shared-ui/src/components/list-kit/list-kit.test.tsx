import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageCount, usePageWithinTotal } from './pager';
import { SortableColumnHeader, ariaSortOf, nextSort, type ListSort } from './sortable-column-header';

describe('Pager', () => {
  it('moves a page back and forth and cannot leave the range', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} pages={3} label="Invoice pages" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2, { replace: false });
    rerender(<Pager page={3} pages={3} label="Invoice pages" onPage={onPage} status="(42 events)" />);
    expect(nav).toHaveTextContent('Page 3 of 3 (42 events)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2, { replace: false });
  });

  it('turns a page past the last into the last page, replacing the URL rather than adding to history', () => {
    const onPage = jest.fn();
    function EmptyPage({ page, pages }: { page: number; pages: number | null }) {
      usePageWithinTotal(page, pages, onPage);
      return <p>No Results Found</p>;
    }
    const { rerender } = render(<EmptyPage page={2} pages={null} />);
    // the total is not known yet: nothing to correct against
    expect(onPage).not.toHaveBeenCalled();
    rerender(<EmptyPage page={2} pages={1} />);
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(onPage).toHaveBeenCalledWith(1, { replace: true });
    rerender(<EmptyPage page={1} pages={1} />);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('shows the last page for a page past it, and no count while the total is unknown', () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={2} pages={1} label="APN pages" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'APN pages' });
    expect(nav).toHaveTextContent('Page 1 of 1');
    rerender(<Pager page={2} pages={null} label="APN pages" onPage={onPage} />);
    expect(nav.textContent).toBe('PreviousPage 2Next');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(onPage).not.toHaveBeenCalled();
  });

  it('counts pages, an empty list keeping page 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(16, 10)).toBe(2);
    expect(pageCount(undefined, 10)).toBeNull();
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
