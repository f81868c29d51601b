// /pages/dashboard/equipment/parts (spec 2 'Equipment', spec 7 'Parts'): choose one of the organisation's units by
// serial, see the parts on its bill of materials as product rows (price and ordering by privilege), and add them to
// the supply cart for that unit. The unit, part query and page live in the URL.
import { userMessageOf } from '@portal/api-client';
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addToCart, formatPrice, useLocale, useSession } from '@portal/shared-session';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { ProductRow, type ProductRowItem } from '@portal/shared-ui/product-row';
import { PARTS_PAGE_SIZE } from './api/parts';
import { bomPartsOptions, partsUnitOptions } from './api/queries';
import '../../shared/dashboard-pages.css';

export default function ReplacementPartsPage() {
  const initialized = useSession((s) => s.initialized);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const serial = params.get('serial') ?? '';
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [unitText, setUnitText] = useState(serial);
  // null until the user looks for a unit; '' lists the first units
  const [unitQuery, setUnitQuery] = useState<string | null>(null);
  const [partText, setPartText] = useState(query);
  const [adding, setAdding] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const go = (next: { serial?: string; query?: string; page?: number }, how = { replace: false }) => {
    const out = new URLSearchParams();
    const s = next.serial ?? serial;
    const q = next.query ?? query;
    const p = next.page ?? 1;
    if (s) out.set('serial', s);
    if (q) out.set('query', q);
    if (p > 1) out.set('page', String(p));
    setParams(out, how);
  };

  const scope = useOrganizationScope();
  const units = useQuery({
    ...partsUnitOptions(scope, unitQuery),
    enabled: initialized && unitQuery !== null,
  });
  const parts = useQuery({
    ...bomPartsOptions(scope, serial, query, page),
    enabled: initialized && serial !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

  const findUnit = (event: FormEvent) => {
    event.preventDefault();
    setUnitQuery(unitText.trim());
  };
  const searchParts = (event: FormEvent) => {
    event.preventDefault();
    go({ query: partText.trim() });
  };
  const add = async (item: ProductRowItem, quantity: number) => {
    setAdding(item.id);
    setNotice(null);
    try {
      await addToCart('supply-store', [{ itemId: item.partNumber, quantity, unitSerial: serial }]);
      setNotice({ kind: 'success', text: `${quantity} × ${item.displayName} added to the cart.` });
    } catch {
      setNotice({ kind: 'danger', text: 'The part could not be added to the cart. Please try again.' });
    } finally {
      setAdding(null);
    }
  };

  const result = parts.data;
  const pages = pageCount(result?.totalRecords, PARTS_PAGE_SIZE);
  usePageWithinTotal(page, pages, (next, how) => go({ page: next }, how));

  return (
    <section className="dash-page" aria-labelledby="parts-title">
      <header className="dash-page__header">
        <h1 id="parts-title">Replacement Parts</h1>
        <nav className="dash-page__links" aria-label="Parts links">
          <Link to="/pages/dashboard/equipment/parts/quick-order">Quick Order</Link>
          <Link to="/pages/store/cart">View Cart</Link>
        </nav>
      </header>

      <form className="dash-search" role="search" aria-label="Find a unit" onSubmit={findUnit}>
        <label>
          Unit serial
          <input value={unitText} onChange={(e) => setUnitText(e.target.value)} autoComplete="off" />
        </label>
        <Button type="submit">Find Unit</Button>
      </form>
      {unitQuery !== null &&
        (units.isPending ? (
          <Spinner label="Finding units" />
        ) : units.isError ? (
          <Alert kind="danger">The units could not be found. Please try again.</Alert>
        ) : units.data.content.length === 0 ? (
          <p className="dash-empty">No Results Found</p>
        ) : (
          <ul className="dash-unit-choices" aria-label="Matching units">
            {units.data.content.map((unit) => (
              <li key={unit.instanceId}>
                <Button
                  variant="secondary"
                  aria-pressed={unit.unitSerial === serial}
                  onClick={() => {
                    setUnitText(unit.unitSerial);
                    setPartText('');
                    go({ serial: unit.unitSerial, query: '' });
                  }}
                >
                  {unit.unitSerial} · {unit.model}
                  {unit.customerVehicleNumber ? ` · ${unit.customerVehicleNumber}` : ''}
                </Button>
              </li>
            ))}
          </ul>
        ))}

      {serial === '' ? (
        <p>Find one of your units by its serial to see its parts.</p>
      ) : parts.isPending ? (
        <Spinner label="Loading parts" />
      ) : parts.isError || !result ? (
        <Alert kind="danger">{userMessageOf(parts.error, 'The parts could not be loaded.')}</Alert>
      ) : (
        <>
          <h2>
            Parts for unit {result.unit.unitSerial} ({result.unit.model})
          </h2>
          <form className="dash-search" role="search" aria-label="Search parts" onSubmit={searchParts}>
            <label>
              Search parts
              <input type="search" value={partText} onChange={(e) => setPartText(e.target.value)} />
            </label>
            <Button type="submit">Search</Button>
          </form>
          {notice && (
            <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
              {notice.text} {notice.kind === 'success' && <Link to="/pages/store/cart">View Cart</Link>}
            </Alert>
          )}
          {result.content.length === 0 ? (
            <p className="dash-empty">No Results Found</p>
          ) : (
            <div>
              {result.content.map((part) => (
                <ProductRow
                  key={part.id}
                  item={{
                    id: part.id,
                    partNumber: part.partNumber,
                    displayName: part.displayName,
                    customerPartNumber: part.customerPartNumber,
                    imageUrl: part.imageUrl,
                    partPrice: part.partPrice === null ? null : formatPrice(part.partPrice, locale),
                    partUom: part.partUom,
                    orderable: part.orderable,
                    inStock: part.inStock,
                    prop65Description: part.prop65Description,
                  }}
                  showPrice={result.showPrice}
                  canViewPrices={result.showPrice}
                  canOrderParts={result.canOrderParts}
                  adding={adding === part.id}
                  onAddToCart={add}
                >
                  <p className="pui-product-row__note">
                    {part.onBom
                      ? `On this unit's bill of materials${part.quantityOnBom ? ` (${part.quantityOnBom})` : ''}`
                      : 'Not on this unit’s bill of materials'}
                  </p>
                  <p className="pui-product-row__note">
                    {part.notOrderableMessage ?? part.availabilityMessage}
                  </p>
                </ProductRow>
              ))}
            </div>
          )}
          <Pager
            page={page}
            pages={pages}
            label="Part pages"
            onPage={(next, how) => go({ page: next }, how)}
          />
        </>
      )}
    </section>
  );
}
