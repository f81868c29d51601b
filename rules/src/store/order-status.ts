// Supply-order and order-line statuses in words: the one map every order page (the dashboard's supply orders, My
// Account's order history, the order detail) shows, instead of the billing system's codes such as PARTIALLY_SHIPPED.

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

/** An order's or line's status in words; a code the map does not know is spelled out ("ON_HOLD" → "On hold"). */
export function orderStatusInWords(status: string): string {
  const known = ORDER_STATUS_WORDS[status];
  if (known) return known;
  const words = status.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
