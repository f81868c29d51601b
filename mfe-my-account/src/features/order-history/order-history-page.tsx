// /pages/my-account/orderHistoryPage (spec 2 'My Account'): the user's supply orders a page at a time (page in the
// URL), each with its lines, and Reorder, which adds the order's parts to the supply-store cart.
import { userMessageOf } from '@portal/api-client';
import { Fragment, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { addToCart, showToast, useSession, formatMoney, formatDate } from '@portal/shared-session';
import { useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { ORDER_PAGE_SIZE, searchOrders } from './api/order-search';
import { pageFromUrl } from './page-from-url';
import type { OrderSummary } from './types/order';
import '../../shared/account-pages.css';

export default function OrderHistoryPage() {
  const initialized = useSession((s) => s.initialized);
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const [open, setOpen] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['my-account', 'orders', page],
    queryFn: ({ signal }) => searchOrders(page, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
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
  const pages = Math.max(1, Math.ceil((data?.totalRecords ?? 0) / ORDER_PAGE_SIZE));
  const goTo = (next: number) => setParams({ page: String(next) });
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
          <nav className="acct-row" aria-label="Order pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
