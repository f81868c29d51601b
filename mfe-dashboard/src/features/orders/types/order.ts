// Orders' own types (the URL's filter); the orders' shapes are the API's, from the gateway contract (the list
// asks with includeLines false; one order's lines come from supplyOrder).
import type { GatewayResponse } from '@portal/api-client';

export type OrderPage = GatewayResponse<'/order/summary/ngSearch/sold/'>;
export type OrderSummary = OrderPage['content'][number];

export interface OrderFilter {
  status: string;
  start: string;
  end: string;
}

export const EMPTY_ORDER_FILTER: OrderFilter = { status: '', start: '', end: '' };
