// /pages/dashboard/equipment/parts/quick-order: parts for one unit by part number. Each line is checked with the
// shared quick-order line schema, then against the unit's parts (/parts/bomCheck with the part number: it must
// be there and orderable); the good lines go to the supply cart for the unit in one call.
import { userMessageOf } from '@portal/api-client';
import { useState, type FormEvent } from 'react';
import { samePartNumber } from '@portal/rules';
import { quickOrderLineSchema, type QuickOrderLine } from '@portal/rules/validation';
import { addToCart, useSession } from '@portal/shared-session';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { bomCheck } from './api/parts';
import '../../shared/dashboard-pages.css';

const EMPTY_LINE: QuickOrderLine = { partNumber: '', quantity: '1' };
const LINES = 5;

/** The line's first rule broken, or null. */
function lineProblem(line: QuickOrderLine): string | null {
  try {
    quickOrderLineSchema.validateSync(line);
    return null;
  } catch (error) {
    // yup's ValidationError carries the broken rule's message (a validation rule, no API failure)
    return error instanceof Error ? error.message : 'This line is not valid.';
  }
}

export default function PartsQuickOrderPage() {
  const initialized = useSession((s) => s.initialized);
  const [params] = useSearchParams();
  const [serial, setSerial] = useState(params.get('serial') ?? '');
  const [lines, setLines] = useState<QuickOrderLine[]>(() => Array.from({ length: LINES }, () => EMPTY_LINE));
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  const setLine = (index: number, change: Partial<QuickOrderLine>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const unit = serial.trim();
    if (!unit) {
      setNotice({ kind: 'danger', text: 'Enter the serial of the unit the parts are for.' });
      return;
    }
    const filled = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.partNumber.trim());
    if (filled.length === 0) {
      setNotice({ kind: 'danger', text: 'Enter at least one part number.' });
      return;
    }
    const found: Record<number, string> = {};
    for (const { line, index } of filled) {
      const problem = lineProblem({ ...line, partNumber: line.partNumber.trim() });
      if (problem) found[index] = problem;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const checked = await Promise.all(
        filled.map(async ({ line, index }) => {
          const partNumber = line.partNumber.trim();
          const result = await bomCheck(unit, partNumber, 1);
          // typed in any displayed form: '928-7092', '009287092'…
          const part = result.content.find((p) => samePartNumber(p.partNumber, partNumber));
          if (!part) return { index, problem: 'This part was not found for the unit.' };
          if (!part.orderable || !result.canOrderParts)
            return { index, problem: part.notOrderableMessage ?? 'This part cannot be ordered online.' };
          return {
            index,
            change: { itemId: part.partNumber, quantity: Number(line.quantity), unitSerial: unit },
          };
        }),
      );
      const bad = Object.fromEntries(checked.flatMap((c) => (c.problem ? [[c.index, c.problem]] : [])));
      setProblems(bad);
      if (Object.keys(bad).length > 0) return;
      await addToCart(
        'supply-store',
        checked.flatMap((c) => (c.change ? [c.change] : [])),
      );
      setLines(Array.from({ length: LINES }, () => EMPTY_LINE));
      setNotice({ kind: 'success', text: `${checked.length} part(s) added to the cart.` });
    } catch (error) {
      setNotice({
        kind: 'danger',
        text: userMessageOf(error, 'The parts could not be added. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dash-page" aria-labelledby="parts-quick-order-title">
      <header className="dash-page__header">
        <h1 id="parts-quick-order-title">Replacement Parts Quick Order</h1>
        <Link to="/pages/dashboard/equipment/parts">Back to Replacement Parts</Link>
      </header>
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Quick order">
        <label>
          Unit serial
          <input value={serial} onChange={(e) => setSerial(e.target.value)} autoComplete="off" />
        </label>
        {lines.map((line, index) => {
          const problemId = `quick-order-problem-${index}`;
          const problem = problems[index];
          return (
            <fieldset key={index} className="dash-search">
              <legend className="visually-hidden">Line {index + 1}</legend>
              <label>
                Part number, line {index + 1}
                <input
                  value={line.partNumber}
                  maxLength={40}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(e) => setLine(index, { partNumber: e.target.value })}
                />
              </label>
              <label>
                Quantity, line {index + 1}
                <DigitOnlyInput
                  value={line.quantity}
                  maxLength={4}
                  onChange={(quantity) => setLine(index, { quantity })}
                />
              </label>
              {problem && (
                <p id={problemId} className="pui-field__error">
                  {problem}
                </p>
              )}
            </fieldset>
          );
        })}
        {notice && (
          <Alert kind={notice.kind}>
            {notice.text} {notice.kind === 'success' && <Link to="/pages/store/cart">View Cart</Link>}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!initialized}>
          Add to Cart
        </Button>
      </form>
    </section>
  );
}
