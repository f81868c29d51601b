// Paying invoices online (issue 39): the bank account (ACH) a clerk enters and the amounts per invoice, shared by the
// pay page and the API's /invoices/payments/pay so both apply one set of rules with one wording. The API checks
// again; the form's checks only spare a round trip. Messages are fixed strings: an account number is never echoed.
import * as yup from 'yup';

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
};

/** How a payment is made: a saved card or a bank account (ACH). */
export const PAYMENT_METHOD_TYPES = ['CARD', 'ACH'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Invoice statuses a payment can still apply to (the pay page's picker lists these); a payment leaves
 * PARTIALLY_PAID or PAID. */
export const PAYABLE_INVOICE_STATUSES = ['OPEN', 'PAST_DUE', 'DISPUTED', 'PARTIALLY_PAID'] as const;

/** At most this many invoices in one payment. */
export const PAYMENT_INVOICES_MAX = 100;

export const PAYMENT_MESSAGES = {
  routingRequired: 'Routing number is required.',
  routingInvalid: 'Routing number must be the 9 digits of a US bank routing number.',
  accountRequired: 'Account number is required.',
  accountInvalid: 'Account number must be 4 to 17 digits.',
  holderRequired: 'Account holder name is required.',
  holderTooLong: 'Account holder name must be at most 100 characters.',
  accountTypeInvalid: 'Account type must be Checking or Savings.',
  invoicesRequired: 'Select at least one invoice to pay.',
  invoicesTooMany: `A payment may cover at most ${PAYMENT_INVOICES_MAX} invoices.`,
  invoiceTwice: 'Each invoice may appear only once in a payment.',
  amountInvalid: 'Each amount must be more than zero, in dollars and cents.',
  methodInvalid: 'Choose a saved card or enter a bank account.',
} as const;

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function routingNumberValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A bank account as entered on the pay page (spaces people type between digit groups are ignored). */
export function bankAccountEntrySchema() {
  return yup.object({
    routingNumber: yup
      .string()
      .typeError(PAYMENT_MESSAGES.routingInvalid)
      .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
      .required(PAYMENT_MESSAGES.routingRequired)
      .test('aba', PAYMENT_MESSAGES.routingInvalid, (v) => !v || routingNumberValid(v)),
    accountNumber: yup
      .string()
      .typeError(PAYMENT_MESSAGES.accountInvalid)
      .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
      .required(PAYMENT_MESSAGES.accountRequired)
      .matches(/^\d{4,17}$/, PAYMENT_MESSAGES.accountInvalid),
    accountHolderName: yup
      .string()
      .typeError(PAYMENT_MESSAGES.holderRequired)
      .trim()
      .required(PAYMENT_MESSAGES.holderRequired)
      .max(100, PAYMENT_MESSAGES.holderTooLong),
    accountType: yup
      .string()
      .typeError(PAYMENT_MESSAGES.accountTypeInvalid)
      .required(PAYMENT_MESSAGES.accountTypeInvalid)
      .oneOf(BANK_ACCOUNT_TYPES, PAYMENT_MESSAGES.accountTypeInvalid),
  });
}
export type BankAccountEntry = yup.InferType<ReturnType<typeof bankAccountEntrySchema>>;

/** An amount in dollars with at most two decimals, more than zero (the open balance is the API's to check). */
export function paymentAmountValid(value: number): boolean {
  return Number.isFinite(value) && value > 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
