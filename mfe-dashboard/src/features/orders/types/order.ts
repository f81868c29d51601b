// /order/summary/ngSearch/sold/ with includeLines false (api/src/services/commerce/order-service.ts): the list's
// fields; one order's lines come from supplyOrder.

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  customerName: string;
  orderedAt: string;
  status: string;
  customerPo: string | null;
  currency: string;
  /** the amounts: null when the API withholds them from a user who may not see prices (priceWithheld) */
  subtotal: number | null;
  tax: number | null;
  freight: number | null;
  total: number | null;
  priceWithheld: boolean;
  lineCount: number;
}

export interface OrderPage {
  content: OrderSummary[];
  totalRecords: number;
}

export interface OrderFilter {
  status: string;
  start: string;
  end: string;
}

export const EMPTY_ORDER_FILTER: OrderFilter = { status: '', start: '', end: '' };
