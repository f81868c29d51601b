// /pages/dashboard/account/arinvoice/pay (issue 39): an accounts-payable clerk picks open invoices (each in full or
// in part), chooses a saved card or a bank account (ACH), reviews and pays; the receipt shows the payment reference.
// A declined payment says why and pays nothing. Each review has one idempotency key, so a double click or a retry
// never charges twice (the API's constraint decides; the busy button only spares the round trip).
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import {
  BANK_ACCOUNT_TYPES,
  BANK_ACCOUNT_TYPE_LABELS,
  bankAccountEntrySchema,
  type BankAccountType,
  type PaymentMethodType,
} from '@portal/rules/validation';
import { invoiceStatusInWords } from '@portal/rules';
import { formatDate, formatMoney, useSession } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  InvoicePicker,
  amountProblem,
  parseAmount,
  selectionTotal,
  type InvoiceSelection,
} from '@portal/shared-ui/invoice-picker';
import { describePickerError, invoicePickerSearch } from '../../shared/invoice-picker-search';
import {
  fetchPaymentOptions,
  newIdempotencyKey,
  payInvoices,
  type PaymentReceipt,
  type SavedCard,
} from './payments';
import '../../shared/dashboard-pages.css';

export const PAY_INVOICES_PATH = '/pages/dashboard/account/arinvoice/pay';

interface BankAccount {
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType: BankAccountType;
}
const EMPTY_BANK: BankAccount = {
  routingNumber: '',
  accountNumber: '',
  accountHolderName: '',
  accountType: 'CHECKING',
};

type Step = { kind: 'choose' } | { kind: 'review'; key: string } | { kind: 'paid'; receipt: PaymentReceipt };

const cardLabel = (card: SavedCard) => `${card.brand} ending in ${card.lastFour}`;
const bankLabel = (bank: BankAccount) =>
  `${BANK_ACCOUNT_TYPE_LABELS[bank.accountType]} account ending in ${bank.accountNumber.replace(/\s/g, '').slice(-4)}`;

/** The bank account's problems, field by field (the same schema the API applies). */
function bankProblems(bank: BankAccount): Partial<Record<keyof BankAccount, string>> {
  try {
    bankAccountEntrySchema().validateSync(bank, { abortEarly: false });
    return {};
  } catch (error) {
    const problems: Partial<Record<keyof BankAccount, string>> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? [])
      if (inner.path && !(inner.path in problems)) problems[inner.path as keyof BankAccount] = inner.message;
    return problems;
  }
}

function BankField({
  name,
  label,
  value,
  error,
  shown,
  onChange,
  inputMode,
}: {
  name: keyof BankAccount;
  label: string;
  value: string;
  error: string | undefined;
  shown: boolean;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
}) {
  const id = `pay-bank-${name}`;
  const visible = shown && error;
  return (
    <div className="pui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={visible ? true : undefined}
        aria-describedby={visible ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {visible && (
        <span id={`${id}-error`} className="pui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

function Receipt({ receipt, onAnother }: { receipt: PaymentReceipt; onAnother: () => void }) {
  const money = (n: number) => formatMoney(n, receipt.currency);
  return (
    <div className="dash-pay__receipt">
      <Alert kind="success">
        Payment received. Payment reference: <strong>{receipt.reference}</strong>
      </Alert>
      <p>
        {money(receipt.amount)} paid with {receipt.methodLabel} on {formatDate(receipt.paidAt)}. A receipt was
        e-mailed to {receipt.receiptEmail}.
      </p>
      <div className="pui-table-scroll" role="region" aria-label="Invoices paid" tabIndex={0}>
        <table className="pui-table" aria-label="Invoices paid">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Amount paid</th>
              <th scope="col">Still open</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {receipt.invoices.map((i) => (
              <tr key={i.invoiceId}>
                <th scope="row">{i.trxNumber}</th>
                <td>{money(i.amount)}</td>
                <td>{money(i.balanceDue)}</td>
                <td>{invoiceStatusInWords(i.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="dash-toolbar">
        <Button onClick={onAnother}>Pay Other Invoices</Button>
      </div>
    </div>
  );
}

export default function PayInvoicesPage() {
  const initialized = useSession((s) => s.initialized);
  const selected = useSession((s) => s.selectedOrganization?.accountId ?? null);
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: ['payment-options', selected],
    queryFn: ({ signal }) => fetchPaymentOptions(signal),
    enabled: initialized,
  });
  const search = useMemo(() => invoicePickerSearch({ payableOnly: true }), []);
  const [selection, setSelection] = useState<InvoiceSelection[]>([]);
  const [methodType, setMethodType] = useState<PaymentMethodType>('CARD');
  const [cardId, setCardId] = useState('');
  const [bank, setBank] = useState<BankAccount>(EMPTY_BANK);
  const [showProblems, setShowProblems] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [declined, setDeclined] = useState<string | null>(null);
  const methodName = useId();

  const cards = options.data?.cards ?? [];
  const chosenCard = cards.find((c) => c.id === cardId) ?? cards[0];
  const problems = bankProblems(bank);
  const amountsValid = selection.length > 0 && selection.every((s) => amountProblem(s) === null);
  const methodValid = methodType === 'CARD' ? chosenCard !== undefined : Object.keys(problems).length === 0;
  const currency = selection[0]?.invoice.currency ?? 'USD';
  const total = selectionTotal(selection);

  const pay = useMutation({
    mutationFn: (key: string) =>
      payInvoices({
        idempotencyKey: key,
        invoices: selection.map((s) => ({
          invoiceId: s.invoice.invoiceId,
          amount: parseAmount(s.amount) ?? 0,
        })),
        method:
          methodType === 'CARD'
            ? { type: 'CARD', paymentMethodId: chosenCard?.id ?? null, bankAccount: null }
            : { type: 'ACH', paymentMethodId: null, bankAccount: bank },
      }),
    onSuccess: async (receipt) => {
      setStep({ kind: 'paid', receipt });
      setSelection([]);
      // the invoices' balances, the statement and its aging changed: answers no page shows now are dropped (a page
      // opened next loads afresh instead of showing the old balances first); those shown are fetched again
      // (the statement's and the invoices' key factories' `all`: features do not import each other)
      for (const queryKey of [['account-statement'], ['invoices']]) {
        queryClient.removeQueries({ queryKey, type: 'inactive' });
        await queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      setDeclined(userMessageOf(error, 'The payment could not be made. Nothing was charged.')),
  });

  const review = () => {
    setShowProblems(true);
    if (!amountsValid || !methodValid) return;
    setDeclined(null);
    setStep({ kind: 'review', key: newIdempotencyKey() });
  };
  const change = () => {
    setDeclined(null);
    setStep({ kind: 'choose' });
  };

  return (
    <section className="dash-page" aria-labelledby="pay-invoices-title">
      <header className="dash-page__header">
        <h1 id="pay-invoices-title">Pay Invoices</h1>
        <nav aria-label="Invoices" className="dash-page__links">
          <Link to="/pages/dashboard/account/arinvoice">Invoices</Link>
          <Link to="/pages/dashboard/account/statement">Account Statement</Link>
        </nav>
      </header>

      {step.kind === 'paid' && <Receipt receipt={step.receipt} onAnother={change} />}

      {step.kind === 'choose' && (
        <form
          className="dash-pay"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <InvoicePicker
            legend="Invoices to pay"
            search={search}
            describeError={describePickerError}
            selection={selection}
            onChange={setSelection}
            withAmounts
            formatMoney={formatMoney}
            formatDate={formatDate}
          />
          {showProblems && selection.length === 0 && (
            <Alert kind="danger">Select at least one invoice to pay.</Alert>
          )}

          <fieldset className="dash-pay__method">
            <legend>Pay with</legend>
            <label>
              <input
                type="radio"
                name={methodName}
                checked={methodType === 'CARD'}
                onChange={() => setMethodType('CARD')}
              />{' '}
              Saved card
            </label>
            <label>
              <input
                type="radio"
                name={methodName}
                checked={methodType === 'ACH'}
                onChange={() => setMethodType('ACH')}
              />{' '}
              Bank account (ACH)
            </label>
            {methodType === 'CARD' &&
              (options.isPending ? (
                <Spinner size="sm" label="Loading your saved cards" />
              ) : cards.length === 0 ? (
                <p>You have no saved cards. Save one in My Account, or pay from a bank account.</p>
              ) : (
                <div className="pui-field">
                  <label htmlFor="pay-card">Card</label>
                  <select
                    id="pay-card"
                    value={chosenCard?.id ?? ''}
                    onChange={(e) => setCardId(e.target.value)}
                  >
                    {cards.map((card) => (
                      <option key={card.id} value={card.id}>
                        {cardLabel(card)}
                        {card.isDefault ? ' (default)' : ''}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            {methodType === 'ACH' && (
              <div className="dash-form">
                <BankField
                  name="accountHolderName"
                  label="Account holder name"
                  value={bank.accountHolderName}
                  error={problems.accountHolderName}
                  shown={showProblems}
                  onChange={(v) => setBank({ ...bank, accountHolderName: v })}
                />
                <BankField
                  name="routingNumber"
                  label="Routing number"
                  inputMode="numeric"
                  value={bank.routingNumber}
                  error={problems.routingNumber}
                  shown={showProblems}
                  onChange={(v) => setBank({ ...bank, routingNumber: v })}
                />
                <BankField
                  name="accountNumber"
                  label="Account number"
                  inputMode="numeric"
                  value={bank.accountNumber}
                  error={problems.accountNumber}
                  shown={showProblems}
                  onChange={(v) => setBank({ ...bank, accountNumber: v })}
                />
                <div className="pui-field">
                  <label htmlFor="pay-bank-accountType">Account type</label>
                  <select
                    id="pay-bank-accountType"
                    value={bank.accountType}
                    onChange={(e) => setBank({ ...bank, accountType: e.target.value as BankAccountType })}
                  >
                    {BANK_ACCOUNT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {BANK_ACCOUNT_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            )}
          </fieldset>
          <p className="dash-pay__total">
            Total: <strong>{formatMoney(total, currency)}</strong>
          </p>
          <div className="dash-toolbar">
            <Button type="submit">Review Payment</Button>
          </div>
        </form>
      )}

      {step.kind === 'review' && (
        <div className="dash-pay__review">
          <h2>Review your payment</h2>
          <div className="pui-table-scroll" role="region" aria-label="Invoices to pay" tabIndex={0}>
            <table className="pui-table" aria-label="Invoices to pay">
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Open balance</th>
                  <th scope="col">Amount to pay</th>
                </tr>
              </thead>
              <tbody>
                {selection.map((s) => (
                  <tr key={s.invoice.invoiceId}>
                    <th scope="row">{s.invoice.trxNumber}</th>
                    <td>{formatMoney(s.invoice.balanceDue, s.invoice.currency)}</td>
                    <td>{formatMoney(parseAmount(s.amount) ?? 0, s.invoice.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Pay <strong>{formatMoney(total, currency)}</strong> with{' '}
            {methodType === 'CARD' && chosenCard ? cardLabel(chosenCard) : bankLabel(bank)}.
          </p>
          {declined && (
            <Alert kind="danger" title="Payment declined">
              {declined}
            </Alert>
          )}
          {pay.isPending && <p role="status">Processing your payment. Please do not leave this page.</p>}
          <div className="dash-toolbar">
            <Button loading={pay.isPending} disabled={declined !== null} onClick={() => pay.mutate(step.key)}>
              Pay {formatMoney(total, currency)}
            </Button>
            <Button variant="secondary" disabled={pay.isPending} onClick={change}>
              Change Payment
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
