// One CSV field for every export the API writes (fleet, service requests, OpReady, invoices, contacts, bulk upload).

/** RFC 4180 field; a leading = + - @ tab or CR is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
