// The customer screen's read-only tabs (issue 41): orders, carts, service requests, sign-ins, status history and
// privileges, each on the page kit's table (its loading, error and empty states; cards on a phone).
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@portal/shared-session';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
import { auditActionWords } from '@portal/rules/audit-actions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CsrCustomerOrderFragment } from '../../../gql/graphql';
import { statusLabel } from '../../../shared/format';
import {
  useCustomerCarts,
  useCustomerCourseOrders,
  useCustomerOrders,
  useCustomerPrivileges,
  useCustomerServiceRequests,
  useCustomerSignIns,
  useCustomerStatusHistory,
} from '../api/customer-screen';

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** One section of a tab: a heading and the kit's table over one query's answer. */
function Section<R>({
  title,
  query,
  columns,
  rowKey,
  what,
}: {
  title: string;
  query: UseQueryResult<readonly R[]>;
  columns: readonly DataColumn<R>[];
  rowKey(row: R): string;
  /** what the rows are, in the loading, error and empty messages ("supply orders") */
  what: string;
}) {
  const id = `csr-customer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="csr-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data}
        rowKey={rowKey}
        loading={query.isPending}
        error={query.isError}
        loadingLabel={`Loading the ${what}`}
        errorMessage={`The ${what} could not be loaded. Please try again.`}
        emptyMessage={`No ${what}.`}
      />
    </section>
  );
}

const ORDER_COLUMNS: readonly DataColumn<CsrCustomerOrderFragment>[] = [
  { field: 'orderNumber', label: 'Order Number', cell: (o) => o.orderNumber },
  { field: 'orderedAt', label: 'Ordered', cell: (o) => time(o.orderedAt) },
  { field: 'status', label: 'Status', cell: (o) => statusLabel(o.status) },
  { field: 'total', label: 'Total', cell: (o) => formatMoney(o.total, o.currency) },
  { field: 'accountNumber', label: 'Account', cell: (o) => o.accountNumber ?? '' },
];

export function CustomerOrdersTab({ userId }: { userId: string }) {
  const supply = useCustomerOrders(userId);
  const training = useCustomerCourseOrders(userId);
  return (
    <>
      <Section
        title="Supply Orders"
        what="supply orders"
        query={supply}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.orderId}
      />
      <Section
        title="Training Orders"
        what="training orders"
        query={training}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.orderId}
      />
    </>
  );
}

const STORE_NAMES: Record<string, string> = {
  'supply-store': 'Supply store cart',
  'training-store': 'Training store cart',
};

const CART_COLUMNS: readonly DataColumn<{ itemId: string; quantity: number }>[] = [
  { field: 'itemId', label: 'Item', cell: (l) => l.itemId },
  { field: 'quantity', label: 'Quantity', cell: (l) => l.quantity },
];

export function CustomerCartsTab({ userId }: { userId: string }) {
  const carts = useCustomerCarts(userId);
  let body: ReactNode;
  if (carts.isPending) body = <LoadingState label="Loading the carts" />;
  else if (carts.isError)
    body = <ErrorState message="The carts could not be loaded." onRetry={() => void carts.refetch()} />;
  else if (carts.data.length === 0) body = <p>No items in any cart.</p>;
  else
    body = carts.data.map((cart) => (
      <section key={cart.cartId} className="csr-card" aria-labelledby={`csr-cart-${cart.cartId}`}>
        <h2 id={`csr-cart-${cart.cartId}`}>{STORE_NAMES[cart.application] ?? cart.application}</h2>
        <p>Last changed {time(cart.updatedAt)}</p>
        <DataTable
          caption={STORE_NAMES[cart.application] ?? cart.application}
          columns={CART_COLUMNS}
          rows={cart.lines}
          rowKey={(l) => l.itemId}
          loading={false}
          error={false}
          loadingLabel="Loading the cart"
          errorMessage="The cart could not be loaded."
          emptyMessage="The cart is empty."
        />
      </section>
    ));
  return <>{body}</>;
}

export function CustomerServiceRequestsTab({ userId }: { userId: string }) {
  const requests = useCustomerServiceRequests(userId);
  return (
    <Section
      title="Service Requests"
      what="service requests"
      query={requests}
      rowKey={(sr) => sr.srNumber}
      columns={[
        { field: 'srNumber', label: 'Number', cell: (sr) => sr.srNumber },
        { field: 'openedAt', label: 'Opened', cell: (sr) => time(sr.openedAt) },
        { field: 'type', label: 'Type', cell: (sr) => statusLabel(sr.type) },
        { field: 'status', label: 'Status', cell: (sr) => statusLabel(sr.status) },
        { field: 'summary', label: 'Summary', cell: (sr) => sr.summary },
      ]}
    />
  );
}

export function CustomerSignInsTab({ userId }: { userId: string }) {
  const signIns = useCustomerSignIns(userId);
  return (
    <Section
      title="Sign-in History"
      what="sign-ins"
      query={signIns}
      rowKey={(s) => s.at}
      columns={[
        { field: 'at', label: 'Signed in', cell: (s) => time(s.at) },
        { field: 'ip', label: 'From address', cell: (s) => s.ip ?? 'Unknown' },
        { field: 'application', label: 'Application', cell: (s) => s.application ?? 'Unknown' },
      ]}
    />
  );
}

export function CustomerStatusHistory({ userId }: { userId: string }) {
  const history = useCustomerStatusHistory(userId);
  return (
    <Section
      title="Status History"
      what="status changes"
      query={history}
      rowKey={(c) => `${c.at}-${c.to}`}
      columns={[
        { field: 'at', label: 'Changed', cell: (c) => time(c.at) },
        { field: 'from', label: 'From', cell: (c) => (c.from ? statusLabel(c.from) : '') },
        { field: 'to', label: 'To', cell: (c) => statusLabel(c.to) },
        { field: 'action', label: 'How', cell: (c) => auditActionWords(c.action) },
        { field: 'byName', label: 'By', cell: (c) => c.byName ?? 'System' },
      ]}
    />
  );
}

export function CustomerPrivileges({ userId }: { userId: string }) {
  const privileges = useCustomerPrivileges(userId);
  return (
    <Section
      title="Privileges"
      what="privileges"
      query={privileges}
      rowKey={(p) => p.name}
      columns={[
        { field: 'displayName', label: 'Privilege', cell: (p) => p.displayName },
        { field: 'name', label: 'Code', cell: (p) => <code className="csr-code">{p.name}</code> },
        { field: 'revoked', label: 'For this user', cell: (p) => (p.revoked ? 'Revoked' : 'Granted') },
      ]}
    />
  );
}
