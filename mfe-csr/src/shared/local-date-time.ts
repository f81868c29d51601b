// A datetime-local input's value: the date on the staff member's own clock, `yyyy-MM-ddTHH:mm` (the banner and
// training-session forms).

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input's value, `yyyy-MM-ddTHH:mm` on the local clock; '' when unreadable. */
export function toLocalInput(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
