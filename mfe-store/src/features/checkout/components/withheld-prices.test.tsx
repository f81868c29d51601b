// Issue 34: the API withholds a quote's and an order confirmation's amounts (null, priceWithheld) from a business
// user without B2B_See_Replacement_Parts_Pricing; the review and the confirmation then show no amounts at all —
// never "$0.00" or "NaN" — and the order can still be placed.
import { render, screen, within } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import { testNavigator } from '@portal/shared-session/testing';
import type { OrderConfirmation as Confirmation, Quote } from '../types/checkout-types';
import { OrderConfirmation } from './order-confirmation';
import { ReviewStep } from './review-step';

const withheldQuote: Quote = {
  quoteId: 'q-1',
  status: 'DRAFT',
  currency: 'USD',
  lines: [
    {
      partNumber: '100-0001',
      displayName: 'Hydraulic Filter',
      quantity: 3,
      unitPrice: null,
      lineTotal: null,
      unitSerial: null,
    },
  ],
  subtotal: null,
  tax: null,
  freight: null,
  total: null,
  priceWithheld: true,
  customerPo: null,
};

const noAmounts = () => {
  expect(screen.queryByText(/\$|NaN/)).not.toBeInTheDocument();
};

it('the review of a withheld quote lists the lines without prices or totals, and Place Order stays', () => {
  render(
    <ReviewStep
      quote={withheldQuote}
      quoting={false}
      quoteError={null}
      onRetryQuote={jest.fn()}
      placing={false}
      placeError={null}
      onPlaceOrder={jest.fn()}
      locale="en_US"
    />,
  );
  const table = screen.getByRole('table', { name: 'Items in your order' });
  expect(within(table).getByText('Hydraulic Filter')).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: 'Unit Price' })).not.toBeInTheDocument();
  expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();
  noAmounts();
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

it('the confirmation of an order whose total is withheld names the order without a total', () => {
  const order: Confirmation = {
    orderId: 'SO-100234',
    orderNumber: '100234',
    status: 'BOOKED',
    orderedAt: '2026-06-01T10:00:00Z',
    currency: 'USD',
    total: null,
    priceWithheld: true,
    customerPo: null,
  };
  render(
    <Router location="/pages/store/checkout" navigator={testNavigator()}>
      <OrderConfirmation order={order} business locale="en_US" />
    </Router>,
  );
  expect(screen.getByTestId('order-number')).toHaveTextContent('100234');
  expect(screen.queryByText(/Order total/)).not.toBeInTheDocument();
  noAmounts();
});
