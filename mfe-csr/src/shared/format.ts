// How the Customer Support pages show statuses and dates.

/** 'PENDING_REGISTRATION' → 'Pending Registration' */
export const statusLabel = (status: string): string =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Dates as MM/dd/yyyy (frontend-common), from the API's ISO timestamps, in UTC so a date never shifts. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
