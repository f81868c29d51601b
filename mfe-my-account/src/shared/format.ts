// Display formats the My Account pages share (frontend-common: dates LL/dd/yyyy).
import { formatPrice } from '@portal/shared-session';

/** 'yyyy-mm-dd' or an ISO timestamp as MM/dd/yyyy; '' when absent, the text itself when it is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** A price in the currency the API gives (spec's format: CAD$1,234.50 for CAD, $1,234.50 for USD); '' when absent. */
export function formatMoney(amount: number | null | undefined, currency = 'USD'): string {
  return formatPrice(amount, currency === 'CAD' ? 'en_CA' : 'en_US');
}

/** The message an API failure carries (the spec's error text), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !error.message.startsWith('Request to ')
    ? error.message
    : fallback;
}
