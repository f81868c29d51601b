// Bulk user upload (spec 7 POST /bulkUserUpload): the file's columns and the CSV reading, shared by the API (which
// checks and creates the rows) and the customer-service screen (its template and the job's result file).

/** The header row; columns may come in any order. firstName, lastName, email and accountNumber are required. */
export const BULK_UPLOAD_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'accountNumber',
  'roleName',
  'phone',
  'jobTitle',
] as const;

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; blank lines are not rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** One line of the job's result file (header `row,email,result,userId`). */
export interface BulkUploadResultRow {
  row: number;
  email: string;
  created: boolean;
  /** why the row was not created ('' when created) */
  reason: string;
  userId: string;
}

/** Reads the result file: CREATED rows, and 'FAILED: reason' rows. */
export function parseBulkUploadResults(csv: string): BulkUploadResultRow[] {
  const [header, ...lines] = parseCsv(csv);
  if (!header) return [];
  const at = (name: string) => header.indexOf(name);
  return lines.map((cells) => {
    const result = cells[at('result')] ?? '';
    const created = result === 'CREATED';
    return {
      row: Number(cells[at('row')] ?? 0),
      email: cells[at('email')] ?? '',
      created,
      reason: created ? '' : result.replace(/^FAILED:\s*/, ''),
      userId: cells[at('userId')] ?? '',
    };
  });
}
