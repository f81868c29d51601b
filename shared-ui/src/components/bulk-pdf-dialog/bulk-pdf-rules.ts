// The bulk-PDF dialog's rules (spec 4 'Bulk PDF'): which sets may be chosen and when the request may be sent.

/** The API refuses more (invoice-service's BULK_PDF_MAX). */
export const BULK_PDF_MAX = 250;

export type BulkPdfScope = 'SELECTED' | 'ALL';
export type BulkPdfDelivery = 'INDIVIDUAL' | 'COMBINED';

export const bulkPdfLimitMessage = (max: number = BULK_PDF_MAX): string =>
  `The number of PDFs cannot exceed ${max}`;

/** A set can be turned into PDFs when it holds at least one and at most `max`. */
export const isUsableCount = (count: number, max: number = BULK_PDF_MAX): boolean =>
  count > 0 && count <= max;

/** The scope chosen first: the selection when usable, else the entire result set when usable, else none. */
export function defaultScope(selectedCount: number, resultCount: number, max: number = BULK_PDF_MAX) {
  if (isUsableCount(selectedCount, max)) return 'SELECTED' as const;
  if (isUsableCount(resultCount, max)) return 'ALL' as const;
  return null;
}

/** Confirm is disabled when neither set is usable (or the chosen one is not). */
export function canConfirm(
  scope: BulkPdfScope | null,
  selectedCount: number,
  resultCount: number,
  max: number = BULK_PDF_MAX,
): boolean {
  if (scope === 'SELECTED') return isUsableCount(selectedCount, max);
  if (scope === 'ALL') return isUsableCount(resultCount, max);
  return false;
}
