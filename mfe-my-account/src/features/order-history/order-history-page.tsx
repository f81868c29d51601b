// /pages/my-account/orderHistoryPage (spec 2 'My Account'): the user's supply orders a page at a time (page in the
// URL) with their statuses in words and ship dates; an order's details show its lines as the dashboard's order
// detail does (ship dates, carrier tracking links) and reorder all or the chosen lines into the supply-store cart,
// naming each line that could not go in and why.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { orderStatusInWords } from '@portal/rules';
import { formatDate, formatMoney, loadCart } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { LineOutcome, ReorderActions, refusedOrderLines } from '@portal/shared-ui/line-outcome';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { OrderLines, orderShipDates, shipDateText } from '@portal/shared-ui/product-row';
import { ORDER_PAGE_SIZE } from './api/order-search';
import { orderHistoryOptions } from './api/queries';
import { reorderSupplyOrder } from './api/reorder';
import type { OrderSummary } from './types/order';
import '../../shared/account-pages.css';

const NO_FILTER: Record<string, never> = {};

function shipDateOf(order: OrderSummary): string {
  const text = shipDateText(orderShipDates(order.lines));
  return text.date ? `${text.label}: ${formatDate(text.date)}` : text.label;
}

/** One order's lines with its reorder: the lines' checkboxes choose what "Reorder Selected" adds. */
function OrderLinesPanel({ order }: { order: OrderSummary }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const reorder = useMutation({
    mutationFn: (lineNumbers: number[] | null) => reorderSupplyOrder(order.orderId, lineNumbers),
    // the cart was filled on the server: the header's count and the cart page read it again
    onSuccess: () => loadCart('supply-store'),
  });
  const pricesShown = !order.priceWithheld;
  return (
    <div className="acct-order-lines">
      <h2 className="visually-hidden">Lines of order {order.orderNumber}</h2>
      <ReorderActions
        orderNumber={order.orderNumber}
        chosen={chosen.size}
        pending={reorder.isPending}
        onReorder={(which) => reorder.mutate(which === 'all' ? null : [...chosen].sort((a, b) => a - b))}
      />
      {reorder.isError && (
        <Alert kind="danger">{userMessageOf(reorder.error, 'The order could not be reordered.')}</Alert>
      )}
      {reorder.data && (
        <LineOutcome
          added={reorder.data.addedLineNumbers.length}
          refused={refusedOrderLines(reorder.data.refused)}
          onDismiss={reorder.reset}
        />
      )}
      <OrderLines
        orderId={order.orderId}
        lines={order.lines}
        pricesShown={pricesShown}
        money={(amount) => (amount === null ? null : formatMoney(amount, order.currency))}
        formatDate={formatDate}
        choice={{
          chosen,
          toggle: (lineNumber) =>
            setChosen((was) => {
              const next = new Set(was);
              if (!next.delete(lineNumber)) next.add(lineNumber);
              return next;
            }),
        }}
      />
    </div>
  );
}

/** The list's columns; the last opens an order's lines under it. */
function orderColumns(
  open: string | null,
  toggle: (orderId: string) => void,
): readonly DataColumn<OrderSummary>[] {
  return [
    { field: 'orderNumber', label: 'Order #', cell: (order) => order.orderNumber },
    { field: 'orderedAt', label: 'Order Date', cell: (order) => formatDate(order.orderedAt) },
    { field: 'status', label: 'Status', cell: (order) => orderStatusInWords(order.status) },
    { field: 'shipping', label: 'Shipping', cell: shipDateOf },
    {
      field: 'total',
      label: 'Total',
      cell: (order) => (order.total === null ? '' : formatMoney(order.total, order.currency)),
    },
    {
      field: 'actions',
      label: 'Actions',
      cell: (order) => (
        <Button variant="link" aria-expanded={open === order.orderId} onClick={() => toggle(order.orderId)}>
          {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
          Details<span className="visually-hidden"> of order {order.orderNumber}</span>
        </Button>
      ),
    },
  ];
}

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
  const { state, results } = list;
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (orderId: string) => setOpen((o) => (o === orderId ? null : orderId));
  return (
    <section className="acct-page" aria-labelledby="order-history-title">
      <h1 id="order-history-title">Order History</h1>
      <DataTable
        caption="Orders"
        columns={orderColumns(open, toggle)}
        rows={results.data?.content}
        rowKey={(order) => order.orderId}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading orders"
        errorMessage="The orders could not be loaded. Please try again."
        expandedRow={(order) => (open === order.orderId ? <OrderLinesPanel order={order} /> : null)}
        footer={<Pager page={state.page} pages={list.pages} label="Order pages" onPage={list.setPage} />}
      />
    </section>
  );
}
