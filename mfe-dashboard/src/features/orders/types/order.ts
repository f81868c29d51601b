// /order/summary/ngSearch/sold/ (api/src/services/commerce/order-service.ts).

export interface OrderLine {
  lineNumber: number;
  partNumber: string;
  description: string;
  customerPartNumber: string | null;
  unitSerial: string | null;
  quantity: number;
  shippedQuantity: number;
  unitPrice: number;
  extendedPrice: number;
  uom: string;
  status: string;
  promiseDate: string | null;
  shippedDate: string | null;
  carrier: string | null;
  trackingNumbers: string[];
}

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
  shippingMethod: string | null;
  shipTo: {
    addressName: string | null;
    address1: string;
    city: string;
    state: string | null;
    province: string | null;
  } | null;
  lines: OrderLine[];
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
