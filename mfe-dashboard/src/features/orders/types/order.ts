// /order/summary/ngSearch/sold/ with includeLines false (api/src/domains/orders/order-service.ts): the list's
// fields; one order's lines come from supplyOrder.

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  customerName: string;
  orderedAt: string;
  status: string;
  customerPo: string | null;
  currency: string;
  subtotal: number;
  tax: number;
  freight: number;
  total: number;
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
