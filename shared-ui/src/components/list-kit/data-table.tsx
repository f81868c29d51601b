// The list pages' one table: columns (sortable where the API sorts), an optional selection column, the loading,
// error and empty states, a header that stays in view while the rows scroll, and below 592 px (the spec's narrow
// carousel width, where a table of six columns no longer reads) one card a row, with the sort as a select.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { CAROUSEL_NARROW } from '../../breakpoints';
import { useMediaQuery } from '../../hooks/use-media-query';
import { SortSelect, type SortChoice } from './sort-select';
import { SortableColumnHeader, type ListSort } from './sortable-column-header';
import './list-kit.css';

/** Below this width the rows show as cards. */
export const CARD_LAYOUT_QUERY = `(max-width: ${CAROUSEL_NARROW - 0.02}px)`;

export interface DataColumn<R> {
  /** the API's sort field when `sortable`; otherwise any name unique in the table */
  field: string;
  label: string;
  sortable?: boolean;
  cell(row: R): ReactNode;
}

export interface DataTableSelection {
  selected: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
  /** the check box's accessible name for a row, e.g. "Select unit 123" */
  label(rowKey: string): string;
}

export interface DataTableProps<R> {
  /** the table's accessible name (a visually hidden caption), e.g. "APNs on your units" */
  caption: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey(row: R): string;
  /** the first answer has not come yet */
  loading: boolean;
  /** the answer failed: `errorMessage` shows instead of rows */
  error: boolean;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage?: string;
  sort?: ListSort | null;
  onSort?(sort: ListSort): void;
  /** the first direction of a column's sort: 'DESC' (newest or largest first) unless given */
  firstDirection?: ListSort['direction'];
  selection?: DataTableSelection;
  /** above the rows when there are some, e.g. a count */
  header?: ReactNode;
  /** under the rows when there are some, e.g. the pager */
  footer?: ReactNode;
  /**
   * What a row shows opened under it (an order's lines), or null while it is shut: the page keeps which rows are
   * open. A table row of its own across every column; in the card layout, the card's last part.
   */
  expandedRow?(row: R): ReactNode;
  /**
   * The table may be wider than its page (many text columns, no link or button in a row): its scroll box becomes a
   * labelled region the keyboard can reach, so it can be scrolled sideways (axe scrollable-region-focusable); named
   * "<caption> table", apart from the page's own region of the same words (axe landmark-unique).
   */
  wide?: boolean;
}

function toggled(set: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

function SelectAll({ keys, selection }: { keys: string[]; selection: DataTableSelection }) {
  const all = keys.length > 0 && keys.every((k) => selection.selected.has(k));
  return (
    <input
      type="checkbox"
      aria-label="Select all rows on this page"
      checked={all}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (all) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

function CardSort<R>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly DataColumn<R>[];
  sort: ListSort | null;
  onSort(sort: ListSort): void;
}) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const choices: SortChoice[] = [
    { sort: null, label: 'Default order' },
    ...sortable.flatMap((c) => [
      { sort: { field: c.field, direction: 'ASC' as const }, label: `${c.label} (ascending)` },
      { sort: { field: c.field, direction: 'DESC' as const }, label: `${c.label} (descending)` },
    ]),
  ];
  // the default order is the list's own: choosing it again changes nothing
  return <SortSelect choices={choices} sort={sort} onSort={(chosen) => chosen && onSort(chosen)} />;
}

export function DataTable<R>(props: DataTableProps<R>) {
  const { caption, columns, rows, rowKey, selection, sort = null, onSort, firstDirection } = props;
  const cards = useMediaQuery(CARD_LAYOUT_QUERY);
  if (props.loading) return <Spinner label={props.loadingLabel} />;
  if (props.error || !rows) return <Alert kind="danger">{props.errorMessage}</Alert>;
  if (rows.length === 0) return <p className="pui-list-empty">{props.emptyMessage ?? 'No Results Found'}</p>;
  const keys = rows.map(rowKey);

  const rowCheckbox = (key: string) =>
    selection ? (
      <input
        type="checkbox"
        aria-label={selection.label(key)}
        checked={selection.selected.has(key)}
        onChange={() => selection.onChange(toggled(selection.selected, key))}
      />
    ) : null;

  if (cards) {
    return (
      <>
        {props.header}
        {onSort && <CardSort columns={columns} sort={sort} onSort={onSort} />}
        <ul className="pui-cards" aria-label={caption}>
          {rows.map((row, index) => (
            <li key={keys[index]} className="pui-card">
              {rowCheckbox(keys[index] as string)}
              <dl>
                {columns.map((c) => (
                  <div key={c.field} className="pui-card__item">
                    <dt>{c.label}</dt>
                    <dd>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {props.expandedRow?.(row)}
            </li>
          ))}
        </ul>
        {props.footer}
      </>
    );
  }

  return (
    <>
      {props.header}
      <div
        className="pui-table-scroll pui-table-scroll--sticky"
        {...(props.wide ? { role: 'region', 'aria-label': `${caption} table`, tabIndex: 0 } : {})}
      >
        <table className="pui-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col">
                  <SelectAll keys={keys} selection={selection} />
                </th>
              )}
              {columns.map((c) =>
                c.sortable && onSort ? (
                  <SortableColumnHeader
                    key={c.field}
                    field={c.field}
                    sort={sort}
                    onSort={onSort}
                    firstDirection={firstDirection}
                  >
                    {c.label}
                  </SortableColumnHeader>
                ) : (
                  <th key={c.field} scope="col">
                    {c.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const opened = props.expandedRow?.(row);
              return (
                <Fragment key={keys[index]}>
                  <tr>
                    {selection && <td>{rowCheckbox(keys[index] as string)}</td>}
                    {columns.map((c) => (
                      <td key={c.field}>{c.cell(row)}</td>
                    ))}
                  </tr>
                  {opened != null && opened !== false && (
                    <tr>
                      <td colSpan={columns.length + (selection ? 1 : 0)}>{opened}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {props.footer}
    </>
  );
}
