// /pages/my-account/orderHistoryPage (spec 2 'My Account'): the user's supply orders a page at a time (page in the
// URL), each with its lines, and Reorder, which adds the order's parts to the supply-store cart.
import { formatDate, formatMoney } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Pager } from '@portal/shared-ui/list-kit';
import { OrderTable } from '@portal/shared-ui/order-table';
import { ORDER_PAGE_SIZE } from './api/order-search';
import { orderHistoryOptions } from './api/queries';
import { ReorderButton, useReorder } from './reorder';
import type { OrderSummary } from './types/order';
import '../../shared/account-pages.css';

const NO_FILTER: Record<string, never> = {};
const FORMATS = { date: formatDate, money: formatMoney };

const lines = (order: OrderSummary) =>
  order.lines.map((line) => ({
    key: String(line.lineNumber),
    label: `${line.partNumber} ${line.description}`,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: line.extendedPrice,
    note: line.status,
  }));

export default function OrderHistoryPage() {
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: ORDER_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: (s) => s.page,
    query: orderHistoryOptions,
    total: (answer) => answer.totalRecords,
  });
  const reorder = useReorder({
    application: 'supply-store',
    items: (order: OrderSummary) =>
      order.lines.map((line) => ({ itemId: line.partNumber, quantity: line.quantity })),
    done: (order) => `The parts of order ${order.orderNumber} were added to your cart.`,
  });
  return (
    <section className="acct-page" aria-labelledby="order-history-title">
      <h1 id="order-history-title">Order History</h1>
      <OrderTable
        caption="Orders"
        orders={list.results.data?.content}
        loading={list.results.isPending}
        error={list.results.isError}
        keyOf={(order) => order.orderId}
        numberOf={(order) => order.orderNumber}
        lines={lines}
        format={FORMATS}
        opener="Details"
        lastColumn="Actions"
        actions={(order) => <ReorderButton number={order.orderNumber} reorder={reorder} order={order} />}
        footer={<Pager {...list.pager} label="Order pages" />}
      />
    </section>
  );
}
