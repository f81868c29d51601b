// Invoice payments (issue 39, ADR 0039): the public face of the payments domain.
export { paymentHandlers } from './gateway.js';
export { payInvoices, paymentOptions } from './payment-service.js';
export type { PaidInvoice, PaymentOptions, PaymentReceipt } from './payment-service.js';
