// The product row (spec 2 'Product row', spec 3 fields): a part with its customer part number, price (only if
// showPrice and the user may view prices), ship date, tracking and — if orderable and the user may order parts —
// a digits-only quantity starting at 1 with an add-to-cart button.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { TrackingLinks } from './tracking-links';
import { orderQuantity, shipDateText, showsOrdering, showsPrice } from './product-row-rules';
import './product-row.css';

export interface ProductRowItem {
  id: string;
  partNumber: string;
  displayName: string;
  customerPartNumber?: string | null;
  imageUrl?: string | null;
  /** formatted price; null when not priced */
  partPrice?: string | null;
  partUom?: string | null;
  orderable: boolean;
  inStock?: boolean | null;
  status?: string | null;
  promiseDate?: string | null;
  shippedDate?: string | null;
  trackingNumbers?: readonly string[];
  prop65Description?: string | null;
}

export interface ProductRowProps {
  item: ProductRowItem;
  showPrice: boolean;
  canViewPrices: boolean;
  canOrderParts: boolean;
  /** show the ship date (order lines); parts lists leave it out */
  showShipDate?: boolean;
  /** formats a date for display (the caller's date format) */
  formatDate?: (date: string) => string;
  onAddToCart?: (item: ProductRowItem, quantity: number) => void | Promise<void>;
  adding?: boolean;
  /** extra cells' content at the end of the row (a note, a link) */
  children?: ReactNode;
}

export function ProductRow({
  item,
  showPrice,
  canViewPrices,
  canOrderParts,
  showShipDate = false,
  formatDate = (d) => d,
  onAddToCart,
  adding = false,
  children,
}: ProductRowProps) {
  const [quantity, setQuantity] = useState('1');
  const quantityId = useId();
  const ship = shipDateText(item);
  const ordering = showsOrdering(item.orderable, canOrderParts) && onAddToCart !== undefined;
  return (
    <article className="pui-product-row" aria-label={item.displayName}>
      {/* the catalogue's picture of the part, when it has one (issue 39); the heading names it */}
      {item.imageUrl && (
        <img
          className="pui-product-row__image"
          src={item.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      )}
      <div className="pui-product-row__main">
        <h3 className="pui-product-row__name">{item.displayName}</h3>
        <p className="pui-product-row__numbers">
          Part # {item.partNumber}
          {item.customerPartNumber ? ` · Customer Part # ${item.customerPartNumber}` : ''}
        </p>
        {item.prop65Description && <p className="pui-product-row__note">{item.prop65Description}</p>}
        {showShipDate && (
          <p className="pui-product-row__ship">
            {ship.label}
            {ship.date ? `: ${formatDate(ship.date)}` : ''}
          </p>
        )}
        {item.trackingNumbers && <TrackingLinks trackingNumbers={item.trackingNumbers} />}
        {children}
      </div>
      {showsPrice(showPrice, canViewPrices) && item.partPrice && (
        <p className="pui-product-row__price">
          {item.partPrice}
          {item.partUom ? ` / ${item.partUom}` : ''}
        </p>
      )}
      {ordering && (
        <div className="pui-product-row__order">
          <label htmlFor={quantityId}>Quantity</label>
          <DigitOnlyInput id={quantityId} value={quantity} onChange={setQuantity} maxLength={4} size={4} />
          <Button loading={adding} onClick={() => void onAddToCart?.(item, orderQuantity(quantity))}>
            Add to Cart
          </Button>
        </div>
      )}
    </article>
  );
}
