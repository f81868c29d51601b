// The one way every area shows dates and money (frontend-common: dates LL/dd/yyyy; spec 1, 9: prices in USD,
// prefixed CAD$ for Canada). Pages call these; none formats a date or a price by hand.
import { formatPrice } from './locale';

/** 'yyyy-mm-dd' or an ISO timestamp as MM/dd/yyyy, the date as written; '' when absent, the text itself when it is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** A moment as MM/dd/yyyy HH:mm UTC, from an ISO timestamp (the same clock for every viewer); '' when it is no date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date.toISOString())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** An amount in the currency the API gives: CAD$1,234.50 for CAD, $1,234.50 for USD; '' when there is none. */
export function formatMoney(amount: number | string | null | undefined, currency = 'USD'): string {
  return formatPrice(amount, currency === 'CAD' ? 'en_CA' : 'en_US');
}
