// /pages/my-account/orderHistoryPage (spec 2 'My Account'): the user's supply orders a page at a time (page in the
// URL), each with its lines, and Reorder, which adds the order's parts to the supply-store cart.
import { userMessageOf } from '@portal/api-client';
import { Fragment, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { addToCart, showToast, formatMoney, formatDate } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Pager } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import { ORDER_PAGE_SIZE } from './api/order-search';
import { orderHistoryOptions } from './api/queries';
import type { OrderSummary } from './types/order';
import '../../shared/account-pages.css';

const NO_FILTER: Record<string, never> = {};

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
  const reorder = useMutation({
    mutationFn: (order: OrderSummary) =>
      addToCart(
        'supply-store',
        order.lines.map((line) => ({ itemId: line.partNumber, quantity: line.quantity })),
      ),
    onSuccess: (_, order) =>
      showToast({
        kind: 'success',
        message: `The parts of order ${order.orderNumber} were added to your cart.`,
      }),
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The order could not be reordered.') }),
  });
  const data = results.data;
  return (
    <section className="acct-page" aria-labelledby="order-history-title">
      <h1 id="order-history-title">Order History</h1>
      {results.isPending ? (
        <Spinner label="Loading orders" />
      ) : results.isError || !data ? (
        <Alert kind="danger">The orders could not be loaded. Please try again.</Alert>
      ) : data.content.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order #</th>
                  <th scope="col">Order Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((order) => (
                  <Fragment key={order.orderId}>
                    <tr>
                      <td>{order.orderNumber}</td>
                      <td>{formatDate(order.orderedAt)}</td>
                      <td>{order.status}</td>
                      <td>{formatMoney(order.total, order.currency)}</td>
                      <td>
                        <div className="acct-row">
                          <Button
                            variant="link"
                            aria-expanded={open === order.orderId}
                            onClick={() => setOpen((o) => (o === order.orderId ? null : order.orderId))}
                          >
                            {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
                            Details<span className="visually-hidden"> of order {order.orderNumber}</span>
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={reorder.isPending}
                            aria-label={`Reorder order ${order.orderNumber}`}
                            onClick={() => reorder.mutate(order)}
                          >
                            Reorder
                          </Button>
                        </div>
                      </td>
                    </tr>
                    {open === order.orderId && (
                      <tr>
                        <td colSpan={5}>
                          <ul>
                            {order.lines.map((line) => (
                              <li key={line.lineNumber}>
                                {line.partNumber} {line.description} — {line.quantity} ×{' '}
                                {formatMoney(line.unitPrice, order.currency)} ={' '}
                                {formatMoney(line.extendedPrice, order.currency)} ({line.status})
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
          <Pager page={state.page} pages={list.pages} label="Order pages" onPage={list.setPage} />
        </>
      )}
    </section>
  );
}
