// /order/summary/ngSearch/sold/ (spec 7 'Orders'): a page of supply-order summaries for the order histories.
import { orderSearchSchema, searchOrders } from './order-service.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const orderHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/order/summary/ngSearch/sold/',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description:
      'Supply-order history (B2B_View_Orders for business users; personal users their own account), scoped to the caller’s organisations.',
    schema: orderSearchSchema,
    handle: (ctx, { body }) => searchOrders(ctx, body),
  }),
];
