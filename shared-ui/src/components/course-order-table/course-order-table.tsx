// Training (course) orders as a table, each order's courses opened under its row on demand: the dashboard's
// Training Orders and My Account's Training Order History list the same orders (the first the organisations', the
// second the user's own), so the table is one. The formats come from the caller (the session owns them).
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';

/** A course order as `courseOrders` answers it (spec 3 'Course order'). */
export interface CourseOrder {
  courseOrderId: string;
  externalOrderId: string;
  /** the short readable number (issue 40); orders placed before numbering show the client's number */
  orderNumber?: string | null;
  orderedAt: string;
  status: string;
  total: number;
  currency: string;
  lines: readonly {
    courseId: string;
    title: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
}

export interface CourseOrderFormats {
  date: (iso: string) => string;
  money: (amount: number, currency: string) => string;
}

export interface CourseOrderTableProps<Order extends CourseOrder> {
  orders: readonly Order[];
  format: CourseOrderFormats;
  /** more controls in an order's last cell, after its Courses button (My Account's Reorder) */
  actions?: (order: Order) => ReactNode;
}

export function CourseOrderTable<Order extends CourseOrder>({
  orders,
  format,
  actions,
}: CourseOrderTableProps<Order>) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="pui-table-scroll">
      <table className="pui-table">
        <caption className="visually-hidden">Training orders</caption>
        <thead>
          <tr>
            <th scope="col">Order #</th>
            <th scope="col">Order Date</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Courses</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <Fragment key={order.courseOrderId}>
              <tr>
                <td>{order.orderNumber ?? order.externalOrderId}</td>
                <td>{format.date(order.orderedAt)}</td>
                <td>{order.status}</td>
                <td>{format.money(order.total, order.currency)}</td>
                <td>
                  <Button
                    variant="link"
                    aria-expanded={open === order.courseOrderId}
                    onClick={() => setOpen((o) => (o === order.courseOrderId ? null : order.courseOrderId))}
                  >
                    {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
                    Courses
                    <span className="visually-hidden">
                      {' '}
                      of order {order.orderNumber ?? order.externalOrderId}
                    </span>
                  </Button>
                  {actions ? <> {actions(order)}</> : null}
                </td>
              </tr>
              {open === order.courseOrderId && (
                <tr>
                  <td colSpan={5}>
                    <ul>
                      {order.lines.map((line) => (
                        <li key={line.courseId}>
                          {line.title} — {line.quantity} × {format.money(line.unitPrice, order.currency)} ={' '}
                          {format.money(line.lineTotal, order.currency)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
