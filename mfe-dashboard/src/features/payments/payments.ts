// Paying invoices online (issue 39): the pay page's gateway calls, typed by the API's handlers.
import { gateway, type GatewayInput, type GatewayResponse } from '@portal/api-client';

export type PaymentReceipt = GatewayResponse<'/invoices/payments/pay'>;
export type PayRequest = GatewayInput<'/invoices/payments/pay'>;
export type SavedCard = GatewayResponse<'/invoices/payments/options'>['cards'][number];

export const fetchPaymentOptions = (signal?: AbortSignal) =>
  gateway('/invoices/payments/options', {}, { signal });

export const payInvoices = (request: PayRequest) => gateway('/invoices/payments/pay', request);

/** One key per reviewed payment: a double click or a retry of the same review sends it again (charged once). */
export const newIdempotencyKey = () => crypto.randomUUID();
