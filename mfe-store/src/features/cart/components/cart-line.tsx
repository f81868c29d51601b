// One line of the cart page: the part, its price and availability, a quantity field (digits only; 0 asks to
// remove) and a Remove button with confirmation.
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatPrice } from '@portal/shared-session';
import { displayPartNumber } from '@portal/rules';
import type { CartLine, Locale } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Button } from '@portal/shared-ui/button';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { productDetailUrl } from '../../../shared/utils/store-links';
import type { CommerceItem } from '../../../shared/api/store-items';
import { availabilityMessage } from '../../../shared/utils/availability';

export interface CartLineViewProps {
  line: CartLine;
  item: CommerceItem | undefined;
  detailsKnown: boolean;
  showPrices: boolean;
  businessName: string | null;
  locale: Locale;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** signed-in users may keep the part in a shopping list */
  onAddToList?: () => void;
}

export function CartLineView({
  line,
  item,
  detailsKnown,
  showPrices,
  businessName,
  locale,
  busy,
  onQuantity,
  onRemove,
  onAddToList,
}: CartLineViewProps) {
  const [draft, setDraft] = useState(String(line.quantity));
  // the saved quantity changed (an update landed, another tab): show it
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setDraft(String(line.quantity));
  }
  const name = item?.productDisplayName ?? line.itemId;
  const inputId = `cart-qty-${line.shoppingCartItemId}`;
  const unitPrice = item?.displayPrice ?? line.unitPrice;

  const commit = () => {
    if (draft === '') {
      setDraft(String(line.quantity));
      return;
    }
    const quantity = Number(draft);
    if (quantity === line.quantity) return;
    if (quantity === 0) {
      // back to the saved quantity unless the removal is confirmed
      setDraft(String(line.quantity));
      onRemove();
      return;
    }
    onQuantity(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <li className="store-cart-line" data-testid="cart-line" data-part-number={line.itemId}>
      <Link to={productDetailUrl(line.itemId)} className="store-cart-line__image" aria-label={`View ${name}`}>
        {item?.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" /> : null}
      </Link>
      <div>
        <Link to={productDetailUrl(line.itemId)} className="store-cart-line__name">
          {name}
        </Link>
        <dl className="store-cart-line__facts">
          <div>
            <dt>Part #</dt>
            <dd>{displayPartNumber(line.itemId)}</dd>
          </div>
          {item?.customerPartNumber ? (
            <div>
              <dt>{businessName ? `${businessName} Part #` : 'Customer Part #'}</dt>
              <dd>{item.customerPartNumber}</dd>
            </div>
          ) : null}
          {line.unitSerial ? (
            <div>
              <dt>Unit Serial #</dt>
              <dd>{line.unitSerial}</dd>
            </div>
          ) : null}
          {showPrices && unitPrice !== null && unitPrice !== undefined ? (
            <div>
              <dt>Price</dt>
              <dd data-testid="cart-line-price">{formatPrice(unitPrice, locale)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Availability</dt>
            <dd>{availabilityMessage(detailsKnown && item !== undefined, item?.quantityOnHand)}</dd>
          </div>
        </dl>
      </div>
      <div className="store-cart-line__actions">
        <div className="store-cart-line__quantity">
          <label htmlFor={inputId}>Quantity</label>
          <DigitOnlyInput
            id={inputId}
            value={draft}
            maxLength={4}
            onChange={setDraft}
            onBlur={commit}
            onKeyDown={onKeyDown}
            disabled={busy}
            aria-describedby={`${inputId}-hint`}
          />
        </div>
        <span id={`${inputId}-hint`} className="visually-hidden">
          Press Enter to update; 0 removes the item.
        </span>
        {onAddToList ? (
          <Button variant="link" size="sm" onClick={onAddToList}>
            Add to List<span className="visually-hidden"> {name}</span>
          </Button>
        ) : null}
        <Button variant="link" size="sm" onClick={onRemove} disabled={busy} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
