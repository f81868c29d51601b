// Quick order (spec 2, 'Quick order' of issue 6): rows of part number and quantity, a paste area for many lines,
// a check of every part with a clear message per row, and one cart call that adds all valid rows. The rows live in
// a Formik form; each row is checked with the shared quick-order line schema (part number shape, digits-only
// quantity) and then against the catalogue. A row's problem is a verdict shown beside it, not a form error: 'Add to
// Cart' adds the good rows and reports the others, so the form is never held back by one bad row.
import { useId, useState } from 'react';
import { FieldArray, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { addToCart, isGuest, useCart, useLocale, usePrivileges, useProfile } from '@portal/shared-session';
import { canOrderParts, displayPartNumber } from '@portal/rules';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { CART_PATH } from '../../shared/utils/cart-links';
import { useAddToCart } from '../../shared/hooks/use-add-to-cart';
import { catalogueCaller, fetchItemDetails } from '../../shared/api/catalogue-api';
import type { CommerceItem } from '../../shared/types/catalogue';
import { trackAddToCart } from '../../shared/analytics';
import {
  comparablePartNumber,
  lineProblems,
  parsePastedLines,
  partProblem,
} from '../../shared/utils/quick-order-rules';
import { BulkEntry } from './components/bulk-entry';
import './components/quick-order.css';

interface Row {
  key: number;
  partNumber: string;
  /** as typed in the digit-only input */
  quantity: string;
}

interface QuickOrderValues {
  rows: Row[];
  pasted: string;
}

/** A row's check: for the input it was made on; '' fine, otherwise the reason. */
interface Verdict {
  partNumber: string;
  quantity: string;
  problem: string;
  item?: CommerceItem;
}

interface Outcome {
  added: { partNumber: string; name: string; quantity: number }[];
  skipped: { partNumber: string; reason: string }[];
}

const START_ROWS = 3;
let rowKey = 0;
const newRow = (partNumber = '', quantity = '1'): Row => ({ key: ++rowKey, partNumber, quantity });
const filled = (row: Row) => row.partNumber.trim() !== '';
/** The rows left after some are taken away: never none. */
const atLeastOne = (rows: Row[]) => (rows.length > 0 ? rows : [newRow()]);

export default function QuickOrderPage() {
  const profile = useProfile();
  const privileges = usePrivileges();
  const locale = useLocale();
  const cart = useCart('supply-store');
  const mayOrder = canOrderParts(profile, privileges);
  const openAddedToCart = useAddToCart();
  const [initialValues] = useState<QuickOrderValues>(() => ({
    rows: Array.from({ length: START_ROWS }, () => newRow()),
    pasted: '',
  }));
  const [verdicts, setVerdicts] = useState<ReadonlyMap<number, Verdict>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pasteId = useId();

  /** The row's verdict while its input is the one checked; an edit makes it unchecked again. */
  const verdictOf = (row: Row): Verdict | undefined => {
    const verdict = verdicts.get(row.key);
    return verdict && verdict.partNumber === row.partNumber && verdict.quantity === row.quantity
      ? verdict
      : undefined;
  };

  /** Checks every filled row: the line schema first, then the catalogue (one call for all well-formed parts). */
  const check = async (candidates: Row[]): Promise<Map<number, Verdict>> => {
    const lines = candidates.filter(filled).map((row) => ({ row, problems: lineProblems(row) }));
    // a malformed part number is not sent: the catalogue would refuse the whole call
    const lookups = lines.filter((l) => !l.problems.partNumber).map((l) => l.row.partNumber.trim());
    const items =
      lookups.length > 0
        ? await fetchItemDetails(catalogueCaller(profile, locale), [...new Set(lookups)])
        : [];
    const byCompact = new Map(items.map((i) => [comparablePartNumber(i.partNumber), i]));
    return new Map(
      lines.map(({ row, problems }): [number, Verdict] => {
        const input = { partNumber: row.partNumber, quantity: row.quantity };
        if (problems.partNumber) return [row.key, { ...input, problem: problems.partNumber }];
        const item = byCompact.get(comparablePartNumber(row.partNumber));
        return [
          row.key,
          { ...input, item, problem: partProblem(item, problems.quantity, mayOrder, locale) ?? '' },
        ];
      }),
    );
  };

  const runCheck = async (candidates: Row[]) => {
    setFailure(null);
    try {
      const checked = await check(candidates);
      setVerdicts((current) => new Map([...current, ...checked]));
      return checked;
    } catch {
      setFailure('We could not check the part numbers. Please try again.');
      return null;
    }
  };

  const addAll = async (values: QuickOrderValues, helpers: FormikHelpers<QuickOrderValues>) => {
    setOutcome(null);
    const checked = await runCheck(values.rows);
    if (!checked) return;
    const rows = values.rows.filter(filled).map((row) => ({ row, verdict: checked.get(row.key)! }));
    const valid = rows.filter((r) => r.verdict.problem === '' && r.verdict.item);
    const skipped = rows
      .filter((r) => r.verdict.problem !== '')
      .map((r) => ({ partNumber: r.row.partNumber.trim(), reason: r.verdict.problem }));
    if (valid.length === 0) {
      setOutcome({ added: [], skipped });
      return;
    }
    const addedKeys = new Set(valid.map((r) => r.row.key));
    // the added rows are done; the skipped ones stay with their reasons to fix
    const dropAdded = () =>
      void helpers.setValues(
        (current) => ({ ...current, rows: atLeastOne(current.rows.filter((r) => !addedKeys.has(r.key))) }),
        false,
      );
    if (valid.length === 1) {
      // one part: the added-to-cart modal adds it and shows it, as on a product page
      const [only] = valid as [(typeof valid)[number]];
      openAddedToCart({ partNumber: only.verdict.item!.partNumber, quantity: Number(only.row.quantity) });
      setOutcome(skipped.length > 0 ? { added: [], skipped } : null);
      dropAdded();
      return;
    }
    const added = valid.map(({ row, verdict }) => ({ item: verdict.item!, quantity: Number(row.quantity) }));
    try {
      // every valid row in one cart call
      await addToCart(
        'supply-store',
        added.map((a) => ({
          itemId: a.item.partNumber,
          quantity: a.quantity,
          unitPrice: a.item.displayPrice,
        })),
      );
    } catch {
      setFailure('We could not add the parts to your cart. Please try again.');
      return;
    }
    trackAddToCart(
      added[0]!.item.currency,
      added.map((a) => ({
        partNumber: a.item.partNumber,
        name: a.item.productDisplayName,
        quantity: a.quantity,
        price: a.item.displayPrice,
        customerPartNumber: a.item.customerPartNumber,
      })),
    );
    setOutcome({
      added: added.map((a) => ({
        partNumber: a.item.partNumber,
        name: a.item.productDisplayName,
        quantity: a.quantity,
      })),
      skipped,
    });
    dropAdded();
  };

  return (
    <section className="store-quick-order" aria-labelledby="quick-order-title">
      <h1 id="quick-order-title">Quick Order</h1>
      <p>Enter part numbers and quantities, or paste a list, then add them all to your cart at once.</p>
      {failure ? <Alert kind="danger">{failure}</Alert> : null}
      {outcome ? <OutcomeReport outcome={outcome} cartCount={cart.count} /> : null}
      <Formik<QuickOrderValues> initialValues={initialValues} onSubmit={addAll}>
        {({ values, isSubmitting, handleSubmit, setFieldValue, setValues }) => {
          const addPasted = async () => {
            const lines = parsePastedLines(values.pasted);
            if (lines.length === 0) return;
            const next = [
              ...values.rows.filter(filled),
              ...lines.map((line) =>
                newRow(line.partNumber, line.quantity === null ? '' : String(line.quantity)),
              ),
            ];
            await setValues({ rows: next, pasted: '' }, false);
            setOutcome(null);
            await runCheck(next);
          };
          return (
            <>
              <form onSubmit={handleSubmit} noValidate>
                <FieldArray name="rows">
                  {({ push }) => (
                    <>
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
                          {values.rows.map((row, index) => {
                            const messageId = `quick-order-msg-${row.key}`;
                            const verdict = verdictOf(row);
                            const problem = verdict?.problem || null;
                            return (
                              <tr key={row.key} data-testid="quick-order-row">
                                <td>
                                  <input
                                    type="text"
                                    aria-label={`Part number, row ${index + 1}`}
                                    name={`rows.${index}.partNumber`}
                                    value={row.partNumber}
                                    autoComplete="off"
                                    aria-invalid={problem ? true : undefined}
                                    aria-describedby={
                                      verdict && (problem || verdict.item) ? messageId : undefined
                                    }
                                    onChange={(e) =>
                                      void setFieldValue(`rows.${index}.partNumber`, e.target.value, false)
                                    }
                                    onBlur={() => {
                                      if (filled(row) && !verdict) void runCheck([row]);
                                    }}
                                  />
                                </td>
                                <td>
                                  <DigitOnlyInput
                                    aria-label={`Quantity, row ${index + 1}`}
                                    name={`rows.${index}.quantity`}
                                    value={row.quantity}
                                    maxLength={4}
                                    onChange={(value) =>
                                      void setFieldValue(`rows.${index}.quantity`, value, false)
                                    }
                                  />
                                </td>
                                <td>
                                  <div className="store-quick-order__status">
                                    {problem ? (
                                      <p
                                        id={messageId}
                                        className="store-quick-order__problem"
                                        data-testid="row-problem"
                                      >
                                        {problem}
                                      </p>
                                    ) : verdict?.item ? (
                                      <p
                                        id={messageId}
                                        className="store-quick-order__ok"
                                        data-testid="row-ok"
                                      >
                                        {verdict.item.productDisplayName} (
                                        {displayPartNumber(verdict.item.partNumber)})
                                      </p>
                                    ) : null}
                                    <Button
                                      variant="link"
                                      size="sm"
                                      aria-label={`Remove row ${index + 1}`}
                                      onClick={() =>
                                        void setValues(
                                          (current) => ({
                                            ...current,
                                            rows: atLeastOne(current.rows.filter((r) => r.key !== row.key)),
                                          }),
                                          false,
                                        )
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
                        <Button variant="secondary" onClick={() => push(newRow())}>
                          Add Row
                        </Button>
                        <Button type="submit" loading={isSubmitting}>
                          Add to Cart
                        </Button>
                      </div>
                    </>
                  )}
                </FieldArray>
              </form>
              <div className="store-quick-order__paste">
                <label htmlFor={pasteId}>Paste part numbers</label>
                <p id={`${pasteId}-hint`} className="store-quick-order__hint">
                  One part per line: part number, then quantity, separated by a comma, tab or space.
                </p>
                <textarea
                  id={pasteId}
                  name="pasted"
                  rows={6}
                  value={values.pasted}
                  aria-describedby={`${pasteId}-hint`}
                  onChange={(e) => void setFieldValue('pasted', e.target.value, false)}
                />
                <Button
                  variant="secondary"
                  onClick={() => void addPasted()}
                  disabled={values.pasted.trim() === ''}
                >
                  Add Pasted Lines
                </Button>
              </div>
            </>
          );
        }}
      </Formik>
      {/* a list is checked and added by the API at once: signed-in buyers who may order only */}
      {!isGuest(profile) && mayOrder ? <BulkEntry /> : null}
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
