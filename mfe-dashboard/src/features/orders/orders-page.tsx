// /pages/dashboard/account/orders (spec 2 'Orders and Invoices', spec 7 'Orders'): the organisations' supply
// orders — search, status and date filters (state in the URL); each order opens its own detail page (lines, ship
// dates and tracking), so the list carries no lines.
import { canViewPrices, orderStatusInWords } from '@portal/rules';
import { usePrivileges, useProfile, formatDate, formatMoney } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { useServerList } from '@portal/shared-session/server-list';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import { ORDER_PAGE_SIZE, orderSearchBody } from './api/order-search';
import { supplyOrderSearchOptions } from './api/queries';
import { EMPTY_ORDER_FILTER, type OrderFilter, type OrderSummary } from './types/order';
import '../../shared/dashboard-pages.css';

const STATUSES = ['BOOKED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'CLOSED', 'CANCELLED'];

const COLUMNS: DataColumn<OrderSummary>[] = [
  { field: 'orderNumber', label: 'Order #', cell: (order) => order.orderNumber },
  { field: 'orderedAt', label: 'Order Date', cell: (order) => formatDate(order.orderedAt) },
  { field: 'customerPo', label: 'PO', cell: (order) => order.customerPo ?? '' },
  { field: 'customerName', label: 'Customer', cell: (order) => order.customerName },
  { field: 'status', label: 'Status', cell: (order) => orderStatusInWords(order.status) },
  {
    field: 'total',
    label: 'Total',
    cell: (order) => (order.total === null ? null : formatMoney(order.total, order.currency)),
  },
  {
    field: 'details',
    label: 'Details',
    cell: (order) => (
      <Link to={`/pages/dashboard/account/orders/details/${encodeURIComponent(order.orderId)}`}>
        {/* the visible text begins the name (WCAG 2.5.3) */}
        Details<span className="visually-hidden"> of order {order.orderNumber}</span>
      </Link>
    ),
  },
];

export default function OrdersPage() {
  const prices = canViewPrices(useProfile(), usePrivileges());
  const list = useServerList({
    emptyFilter: EMPTY_ORDER_FILTER,
    pageSize: ORDER_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, filter: s.filter }),
    filterOf: (d) => d.filter,
    request: orderSearchBody,
    query: supplyOrderSearchOptions,
    total: (answer) => answer.totalRecords,
  });
  const { draft, setDraft, results } = list;
  const setFilter = (change: Partial<OrderFilter>) =>
    setDraft((d) => ({ ...d, filter: { ...d.filter, ...change } }));

  return (
    <section className="dash-page" aria-labelledby="orders-title">
      <header className="dash-page__header">
        <h1 id="orders-title">Supply Orders</h1>
      </header>
      <SearchForm label="Search orders" onSearch={list.search}>
        <SearchBox {...list.draftField('query')} placeholder="Order, PO or part number" />
        <label>
          Status
          <select value={draft.filter.status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusInWords(s)}
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
      </SearchForm>
      <DataTable
        caption="Supply orders"
        columns={prices ? COLUMNS : COLUMNS.filter((c) => c.field !== 'total')}
        rows={results.data?.content}
        rowKey={(order) => order.orderId}
        {...list.table}
        loadingLabel="Loading orders"
        errorMessage="The orders could not be loaded. Please try again."
        footer={<Pager {...list.pager} label="Order pages" />}
      />
    </section>
  );
}
