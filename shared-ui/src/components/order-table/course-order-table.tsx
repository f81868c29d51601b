// Training (course) orders in the one order table: the dashboard's Training Orders and My Account's Training Order
// History list the same orders (the first the organisations', the second the user's own), each order's courses
// opened under its row.
import type { ReactNode } from 'react';
import { OrderTable, type OrderFormats, type OrderTableProps } from './order-table';

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

export type CourseOrderFormats = OrderFormats;

export interface CourseOrderTableProps<Order extends CourseOrder> extends Pick<
  OrderTableProps<Order>,
  'loading' | 'error' | 'footer'
> {
  orders: readonly Order[] | undefined;
  format: CourseOrderFormats;
  /** more controls in an order's last cell, after its Courses button (My Account's Reorder) */
  actions?: (order: Order) => ReactNode;
}

const lines = (order: CourseOrder) =>
  order.lines.map((line) => ({
    key: line.courseId,
    label: line.title,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: line.lineTotal,
  }));

export function CourseOrderTable<Order extends CourseOrder>(props: CourseOrderTableProps<Order>) {
  return (
    <OrderTable
      {...props}
      caption="Training orders"
      keyOf={(order) => order.courseOrderId}
      numberOf={(order) => order.orderNumber ?? order.externalOrderId}
      lines={lines}
      opener="Courses"
      lastColumn="Courses"
      loadingLabel="Loading training orders"
      errorMessage="The training orders could not be loaded. Please try again."
    />
  );
}
