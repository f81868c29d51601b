// Review: the quote as the API priced it (lines, subtotal, tax, freight, total), then 'Place Order'.
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { formatPrice, type Locale } from '@portal/shared-session';
import { displayPartNumber } from '@portal/rules';
import type { Quote } from '../types/checkout-types';

export interface ReviewStepProps {
  quote: Quote | undefined;
  quoting: boolean;
  quoteError: string | null;
  onRetryQuote: () => void;
  placing: boolean;
  placeError: string | null;
  onPlaceOrder: () => void;
  locale: Locale;
}

export function ReviewStep({
  quote,
  quoting,
  quoteError,
  onRetryQuote,
  placing,
  placeError,
  onPlaceOrder,
  locale,
}: ReviewStepProps) {
  if (quoting) return <Spinner label="Pricing your order" />;
  if (quoteError)
    return (
      <div className="checkout-review">
        <Alert kind="danger">{quoteError}</Alert>
        <div className="checkout-actions">
          <Button variant="secondary" onClick={onRetryQuote}>
            Try Again
          </Button>
        </div>
      </div>
    );
  if (!quote) return null;
  // the API withholds every amount from a user who may not see prices (priceWithheld): no price column, no totals
  const priced = !quote.priceWithheld;
  const price = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? null : formatPrice(amount, locale);
  return (
    <div className="checkout-review">
      <div className="checkout-table-wrap">
        <table className="checkout-table">
          <caption className="visually-hidden">Items in your order</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Part Number</th>
              <th scope="col" className="checkout-num">
                Quantity
              </th>
              {priced && (
                <>
                  <th scope="col" className="checkout-num">
                    Unit Price
                  </th>
                  <th scope="col" className="checkout-num">
                    Total
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.partNumber}-${line.unitSerial ?? ''}`}>
                <td>
                  {line.displayName}
                  {line.unitSerial && <span className="checkout-muted"> · Unit {line.unitSerial}</span>}
                </td>
                <td>{displayPartNumber(line.partNumber)}</td>
                <td className="checkout-num">{line.quantity}</td>
                {priced && (
                  <>
                    <td className="checkout-num">{price(line.unitPrice)}</td>
                    <td className="checkout-num">{price(line.lineTotal)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {priced && (
        <dl className="checkout-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{price(quote.subtotal)}</dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd>{price(quote.tax)}</dd>
          </div>
          <div>
            <dt>Freight</dt>
            <dd>{price(quote.freight)}</dd>
          </div>
          <div className="checkout-totals__total">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{price(quote.total)}</dd>
          </div>
        </dl>
      )}
      {quote.customerPo && <p>Purchase order number: {quote.customerPo}</p>}
      {placeError && <Alert kind="danger">{placeError}</Alert>}
      <div className="checkout-actions">
        <Button size="lg" onClick={onPlaceOrder} loading={placing}>
          Place Order
        </Button>
      </div>
    </div>
  );
}
