// A supply order's lines as product rows: ship date ('Ship Date' / 'Estimated Ship Date' / 'Pending'), carrier
// tracking links, quantities and the line's status in words. The dashboard's order detail and My Account's order
// history show lines alike; with a choice, each line has a checkbox to choose it for a reorder. More than 10 lines
// are paged, 10 to a page (issue 39); a choice holds across pages.
import { useState } from 'react';
import { orderStatusInWords } from '@portal/rules';
import { Pager, pageCount } from '@portal/shared-ui/list-kit';
import { ProductRow } from './product-row';

export const ORDER_LINES_PAGE_SIZE = 10;

export interface OrderLineView {
  lineNumber: number;
  partNumber: string;
  description: string;
  customerPartNumber?: string | null;
  unitSerial?: string | null;
  quantity: number;
  shippedQuantity: number;
  unitPrice: number | null;
  uom: string;
  status: string;
  promiseDate?: string | null;
  shippedDate?: string | null;
  trackingNumbers: readonly string[];
}

/** Lines chosen for a reorder. */
export interface LineChoice {
  chosen: ReadonlySet<number>;
  toggle: (lineNumber: number) => void;
}

export interface OrderLinesProps {
  orderId: string;
  lines: readonly OrderLineView[];
  pricesShown: boolean;
  money: (amount: number | null) => string | null;
  formatDate: (date: string) => string;
  choice?: LineChoice;
}

export function OrderLines({ orderId, lines, pricesShown, money, formatDate, choice }: OrderLinesProps) {
  const [page, setPage] = useState(1);
  const pages = pageCount(lines.length, ORDER_LINES_PAGE_SIZE);
  const shown = Math.min(page, pages);
  const onPage = lines.slice((shown - 1) * ORDER_LINES_PAGE_SIZE, shown * ORDER_LINES_PAGE_SIZE);
  return (
    <>
      {onPage.map((line) => (
        <ProductRow
          key={line.lineNumber}
          item={{
            id: `${orderId}-${line.lineNumber}`,
            partNumber: line.partNumber,
            displayName: line.description,
            customerPartNumber: line.customerPartNumber,
            partPrice: money(line.unitPrice),
            partUom: line.uom,
            orderable: false,
            promiseDate: line.promiseDate,
            shippedDate: line.shippedDate,
            trackingNumbers: line.trackingNumbers,
          }}
          showPrice
          canViewPrices={pricesShown}
          canOrderParts={false}
          showShipDate
          formatDate={formatDate}
        >
          <p className="pui-product-row__note">
            Quantity {line.quantity} · Shipped {line.shippedQuantity} · {orderStatusInWords(line.status)}
            {line.unitSerial ? ` · Unit ${line.unitSerial}` : ''}
          </p>
          {choice && (
            <label className="pui-product-row__choose">
              <input
                type="checkbox"
                checked={choice.chosen.has(line.lineNumber)}
                onChange={() => choice.toggle(line.lineNumber)}
              />{' '}
              Reorder line {line.lineNumber}
            </label>
          )}
        </ProductRow>
      ))}
      {lines.length > ORDER_LINES_PAGE_SIZE && (
        <Pager
          page={shown}
          pages={pages}
          label={`Lines of order ${orderId}`}
          onPage={(next) => setPage(next)}
        />
      )}
    </>
  );
}
