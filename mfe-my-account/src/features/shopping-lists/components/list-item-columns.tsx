// One item of a shopping list, as the list table's cells: the part, its price and availability, a quantity
// (1..9999, digits only) saved on blur or Enter, and its own move-to-cart and remove actions; read-only (a
// colleague's list shared to view): the quantity as text and no actions column.
import { formatMoney } from '@portal/shared-session';
import { useState } from 'react';
import type { DataColumn } from '@portal/shared-ui/list-kit';
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

const itemName = (item: ListItem) => item.item?.productDisplayName ?? item.itemId;

function QuantityInput({
  item,
  busy,
  onQuantity,
}: {
  item: ListItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(item.quantity));
  const commit = () => {
    const quantity = parseListQuantity(text);
    if (quantity === null) setText(String(item.quantity));
    else if (quantity !== item.quantity) onQuantity(quantity);
  };
  return (
    <DigitOnlyInput
      className="acct-qty"
      aria-label={`Quantity of ${itemName(item)}`}
      value={text}
      maxLength={4}
      disabled={busy}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

export interface ListItemActions {
  /** a colleague's list shared to view: nothing to change */
  readOnly: boolean;
  busy: boolean;
  onQuantity: (item: ListItem, quantity: number) => void;
  onMoveToCart: (item: ListItem) => void;
  onRemove: (item: ListItem) => void;
}

/** The list table's columns; the Actions column only where the list can be edited. */
export function listItemColumns({
  readOnly,
  busy,
  onQuantity,
  onMoveToCart,
  onRemove,
}: ListItemActions): DataColumn<ListItem>[] {
  const columns: DataColumn<ListItem>[] = [
    {
      field: 'item',
      label: 'Item',
      cell: (item) => (
        <>
          <strong>{itemName(item)}</strong>
          <br />
          Part # {item.item?.partNumber ?? item.itemId}
        </>
      ),
    },
    {
      field: 'price',
      label: 'Price',
      cell: (item) => (item.item ? formatMoney(item.item.displayPrice, item.item.currency) : ''),
    },
    { field: 'availability', label: 'Availability', cell: (item) => item.item?.availabilityMessage },
    {
      field: 'quantity',
      label: 'Quantity',
      cell: (item) =>
        readOnly ? (
          item.quantity
        ) : (
          // keyed by the saved quantity: a saved (or refused) change starts the field again from it
          <QuantityInput
            key={`${item.shoppingListItemId}-${item.quantity}`}
            item={item}
            busy={busy}
            onQuantity={(quantity) => onQuantity(item, quantity)}
          />
        ),
    },
  ];
  if (readOnly) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      label: 'Actions',
      cell: (item) => (
        <div className="acct-row">
          <Button
            size="sm"
            disabled={busy || item.item?.isPurchasable === false}
            onClick={() => onMoveToCart(item)}
          >
            Move to Cart<span className="visually-hidden"> {itemName(item)}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Remove ${itemName(item)}`}
            onClick={() => onRemove(item)}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];
}
