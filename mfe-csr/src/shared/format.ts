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

/** A time of day as MM/dd/yyyy HH:mm UTC, from an ISO timestamp (the same clock for every agent). */
export function formatDateTime(iso: string): string {
  const day = formatDate(iso);
  if (!day) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
