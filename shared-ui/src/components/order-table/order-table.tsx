// Orders as the kit's data table (ADR 0030), each order's lines opened under its row on demand, one order at a
// time: My Account's Order History (supply orders), and the training orders of the dashboard and of My Account
// (CourseOrderTable) list orders alike, so the table and its columns are one. The formats come from the caller (the
// session owns them).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import { DataTable, type DataColumn } from '../list-kit/data-table';

export interface OrderFormats {
  date: (iso: string) => string;
  money: (amount: number | null, currency: string) => string;
}

/** What the table shows of an order besides its key and number (both order kinds name them alike). */
export interface OrderFacts {
  orderedAt: string;
  status: string;
  total: number | null;
  currency: string;
}

/** An order line as it reads opened: "{label} — {quantity} × {unit price} = {total}{ (note)}". */
export interface OrderLine {
  key: string;
  label: string;
  quantity: number;
  unitPrice: number | null;
  total: number | null;
  note?: string;
}

export interface OrderTableProps<O extends OrderFacts> {
  /** the table's accessible name, e.g. "Orders" */
  caption: string;
  orders: readonly O[] | undefined;
  keyOf(order: O): string;
  /** the order number people read */
  numberOf(order: O): string;
  lines(order: O): readonly OrderLine[];
  format: OrderFormats;
  /** the word of the button that opens an order's lines: "Details", "Courses" */
  opener: string;
  /** the last column's heading */
  lastColumn: string;
  /** more controls in an order's last cell, after its opener (My Account's Reorder) */
  actions?: (order: O) => ReactNode;
  loading?: boolean;
  error?: boolean;
  loadingLabel?: string;
  errorMessage?: string;
  /** under the rows, e.g. the pager */
  footer?: ReactNode;
}

export function OrderTable<O extends OrderFacts>(props: OrderTableProps<O>) {
  const { keyOf, numberOf, format, opener, actions } = props;
  const [open, setOpen] = useState<string | null>(null);
  const columns: DataColumn<O>[] = [
    { field: 'number', label: 'Order #', cell: numberOf },
    { field: 'orderedAt', label: 'Order Date', cell: (o) => format.date(o.orderedAt) },
    { field: 'status', label: 'Status', cell: (o) => o.status },
    { field: 'total', label: 'Total', cell: (o) => format.money(o.total, o.currency) },
    {
      field: 'actions',
      label: props.lastColumn,
      cell: (o) => {
        const key = keyOf(o);
        const number = numberOf(o);
        return (
          <>
            <Button
              variant="link"
              aria-expanded={open === key}
              onClick={() => setOpen((current) => (current === key ? null : key))}
            >
              {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
              {opener}
              <span className="visually-hidden"> of order {number}</span>
            </Button>
            {actions ? <> {actions(o)}</> : null}
          </>
        );
      },
    },
  ];
  const expandedRow = (o: O) => {
    if (open !== keyOf(o)) return null;
    const { currency } = o;
    return (
      <ul>
        {props.lines(o).map((line) => (
          <li key={line.key}>
            {line.label} — {line.quantity} × {format.money(line.unitPrice, currency)} ={' '}
            {format.money(line.total, currency)}
            {line.note ? ` (${line.note})` : null}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <DataTable
      caption={props.caption}
      columns={columns}
      rows={props.orders}
      rowKey={keyOf}
      loading={props.loading ?? false}
      error={props.error ?? false}
      loadingLabel={props.loadingLabel ?? 'Loading orders'}
      errorMessage={props.errorMessage ?? 'The orders could not be loaded. Please try again.'}
      expandedRow={expandedRow}
      footer={props.footer}
    />
  );
}
