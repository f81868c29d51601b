// The invoice picker's selection rules (spec 2 "invoice and tracking pickers", issue 39), without React: what a
// selected invoice carries, the amount to pay on it (in full by default, or part of it) and what is wrong with an
// amount as typed. Amounts are compared in cents so 0.1 + 0.2 never decides anything.

export interface PickerInvoice {
  invoiceId: string;
  /** the invoice number people read */
  trxNumber: string;
  dueDate: string;
  currency: string;
  balanceDue: number;
  status: string;
  /** the organisation's name (a parent holding sees several) */
  customerName?: string;
}

export interface InvoiceSelection {
  invoice: PickerInvoice;
  /** the amount as typed (payment mode); the full open balance when selected */
  amount: string;
}

export const INVOICE_PICKER_MESSAGES = {
  amountInvalid: 'Enter an amount more than zero, in dollars and cents.',
  amountOverBalance: 'The amount cannot be more than the open balance.',
  noResults: 'No Results Found',
} as const;

const cents = (amount: number) => Math.round(amount * 100);

/** The amount a typed text stands for, or null when it is not an amount ("12", "12.5", "1,234.56", "$12"). */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

/** What is wrong with an amount for an invoice, or null when it can be paid. */
export function amountProblem(selection: InvoiceSelection): string | null {
  const amount = parseAmount(selection.amount);
  if (amount === null || cents(amount) <= 0) return INVOICE_PICKER_MESSAGES.amountInvalid;
  if (cents(amount) > cents(selection.invoice.balanceDue)) return INVOICE_PICKER_MESSAGES.amountOverBalance;
  return null;
}

/** The full open balance as the amount field shows it. */
export const fullAmount = (invoice: PickerInvoice) => invoice.balanceDue.toFixed(2);

/** Adds or removes an invoice (added in full). */
export function toggleInvoice(selection: InvoiceSelection[], invoice: PickerInvoice): InvoiceSelection[] {
  return selection.some((s) => s.invoice.invoiceId === invoice.invoiceId)
    ? selection.filter((s) => s.invoice.invoiceId !== invoice.invoiceId)
    : [...selection, { invoice, amount: fullAmount(invoice) }];
}

/** The total of the valid amounts, in dollars. */
export function selectionTotal(selection: InvoiceSelection[]): number {
  return (
    selection.reduce((sum, s) => {
      const amount = parseAmount(s.amount);
      return amountProblem(s) === null && amount !== null ? sum + cents(amount) : sum;
    }, 0) / 100
  );
}
