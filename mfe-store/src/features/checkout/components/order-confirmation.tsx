// After submitQuote: the order number and where to find the order later (personal users' My Account order
// history, business users' dashboard orders); an order above the buyer's spending limit says it awaits approval
// (issue 39).
import { useEffect, useRef } from 'react';
import { Link } from '@portal/shared-session/routing';
import { formatPrice, type Locale } from '@portal/shared-session';
import type { OrderConfirmation as Confirmation } from '../types/checkout-types';

export const PERSONAL_ORDER_HISTORY = '/pages/my-account/orderHistoryPage';
export const BUSINESS_ORDER_HISTORY = '/pages/dashboard/account/orders';

export interface OrderConfirmationProps {
  order: Confirmation;
  business: boolean;
  locale: Locale;
}

export function OrderConfirmation({ order, business, locale }: OrderConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-confirmation" aria-labelledby="checkout-confirmation-heading">
      <h2 id="checkout-confirmation-heading" ref={heading} tabIndex={-1}>
        Thank you for your order!
      </h2>
      <p>
        Your order number is <strong data-testid="order-number">{order.orderNumber}</strong>.
      </p>
      {/* withheld from a user who may not see prices (priceWithheld): no total line at all */}
      {order.total !== null && order.total !== undefined && (
        <p>Order total: {formatPrice(order.total, locale)}</p>
      )}
      {order.status === 'AWAITING_APPROVAL' && (
        <p role="status">
          Your order is above your spending limit, so it awaits approval by your company’s administrator. We
          will e-mail you when it is approved or rejected.
        </p>
      )}
      {order.customerPo && <p>Purchase order number: {order.customerPo}</p>}
      <p className="checkout-actions">
        <Link to={business ? BUSINESS_ORDER_HISTORY : PERSONAL_ORDER_HISTORY}>View Order History</Link>
        <Link to="/pages/store">Continue Shopping</Link>
      </p>
    </section>
  );
}
