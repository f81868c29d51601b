// Digital order landing page: the parts a digital order link names, checked and ready to add to the cart. What the
// page is for (the spec lists only its route) is set out in utils/digital-order-rules.ts.
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addToCart, formatPrice, useLocale } from '@portal/shared-session';
import { displayPartNumber } from '@portal/rules';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { CART_PATH, QUICK_ORDER_PATH } from '../../shared/utils/cart-links';
import { availabilityMessage } from '../../shared/utils/availability';
import { fetchItemDetails } from '../../shared/api/catalogue-api';
import { isPriceShown } from '../../shared/utils/price-rules';
import { productDetailUrl } from '../../shared/utils/store-links';
import { useCatalogueCaller } from '../../shared/hooks/use-catalogue-caller';
import { useStorePermissions } from '../../shared/hooks/use-store-permissions';
import type { CommerceItem } from '../../shared/types/catalogue';
import { comparablePartNumber } from '../../shared/utils/quick-order-rules';
import { trackAddToCart } from '../../shared/analytics';
import {
  MAX_DIGITAL_ORDER_PARTS,
  digitalOrderProblem,
  parseDigitalOrderParts,
} from './utils/digital-order-rules';
import './components/digital-order.css';

interface Row {
  partNumber: string;
  quantity: number | null;
  item: CommerceItem | undefined;
  problem: string | null;
}

export default function DigitalOrderPage() {
  const [params] = useSearchParams();
  const { parts, ignored } = useMemo(() => parseDigitalOrderParts(params.get('parts')), [params]);
  return (
    <section className="digital-order" aria-labelledby="digital-order-title">
      <h1 id="digital-order-title">Digital Order</h1>
      {parts.length === 0 ? (
        <div className="digital-order__intro">
          <p>
            This page opens the parts of a digital order link — from a printed parts list, a service report or
            a QR code on your equipment — so you can check them and add them to your cart in one step.
          </p>
          <p>
            The link you followed does not name any parts. To order parts by part number, use{' '}
            <Link to={QUICK_ORDER_PATH}>Quick Order</Link>.
          </p>
        </div>
      ) : (
        <DigitalOrderParts requested={parts} ignored={ignored} />
      )}
    </section>
  );
}

function DigitalOrderParts({
  requested,
  ignored,
}: {
  requested: ReturnType<typeof parseDigitalOrderParts>['parts'];
  ignored: number;
}) {
  const locale = useLocale();
  const { caller, ready, key } = useCatalogueCaller();
  const { canViewPrices, canOrderParts } = useStorePermissions();
  const partNumbers = requested.map((p) => p.partNumber);
  const items = useQuery({
    queryKey: ['digital-order', key, partNumbers],
    queryFn: ({ signal }) => fetchItemDetails(caller, partNumbers, signal),
    enabled: ready,
  });
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const rows: Row[] = useMemo(() => {
    const byPart = new Map((items.data ?? []).map((i) => [comparablePartNumber(i.partNumber), i]));
    return requested.map((p) => {
      const item = byPart.get(comparablePartNumber(p.partNumber));
      return {
        partNumber: p.partNumber,
        quantity: p.quantity,
        item,
        problem: digitalOrderProblem(item, p.quantity, canOrderParts, locale),
      };
    });
  }, [items.data, requested, canOrderParts, locale]);

  if (!ready || items.isPending) return <Spinner label="Loading the parts" />;
  if (items.isError)
    return <Alert kind="danger">We could not look the parts up. Please refresh the page to try again.</Alert>;

  const orderable = rows.filter((r) => r.problem === null && r.item);

  async function addAll() {
    setAdding(true);
    setFailure(null);
    setAdded(null);
    try {
      await addToCart(
        'supply-store',
        orderable.map((r) => ({
          itemId: r.item!.partNumber,
          quantity: r.quantity as number,
          unitPrice: r.item!.displayPrice,
        })),
      );
      trackAddToCart(
        orderable[0]!.item!.currency,
        orderable.map((r) => ({
          partNumber: r.item!.partNumber,
          name: r.item!.productDisplayName,
          quantity: r.quantity as number,
          price: r.item!.displayPrice,
          customerPartNumber: r.item!.customerPartNumber,
        })),
      );
      setAdded(orderable.reduce((sum, r) => sum + (r.quantity ?? 0), 0));
    } catch {
      setFailure('We could not add the parts to your cart. Please try again.');
    } finally {
      setAdding(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  }

  return (
    <>
      <p>
        {rows.length} {rows.length === 1 ? 'part' : 'parts'} in this digital order.
        {ignored > 0 &&
          ` Only the first ${MAX_DIGITAL_ORDER_PARTS} are shown; ${ignored} more were left out.`}
      </p>
      <div className="digital-order__table-wrap">
        <table className="digital-order__table">
          <caption className="digital-order__hidden">Parts of the digital order</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Part Number</th>
              <th scope="col" className="digital-order__num">
                Quantity
              </th>
              {canViewPrices && (
                <th scope="col" className="digital-order__num">
                  Price
                </th>
              )}
              <th scope="col">Availability</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.partNumber} data-testid="digital-order-row">
                <td>
                  {row.item ? (
                    <Link to={productDetailUrl(row.item.partNumber)}>{row.item.productDisplayName}</Link>
                  ) : (
                    <span className="digital-order__muted">Unknown part</span>
                  )}
                </td>
                <td>{displayPartNumber(row.item?.partNumber ?? row.partNumber)}</td>
                <td className="digital-order__num">{row.quantity ?? '—'}</td>
                {canViewPrices && (
                  <td className="digital-order__num">
                    {row.item &&
                    isPriceShown(
                      { price: row.item.displayPrice, showOnline: row.item.showOnline },
                      canViewPrices,
                    )
                      ? formatPrice(row.item.displayPrice, locale)
                      : '—'}
                  </td>
                )}
                <td>{row.item ? availabilityMessage(true, row.item.quantityOnHand) : '—'}</td>
                <td>
                  {row.problem ? (
                    <span className="digital-order__problem">{row.problem}</span>
                  ) : (
                    <span className="digital-order__ok">Ready to add</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="digital-order__actions">
        <Button onClick={() => void addAll()} loading={adding} disabled={orderable.length === 0}>
          Add All to Cart
        </Button>
        {orderable.length === 0 && <span>None of these parts can be added to the cart online.</span>}
        {orderable.length > 0 && orderable.length < rows.length && (
          <span>Parts with a problem are left out.</span>
        )}
      </div>
      <div ref={resultRef} tabIndex={-1} className="digital-order__result">
        {added !== null && (
          <Alert kind="success">
            {added} {added === 1 ? 'item' : 'items'} added to cart. <Link to={CART_PATH}>View Cart</Link>
          </Alert>
        )}
        {failure && <Alert kind="danger">{failure}</Alert>}
      </div>
    </>
  );
}
