// The user's supply orders: /order/summary/ngSearch/sold/'s answer, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type OrderPage = GatewayResponse<'/order/summary/ngSearch/sold/'>;
export type OrderSummary = OrderPage['content'][number];
