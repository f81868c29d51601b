import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia, type MatchMediaMock } from '../../test-utils/match-media';
import { DataTable, type DataColumn, type DataTableProps } from './data-table';

interface Unit {
  serial: string;
  model: string;
}

const COLUMNS: DataColumn<Unit>[] = [
  { field: 'serial', label: 'Unit Serial', sortable: true, cell: (u) => u.serial },
  { field: 'model', label: 'Model', cell: (u) => u.model },
];
const UNITS: Unit[] = [
  { serial: 'A-100', model: 'TL-37' },
  { serial: 'B-200', model: 'DM-47' },
];

function table(props: Partial<DataTableProps<Unit>> = {}) {
  return (
    <DataTable<Unit>
      caption="Units in your fleet"
      columns={COLUMNS}
      rows={UNITS}
      rowKey={(u) => u.serial}
      loading={false}
      error={false}
      loadingLabel="Loading units"
      errorMessage="The units could not be loaded. Please try again."
      {...props}
    />
  );
}

let media: MatchMediaMock;
beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.restore());

describe('DataTable', () => {
  it('shows the columns and rows, sorting by the sortable ones only', async () => {
    const onSort = jest.fn();
    render(table({ sort: null, onSort }));
    const grid = screen.getByRole('table', { name: 'Units in your fleet' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Unit Serial', 'Model']);
    expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['A-100TL-37', 'B-200DM-47']);
    expect(within(grid).queryByRole('button', { name: 'Model' })).not.toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Unit Serial' }));
    expect(onSort).toHaveBeenCalledWith({ field: 'serial', direction: 'DESC' });
  });

  it('keeps its header in a sticky scroll box', () => {
    render(table());
    expect(screen.getByRole('table').parentElement).toHaveClass('pui-table-scroll--sticky');
  });

  it('puts a wide table in a labelled region the keyboard can reach, and a narrow one in a plain box', () => {
    const { rerender } = render(table({ wide: true }));
    const region = screen.getByRole('region', { name: 'Units in your fleet table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    rerender(table());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the loading, error and empty states instead of rows', () => {
    const { rerender } = render(table({ loading: true }));
    expect(screen.getByRole('status', { name: 'Loading units' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(table({ error: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('The units could not be loaded. Please try again.');
    rerender(table({ rows: [] }));
    expect(screen.getByText('No Results Found')).toBeInTheDocument();
    rerender(table({ rows: [], emptyMessage: 'No units' }));
    expect(screen.getByText('No units')).toBeInTheDocument();
  });

  it('selects rows one by one and the whole page at once', async () => {
    const onChange = jest.fn();
    const selection = {
      selected: new Set<string>(['A-100']),
      onChange,
      label: (k: string) => `Select unit ${k}`,
    };
    const { rerender } = render(table({ selection }));
    expect(screen.getByRole('checkbox', { name: 'Select unit A-100' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select unit B-200' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['A-100', 'B-200']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<string>)].sort()).toEqual(['A-100', 'B-200']);
    rerender(table({ selection: { ...selection, selected: new Set(['A-100', 'B-200']) } }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<string>)]).toEqual([]);
  });

  it('shows one card a row below 592 px, sorting through a select', async () => {
    const onSort = jest.fn();
    media.setWidth(591);
    const { rerender } = render(table({ sort: null, onSort }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Units in your fleet' })).getAllByRole('listitem');
    expect(
      cards.map((c) =>
        within(c)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ),
    ).toEqual([
      ['A-100', 'TL-37'],
      ['B-200', 'DM-47'],
    ]);
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Unit Serial', 'Model']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Unit Serial (ascending)');
    expect(onSort).toHaveBeenCalledWith({ field: 'serial', direction: 'ASC' });
    act(() => media.setWidth(592));
    rerender(table({ sort: null, onSort }));
    expect(screen.getByRole('table', { name: 'Units in your fleet' })).toBeInTheDocument();
  });
});
