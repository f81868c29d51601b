// /pages/dashboard/account/orders/details/{orderId}: one supply order loaded by id (supplyOrder), so the URL of an
// order can be opened and shared; its lines show ship dates and carrier tracking links.
import { canViewPrices } from '@portal/rules';
import { usePrivileges, useProfile } from '@portal/shared-session';
import { supplyOrderOptions } from './api/queries';
import { OrderDetail } from './components/order-detail';
import { RecordPage } from '../../shared/record-page';
import '../../shared/dashboard-pages.css';

export const ORDERS_PAGE = '/pages/dashboard/account/orders';

export default function OrderDetailPage() {
  const prices = canViewPrices(useProfile(), usePrivileges());
  return (
    <RecordPage
      titleId="order-title"
      title="Order"
      back={{ to: ORDERS_PAGE, label: 'Back to Supply Orders' }}
      param="orderId"
      options={supplyOrderOptions}
      loadingLabel="Loading the order"
      failure="This order could not be loaded. Please try again."
    >
      {(data) => (
        <>
          <header className="dash-page__header">
            <h1 id="order-title">Order {data.orderNumber}</h1>
          </header>
          <OrderDetail order={data} canViewPrices={prices} />
        </>
      )}
    </RecordPage>
  );
}
