// Display formats the My Account pages share (frontend-common: dates LL/dd/yyyy).

/** 'yyyy-mm-dd' or an ISO timestamp as MM/dd/yyyy; '' when absent, the text itself when it is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** A price in the caller's currency (CAD for Canadian accounts); '' when the caller sees no price. */
export function formatMoney(amount: number | null | undefined, currency = 'USD'): string {
  if (amount === null || amount === undefined) return '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/** The message an API failure carries (the spec's error text), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !error.message.startsWith('Request to ')
    ? error.message
    : fallback;
}
