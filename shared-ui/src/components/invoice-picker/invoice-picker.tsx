// Spec 2 'invoice and tracking pickers': the one widget that selects invoices (issue 39), for a payment and for the
// invoice support request. A search box (500 ms after the last keystroke), the matching invoices to tick, and the
// invoices chosen; in payment mode each chosen invoice has an amount, its open balance unless changed (part of an
// invoice may be paid). Generic: the caller supplies the search (the API differs per page) and keeps the selection.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Spinner } from '@portal/shared-ui/spinner';
import { useDebouncedValue } from '../list-kit/use-debounced-value';
import {
  INVOICE_PICKER_MESSAGES,
  amountProblem,
  toggleInvoice,
  type InvoiceSelection,
  type PickerInvoice,
} from './invoice-selection';
import './invoice-picker.css';

/** The invoices matching a text (the first page is enough to pick from: the caller sorts them usefully). */
export type InvoiceSearch = (query: string, signal: AbortSignal) => Promise<PickerInvoice[]>;

export interface InvoicePickerProps {
  /** the group's visible name, e.g. 'Invoices to pay' */
  legend: ReactNode;
  /** stable (module level or memoised): a new one searches again */
  search: InvoiceSearch;
  /** the message shown when a search fails (the caller knows its API's error shape); stable, like `search` */
  describeError: (error: unknown) => string;
  selection: InvoiceSelection[];
  onChange: (selection: InvoiceSelection[]) => void;
  /** payment mode: an amount per chosen invoice */
  withAmounts?: boolean;
  formatMoney: (amount: number, currency: string) => string;
  formatDate: (value: string) => string;
  debounceMs?: number;
  disabled?: boolean;
}

type Results =
  { kind: 'loading' } | { kind: 'ready'; invoices: PickerInvoice[] } | { kind: 'error'; message: string };

export function InvoicePicker({
  legend,
  search,
  describeError,
  selection,
  onChange,
  withAmounts = false,
  formatMoney,
  formatDate,
  debounceMs,
  disabled = false,
}: InvoicePickerProps) {
  const searchId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), debounceMs);
  // the answer for one query; another query's answer shows as loading until its own arrives
  const [answer, setAnswer] = useState<{ query: string; results: Results } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    search(query, controller.signal).then(
      (invoices) => {
        if (!controller.signal.aborted) setAnswer({ query, results: { kind: 'ready', invoices } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ query, results: { kind: 'error', message: describeError(error) } });
      },
    );
    return () => controller.abort();
  }, [query, search, describeError]);
  const results: Results = answer?.query === query ? answer.results : { kind: 'loading' };

  const chosen = new Set(selection.map((s) => s.invoice.invoiceId));
  const describe = (invoice: PickerInvoice) =>
    `${formatMoney(invoice.balanceDue, invoice.currency)} open, due ${formatDate(invoice.dueDate)}`;
  const setAmount = (invoiceId: string, amount: string) =>
    onChange(selection.map((s) => (s.invoice.invoiceId === invoiceId ? { ...s, amount } : s)));

  return (
    <fieldset className="pui-invoice-picker" disabled={disabled}>
      <legend>{legend}</legend>
      <label htmlFor={searchId}>Search invoices</label>
      <input
        id={searchId}
        type="search"
        value={text}
        placeholder="Invoice number, PO or order"
        onChange={(e) => setText(e.target.value)}
      />
      <div className="pui-invoice-picker__results" aria-live="polite" aria-busy={results.kind === 'loading'}>
        {results.kind === 'loading' && <Spinner size="sm" label="Searching invoices" />}
        {results.kind === 'error' && <p role="alert">{results.message}</p>}
        {results.kind === 'ready' && results.invoices.length === 0 && (
          <p>{INVOICE_PICKER_MESSAGES.noResults}</p>
        )}
        {results.kind === 'ready' && results.invoices.length > 0 && (
          <ul className="pui-invoice-picker__list">
            {results.invoices.map((invoice) => (
              <li key={invoice.invoiceId}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(invoice.invoiceId)}
                    onChange={() => onChange(toggleInvoice(selection, invoice))}
                  />
                  <span className="pui-invoice-picker__number">Invoice {invoice.trxNumber}</span>
                  <span className="pui-invoice-picker__detail">
                    {describe(invoice)}
                    {invoice.customerName ? ` · ${invoice.customerName}` : ''}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selection.length > 0 && (
        <div className="pui-invoice-picker__chosen">
          {/* not a heading: the picker sits under whatever heading level its page has */}
          <p id={`${searchId}-chosen`} className="pui-invoice-picker__chosen-title">
            Selected invoices ({selection.length})
          </p>
          <ul aria-labelledby={`${searchId}-chosen`}>
            {selection.map((s) => {
              const problem = withAmounts ? amountProblem(s) : null;
              const amountId = `${searchId}-amount-${s.invoice.invoiceId}`;
              return (
                <li key={s.invoice.invoiceId}>
                  <span className="pui-invoice-picker__number">Invoice {s.invoice.trxNumber}</span>
                  <span className="pui-invoice-picker__detail">{describe(s.invoice)}</span>
                  {withAmounts && (
                    <span className="pui-invoice-picker__amount">
                      <label htmlFor={amountId}>Amount to pay on invoice {s.invoice.trxNumber}</label>
                      <input
                        id={amountId}
                        inputMode="decimal"
                        value={s.amount}
                        aria-invalid={problem !== null}
                        aria-describedby={problem ? `${amountId}-error` : undefined}
                        onChange={(e) => setAmount(s.invoice.invoiceId, e.target.value)}
                      />
                      {problem && (
                        <span id={`${amountId}-error`} className="pui-invoice-picker__error">
                          {problem}
                        </span>
                      )}
                    </span>
                  )}
                  <button
                    type="button"
                    className="pui-invoice-picker__remove"
                    onClick={() => onChange(toggleInvoice(selection, s.invoice))}
                  >
                    Remove<span className="visually-hidden"> invoice {s.invoice.trxNumber}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
