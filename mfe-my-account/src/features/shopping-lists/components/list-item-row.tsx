// One item of a shopping list: the part, its price and availability, a quantity (1..9999, digits only) saved on
// blur or Enter, and its own move-to-cart and remove actions; read-only (a colleague's list shared to view): the
// quantity as text and no actions.
import { formatMoney } from '@portal/shared-session';
import { useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import type { ShoppingListDetail } from '../api/shopping-lists';

type ListItem = ShoppingListDetail['items'][number];

export const MAX_LIST_QUANTITY = 9999;

/** The typed quantity as a number the API accepts, or null when it is not one (empty, 0, above the maximum). */
export function parseListQuantity(text: string): number | null {
  const n = Number.parseInt(text, 10);
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIST_QUANTITY ? n : null;
}

export interface ListItemRowProps {
  item: ListItem;
  /** a colleague's list shared to view: nothing to change */
  readOnly?: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onMoveToCart: () => void;
  onRemove: () => void;
}

export function ListItemRow({
  item,
  readOnly = false,
  busy,
  onQuantity,
  onMoveToCart,
  onRemove,
}: ListItemRowProps) {
  const [text, setText] = useState(String(item.quantity));
  const name = item.item?.productDisplayName ?? item.itemId;
  const commit = () => {
    const quantity = parseListQuantity(text);
    if (quantity === null) setText(String(item.quantity));
    else if (quantity !== item.quantity) onQuantity(quantity);
  };
  return (
    <tr>
      <td>
        <strong>{name}</strong>
        <br />
        Part # {item.item?.partNumber ?? item.itemId}
      </td>
      <td>{item.item ? formatMoney(item.item.displayPrice, item.item.currency) : ''}</td>
      <td>{item.item?.availabilityMessage}</td>
      {readOnly ? (
        <td>{item.quantity}</td>
      ) : (
        <td>
          <DigitOnlyInput
            className="acct-qty"
            aria-label={`Quantity of ${name}`}
            value={text}
            maxLength={4}
            disabled={busy}
            onChange={setText}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
        </td>
      )}
      {!readOnly && (
        <td>
          <div className="acct-row">
            <Button size="sm" disabled={busy || item.item?.isPurchasable === false} onClick={onMoveToCart}>
              Move to Cart<span className="visually-hidden"> {name}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Remove ${name}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}
