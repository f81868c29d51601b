// One order's facts and lines: product rows with 'Ship Date' / 'Estimated Ship Date' / 'Pending' and tracking links
// (the shared product row decides both); with a choice, each line can be chosen for a reorder.
import { orderStatusInWords } from '@portal/rules';
import { formatDate, formatMoney } from '@portal/shared-session';
import { OrderLines, type LineChoice } from '@portal/shared-ui/product-row';
import type { SupplyOrderQuery } from '../../../gql/graphql';

export type SupplyOrder = SupplyOrderQuery['supplyOrder'];

export function OrderDetail({
  order,
  canViewPrices,
  choice,
}: {
  order: SupplyOrder;
  canViewPrices: boolean;
  choice?: LineChoice;
}) {
  const shipTo = order.shipTo;
  // the API withholds the amounts from a user who may not see prices (priceWithheld): nothing is shown then
  const pricesShown = canViewPrices && !order.priceWithheld;
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, order.currency));
  return (
    <section className="dash-order-detail" aria-label={`Order ${order.orderNumber} details`}>
      <dl className="dash-order-detail__facts">
        <dt>Ship To</dt>
        <dd>
          {shipTo
            ? [
                shipTo.addressName,
                shipTo.address1,
                `${shipTo.city}, ${shipTo.state ?? shipTo.province ?? ''}`,
              ]
                .filter(Boolean)
                .join(', ')
            : '—'}
        </dd>
        <dt>Order Date</dt>
        <dd>{formatDate(order.orderedAt)}</dd>
        <dt>PO</dt>
        <dd>{order.customerPo ?? '—'}</dd>
        <dt>Customer</dt>
        <dd>{order.customerName}</dd>
        <dt>Status</dt>
        <dd>{orderStatusInWords(order.status)}</dd>
        <dt>Shipping Method</dt>
        <dd>{order.shippingMethod ?? '—'}</dd>
        {pricesShown && (
          <>
            <dt>Subtotal</dt>
            <dd>{money(order.subtotal)}</dd>
            <dt>Tax</dt>
            <dd>{money(order.tax)}</dd>
            <dt>Freight</dt>
            <dd>{money(order.freight)}</dd>
            <dt>Total</dt>
            <dd>{money(order.total)}</dd>
          </>
        )}
      </dl>
      {/* the lines' product rows are h3s: their section heading keeps the outline whole under the page's h1 */}
      <h2 className="dash-order-detail__lines-title">Order Lines</h2>
      <OrderLines
        orderId={order.orderId}
        lines={order.lines}
        pricesShown={pricesShown}
        money={money}
        formatDate={formatDate}
        choice={choice}
      />
    </section>
  );
}
