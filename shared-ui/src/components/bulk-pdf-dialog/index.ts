// @portal/shared-ui/bulk-pdf-dialog: a subpath, so only the pages that offer bulk PDFs load it.
export { BulkPdfDialog, type BulkPdfChoice, type BulkPdfDialogProps } from './bulk-pdf-dialog';
export {
  BULK_PDF_MAX,
  bulkPdfLimitMessage,
  canConfirm,
  defaultScope,
  isUsableCount,
  type BulkPdfDelivery,
  type BulkPdfScope,
} from './bulk-pdf-rules';
