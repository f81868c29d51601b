// Quick order (spec 2, 'Quick order' of issue 6): rows of part number and quantity, a paste area for many lines,
// a check of every part with a clear message per row, and one cart call that adds all valid rows.
import { useId, useRef, useState } from 'react';
import { addToCart, useCart, useLocale, usePrivileges, useProfile } from '@portal/shared-session';
import { canOrderParts, displayPartNumber } from '@portal/rules';
import { Link } from '@portal/shared-session/routing';
import { Alert, Button, DigitOnlyInput } from '@portal/shared-ui';
import { CART_PATH, useAddToCart } from '../cart';
import { catalogueCaller, fetchItemDetails } from '../catalogue';
import type { CommerceItem } from '../catalogue';
import { trackAddToCart } from '../../shared/analytics';
import { comparablePartNumber, parsePastedLines, partProblem } from './quick-order-rules';
import './components/quick-order.css';

interface Row {
  key: number;
  partNumber: string;
  quantity: string;
  /** the check's verdict: null not checked, '' fine, otherwise the reason */
  problem: string | null;
  item?: CommerceItem;
}

interface Outcome {
  added: { partNumber: string; name: string; quantity: number }[];
  skipped: { partNumber: string; reason: string }[];
}

const START_ROWS = 3;
let rowKey = 0;
const newRow = (partNumber = '', quantity = '1'): Row => ({
  key: ++rowKey,
  partNumber,
  quantity,
  problem: null,
});

export default function QuickOrderPage() {
  const profile = useProfile();
  const privileges = usePrivileges();
  const locale = useLocale();
  const cart = useCart('supply-store');
  const mayOrder = canOrderParts(profile, privileges);
  const openAddedToCart = useAddToCart();
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: START_ROWS }, () => newRow()));
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pasteId = useId();
  const firstPartRef = useRef<HTMLInputElement>(null);

  /** Looks every filled row's part up in one call and records each row's verdict. */
  const check = async (candidates: Row[]): Promise<Row[]> => {
    const filled = candidates.filter((r) => r.partNumber.trim() !== '');
    if (filled.length === 0) return candidates;
    const items = await fetchItemDetails(catalogueCaller(profile, locale), [
      ...new Set(filled.map((r) => r.partNumber.trim())),
    ]);
    const byCompact = new Map(items.map((i) => [comparablePartNumber(i.partNumber), i]));
    return candidates.map((row) => {
      if (row.partNumber.trim() === '') return { ...row, problem: null, item: undefined };
      const item = byCompact.get(comparablePartNumber(row.partNumber));
      const quantity = /^\d+$/.test(row.quantity) ? Number(row.quantity) : null;
      return { ...row, item, problem: partProblem(item, quantity, mayOrder, locale) ?? '' };
    });
  };

  const runCheck = async (candidates: Row[]) => {
    setFailure(null);
    try {
      const checked = await check(candidates);
      setRows((current) =>
        current.map((row) => checked.find((c) => c.key === row.key && sameInput(c, row)) ?? row),
      );
      return checked;
    } catch {
      setFailure('We could not check the part numbers. Please try again.');
      return null;
    }
  };

  const update = (key: number, changes: Partial<Row>) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, ...changes, problem: null } : row)),
    );

  const addPasted = async () => {
    const lines = parsePastedLines(pasted);
    if (lines.length === 0) return;
    const kept = rows.filter((r) => r.partNumber.trim() !== '');
    const next = [
      ...kept,
      ...lines.map((line) => newRow(line.partNumber, line.quantity === null ? '' : String(line.quantity))),
    ];
    setRows(next);
    setPasted('');
    setOutcome(null);
    await runCheck(next);
  };

  const addAll = async () => {
    setBusy(true);
    setOutcome(null);
    const checked = await runCheck(rows);
    if (!checked) {
      setBusy(false);
      return;
    }
    const filled = checked.filter((r) => r.partNumber.trim() !== '');
    const valid = filled.filter((r) => r.problem === '' && r.item);
    const skipped = filled
      .filter((r) => r.problem !== '')
      .map((r) => ({ partNumber: r.partNumber.trim(), reason: r.problem ?? '' }));
    if (valid.length === 0) {
      setOutcome({ added: [], skipped });
      setBusy(false);
      return;
    }
    const addedKeys = new Set(valid.map((r) => r.key));
    const dropAdded = () =>
      setRows((current) => {
        const left = current.filter((r) => !addedKeys.has(r.key));
        return left.length > 0 ? left : [newRow()];
      });
    if (valid.length === 1) {
      // one part: the added-to-cart modal adds it and shows it, as on a product page
      const [only] = valid as [Row];
      openAddedToCart({ partNumber: only.item!.partNumber, quantity: Number(only.quantity) });
      setOutcome(skipped.length > 0 ? { added: [], skipped } : null);
      dropAdded();
      setBusy(false);
      return;
    }
    try {
      // every valid row in one cart call
      await addToCart(
        'supply-store',
        valid.map((r) => ({
          itemId: r.item!.partNumber,
          quantity: Number(r.quantity),
          unitPrice: r.item!.displayPrice,
        })),
      );
    } catch {
      setFailure('We could not add the parts to your cart. Please try again.');
      setBusy(false);
      return;
    }
    trackAddToCart(
      valid[0]!.item!.currency,
      valid.map((r) => ({
        partNumber: r.item!.partNumber,
        name: r.item!.productDisplayName,
        quantity: Number(r.quantity),
        price: r.item!.displayPrice,
        customerPartNumber: r.item!.customerPartNumber,
      })),
    );
    setOutcome({
      added: valid.map((r) => ({
        partNumber: r.item!.partNumber,
        name: r.item!.productDisplayName,
        quantity: Number(r.quantity),
      })),
      skipped,
    });
    // the added rows are done; the skipped ones stay with their reasons to fix
    dropAdded();
    setBusy(false);
  };

  return (
    <section className="store-quick-order" aria-labelledby="quick-order-title">
      <h1 id="quick-order-title">Quick Order</h1>
      <p>Enter part numbers and quantities, or paste a list, then add them all to your cart at once.</p>
      {failure ? <Alert kind="danger">{failure}</Alert> : null}
      {outcome ? <OutcomeReport outcome={outcome} cartCount={cart.count} /> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void addAll();
        }}
        noValidate
      >
        <table className="store-quick-order__rows">
          <caption className="visually-hidden">Parts to order</caption>
          <thead>
            <tr>
              <th scope="col">Part Number</th>
              <th scope="col">Quantity</th>
              <th scope="col">
                <span className="visually-hidden">Status and actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const messageId = `quick-order-msg-${row.key}`;
              const invalid = row.problem !== null && row.problem !== '';
              return (
                <tr key={row.key} data-testid="quick-order-row">
                  <td>
                    <input
                      ref={index === 0 ? firstPartRef : undefined}
                      type="text"
                      aria-label={`Part number, row ${index + 1}`}
                      value={row.partNumber}
                      autoComplete="off"
                      aria-invalid={invalid || undefined}
                      aria-describedby={row.problem ? messageId : undefined}
                      onChange={(e) => update(row.key, { partNumber: e.target.value })}
                      onBlur={() => {
                        if (row.partNumber.trim() && row.problem === null) void runCheck([row]);
                      }}
                    />
                  </td>
                  <td>
                    <DigitOnlyInput
                      aria-label={`Quantity, row ${index + 1}`}
                      value={row.quantity}
                      maxLength={4}
                      onChange={(value) => update(row.key, { quantity: value })}
                    />
                  </td>
                  <td>
                    <div className="store-quick-order__status">
                      {row.problem ? (
                        <p id={messageId} className="store-quick-order__problem" data-testid="row-problem">
                          {row.problem}
                        </p>
                      ) : row.problem === '' && row.item ? (
                        <p id={messageId} className="store-quick-order__ok" data-testid="row-ok">
                          {row.item.productDisplayName} ({displayPartNumber(row.item.partNumber)})
                        </p>
                      ) : null}
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={`Remove row ${index + 1}`}
                        onClick={() =>
                          setRows((current) => {
                            const left = current.filter((r) => r.key !== row.key);
                            return left.length > 0 ? left : [newRow()];
                          })
                        }
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="store-quick-order__actions">
          <Button variant="secondary" onClick={() => setRows((current) => [...current, newRow()])}>
            Add Row
          </Button>
          <Button type="submit" loading={busy}>
            Add to Cart
          </Button>
        </div>
      </form>
      <div className="store-quick-order__paste">
        <label htmlFor={pasteId}>Paste part numbers</label>
        <p id={`${pasteId}-hint`} className="store-quick-order__hint">
          One part per line: part number, then quantity, separated by a comma, tab or space.
        </p>
        <textarea
          id={pasteId}
          rows={6}
          value={pasted}
          aria-describedby={`${pasteId}-hint`}
          onChange={(e) => setPasted(e.target.value)}
        />
        <Button variant="secondary" onClick={() => void addPasted()} disabled={pasted.trim() === ''}>
          Add Pasted Lines
        </Button>
      </div>
    </section>
  );
}

function OutcomeReport({ outcome, cartCount }: { outcome: Outcome; cartCount: number }) {
  const count = outcome.added.reduce((sum, a) => sum + a.quantity, 0);
  return (
    <div className="store-quick-order__outcome" aria-live="polite" data-testid="quick-order-outcome">
      {outcome.added.length > 0 ? (
        <Alert kind="success">
          <p>{count} item(s) added to cart.</p>
          <ul>
            {outcome.added.map((a) => (
              <li key={a.partNumber}>
                {a.name} ({displayPartNumber(a.partNumber)}) × {a.quantity}
              </li>
            ))}
          </ul>
          <Link to={CART_PATH}>View Cart ({cartCount})</Link>
        </Alert>
      ) : null}
      {outcome.skipped.length > 0 ? (
        <Alert kind="warning">
          <p>{outcome.skipped.length} part(s) not added:</p>
          <ul>
            {outcome.skipped.map((s, i) => (
              <li key={`${s.partNumber}-${i}`}>
                {s.partNumber}: {s.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

const sameInput = (a: Row, b: Row) => a.partNumber === b.partNumber && a.quantity === b.quantity;
