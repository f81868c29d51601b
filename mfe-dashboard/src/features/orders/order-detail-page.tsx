// /pages/dashboard/account/orders/details/{orderId}: one supply order loaded by id (supplyOrder), so the URL of an
// order can be opened and shared; its lines show ship dates and carrier tracking links.
import { useQuery } from '@tanstack/react-query';
import { canViewPrices } from '@portal/rules';
import { usePrivileges, useProfile, useSession } from '@portal/shared-session';
import { Link, useParams } from '@portal/shared-session/routing';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { supplyOrderOptions } from './api/queries';
import { OrderDetail } from './components/order-detail';
import '../../shared/dashboard-pages.css';

export const ORDERS_PAGE = '/pages/dashboard/account/orders';

export default function OrderDetailPage() {
  const initialized = useSession((s) => s.initialized);
  const prices = canViewPrices(useProfile(), usePrivileges());
  const { orderId = '' } = useParams();
  const order = useQuery({
    ...supplyOrderOptions(useOrganizationScope(), orderId),
    enabled: initialized && orderId !== '',
  });
  return (
    <section className="dash-page" aria-labelledby="order-title">
      <p>
        <Link to={ORDERS_PAGE}>Back to Supply Orders</Link>
      </p>
      {order.isPending ? (
        <Spinner label="Loading the order" />
      ) : order.isError ? (
        <>
          <h1 id="order-title">Order</h1>
          <Alert kind="danger">This order could not be loaded. Please try again.</Alert>
        </>
      ) : (
        <>
          <header className="dash-page__header">
            <h1 id="order-title">Order {order.data.orderNumber}</h1>
          </header>
          <OrderDetail order={order.data} canViewPrices={prices} />
        </>
      )}
    </section>
  );
}
