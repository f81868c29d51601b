// /order/summary/ngSearch/sold/ (api/src/domains/orders/order-service.ts searchOrders): the fields shown here.

export interface OrderLine {
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  unitPrice: number;
  extendedPrice: number;
  status: string;
}

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  orderedAt: string;
  status: string;
  currency: string;
  total: number;
  lines: OrderLine[];
}

export interface OrderPage {
  content: OrderSummary[];
  totalRecords: number;
}
