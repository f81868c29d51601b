// One order's facts and lines: product rows with 'Ship Date' / 'Estimated Ship Date' / 'Pending' and tracking links
// (the shared product row decides both; no ordering from history).
import { formatDate, formatMoney } from '@portal/shared-session';
import { ProductRow } from '@portal/shared-ui/product-row';
import type { SupplyOrderQuery } from '../../../gql/graphql';

export type SupplyOrder = SupplyOrderQuery['supplyOrder'];

export function OrderDetail({ order, canViewPrices }: { order: SupplyOrder; canViewPrices: boolean }) {
  const shipTo = order.shipTo;
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
        <dd>{order.status.replace('_', ' ')}</dd>
        <dt>Shipping Method</dt>
        <dd>{order.shippingMethod ?? '—'}</dd>
        {canViewPrices && (
          <>
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.subtotal, order.currency)}</dd>
            <dt>Tax</dt>
            <dd>{formatMoney(order.tax, order.currency)}</dd>
            <dt>Freight</dt>
            <dd>{formatMoney(order.freight, order.currency)}</dd>
            <dt>Total</dt>
            <dd>{formatMoney(order.total, order.currency)}</dd>
          </>
        )}
      </dl>
      {/* the lines' product rows are h3s: their section heading keeps the outline whole under the page's h1 */}
      <h2 className="dash-order-detail__lines-title">Order Lines</h2>
      {order.lines.map((line) => (
        <ProductRow
          key={line.lineNumber}
          item={{
            id: `${order.orderId}-${line.lineNumber}`,
            partNumber: line.partNumber,
            displayName: line.description,
            customerPartNumber: line.customerPartNumber,
            partPrice: formatMoney(line.unitPrice, order.currency),
            partUom: line.uom,
            orderable: false,
            promiseDate: line.promiseDate,
            shippedDate: line.shippedDate,
            trackingNumbers: line.trackingNumbers,
          }}
          showPrice
          canViewPrices={canViewPrices}
          canOrderParts={false}
          showShipDate
          formatDate={formatDate}
        >
          <p className="pui-product-row__note">
            Quantity {line.quantity} · Shipped {line.shippedQuantity} · {line.status}
            {line.unitSerial ? ` · Unit ${line.unitSerial}` : ''}
          </p>
        </ProductRow>
      ))}
    </section>
  );
}
