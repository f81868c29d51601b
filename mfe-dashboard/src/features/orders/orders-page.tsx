// /pages/dashboard/account/orders (spec 2 'Orders and Invoices', spec 7 'Orders'): the organisations' supply
// orders — search, status and date filters (state in the URL); each order opens its own detail page (lines, ship
// dates and tracking), so the list carries no lines.
import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { canViewPrices } from '@portal/rules';
import { usePrivileges, useProfile, useSession, formatDate, formatMoney } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { useListState, useUrlDraft } from '@portal/shared-session/list-state';
import { ORDER_PAGE_SIZE, orderSearchBody, searchOrders } from './api/order-search';
import { EMPTY_ORDER_FILTER, type OrderFilter } from './types/order';
import '../../shared/dashboard-pages.css';

const STATUSES = ['BOOKED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'CLOSED', 'CANCELLED'];

export default function OrdersPage() {
  const initialized = useSession((s) => s.initialized);
  const prices = canViewPrices(useProfile(), usePrivileges());
  const [state, update] = useListState<OrderFilter>(EMPTY_ORDER_FILTER);
  const [draft, setDraft] = useUrlDraft(state, (s) => ({ query: s.query, filter: s.filter }));
  const body = orderSearchBody(state);
  const results = useQuery({
    queryKey: ['supply-orders', body],
    queryFn: ({ signal }) => searchOrders(body, signal),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.query.trim(), filter: draft.filter, page: 1 });
  };
  const setFilter = (change: Partial<OrderFilter>) =>
    setDraft((d) => ({ ...d, filter: { ...d.filter, ...change } }));
  const pages = pageCount(results.data?.totalRecords, ORDER_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));

  return (
    <section className="dash-page" aria-labelledby="orders-title">
      <header className="dash-page__header">
        <h1 id="orders-title">Supply Orders</h1>
      </header>
      <form className="dash-search" role="search" aria-label="Search orders" onSubmit={search}>
        <label>
          Search
          <input
            type="search"
            value={draft.query}
            placeholder="Order, PO or part number"
            onChange={(e) => setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        </label>
        <label>
          Status
          <select value={draft.filter.status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Ordered from
          <input
            type="date"
            value={draft.filter.start}
            onChange={(e) => setFilter({ start: e.target.value })}
          />
        </label>
        <label>
          Ordered to
          <input type="date" value={draft.filter.end} onChange={(e) => setFilter({ end: e.target.value })} />
        </label>
        <Button type="submit">Search</Button>
      </form>

      {results.isPending ? (
        <Spinner label="Loading orders" />
      ) : results.isError ? (
        <Alert kind="danger">The orders could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Supply orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order #</th>
                  <th scope="col">Order Date</th>
                  <th scope="col">PO</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  {prices && <th scope="col">Total</th>}
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((order) => (
                  <tr key={order.orderId}>
                    <td>{order.orderNumber}</td>
                    <td>{formatDate(order.orderedAt)}</td>
                    <td>{order.customerPo ?? ''}</td>
                    <td>{order.customerName}</td>
                    <td>{order.status.replace('_', ' ')}</td>
                    {prices && (
                      <td>{order.total === null ? null : formatMoney(order.total, order.currency)}</td>
                    )}
                    <td>
                      <Link
                        to={`/pages/dashboard/account/orders/details/${encodeURIComponent(order.orderId)}`}
                      >
                        {/* the visible text begins the name (WCAG 2.5.3) */}
                        Details<span className="visually-hidden"> of order {order.orderNumber}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Order pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
