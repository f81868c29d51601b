// Supply-order, order-line and invoice statuses in words: the one map every order and invoice page (the dashboard's
// supply orders and invoices, My Account's order history, the order detail, the pay page's receipt) shows, instead of
// the billing system's codes such as PARTIALLY_SHIPPED or PAST_DUE.

const ORDER_STATUS_WORDS: Readonly<Record<string, string>> = {
  AWAITING_APPROVAL: 'Awaiting approval',
  BOOKED: 'Booked',
  AWAITING_SHIPPING: 'Awaiting shipping',
  PARTIALLY_SHIPPED: 'Partially shipped',
  SHIPPED: 'Shipped',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

/** The invoice statuses the invoice search filters by, in the order its Status choice lists them. */
export const INVOICE_STATUSES = ['OPEN', 'PAST_DUE', 'PARTIALLY_PAID', 'PAID'] as const;

const INVOICE_STATUS_WORDS: Readonly<Record<string, string>> = {
  OPEN: 'Open',
  PAST_DUE: 'Past due',
  PARTIALLY_PAID: 'Partially paid',
  PAID: 'Paid',
  DISPUTED: 'Disputed',
};

/** A code neither map knows, spelled out ("ON_HOLD" → "On hold") rather than shown raw. */
function spelledOut(status: string): string {
  const words = status.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An order's or line's status in words. */
export function orderStatusInWords(status: string): string {
  return ORDER_STATUS_WORDS[status] ?? spelledOut(status);
}

/** An invoice's status in words. */
export function invoiceStatusInWords(status: string): string {
  return INVOICE_STATUS_WORDS[status] ?? spelledOut(status);
}
