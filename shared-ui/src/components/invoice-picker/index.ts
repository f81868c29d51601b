export { InvoicePicker, type InvoicePickerProps, type InvoiceSearch } from './invoice-picker';
export {
  INVOICE_PICKER_MESSAGES,
  amountProblem,
  fullAmount,
  parseAmount,
  selectionTotal,
  toggleInvoice,
  type InvoiceSelection,
  type PickerInvoice,
} from './invoice-selection';
