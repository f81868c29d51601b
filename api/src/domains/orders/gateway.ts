// /order/summary/ngSearch/sold/ (spec 7 'Orders'): a page of supply-order summaries for the order histories; and
// order approval with spending limits (issue 39): /order/approvals/* and /order/spendingLimits/*.
import { orderSearchSchema, searchOrders } from './order-service.js';
import {
  approvalDecisionSchema,
  approvalSearchSchema,
  decideApproval,
  removeSpendingLimit,
  searchApprovals,
  searchSpendingLimits,
  setSpendingLimit,
  spendingLimitIdSchema,
  spendingLimitInputSchema,
  spendingLimitSearchSchema,
} from './approval-service.js';
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
  defineHandler({
    kind: 'sync',
    path: '/order/approvals/search',
    audience: 'authenticated',
    rule: 'orders.approve',
    description:
      'Orders placed above their buyer’s spending limit, newest first (PENDING unless a status is named), of the caller’s organisations.',
    schema: approvalSearchSchema,
    handle: (ctx, { body }) => searchApprovals(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/order/approvals/decide',
    audience: 'authenticated',
    rule: 'orders.approve',
    declaredFieldsOnly: true,
    description:
      'Approves (the order is BOOKED and proceeds) or rejects (REJECTED; a note is required) an order awaiting approval; the buyer is e-mailed.',
    schema: approvalDecisionSchema,
    handle: (ctx, { body }) => decideApproval(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/order/spendingLimits/search',
    audience: 'authenticated',
    rule: 'orders.spending-limits',
    description:
      'The spending limits of an organisation’s users and roles, with the users and roles a limit may be set for.',
    schema: spendingLimitSearchSchema,
    handle: (ctx, { body }) => searchSpendingLimits(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/order/spendingLimits/set',
    audience: 'authenticated',
    rule: 'orders.spending-limits',
    declaredFieldsOnly: true,
    description:
      'Sets the spending limit of a user or a role of the organisation (one of userId and roleId).',
    schema: spendingLimitInputSchema,
    handle: (ctx, { body }) => setSpendingLimit(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/order/spendingLimits/remove',
    audience: 'authenticated',
    rule: 'orders.spending-limits',
    declaredFieldsOnly: true,
    description: 'Removes a spending limit: its user or role orders without one again.',
    schema: spendingLimitIdSchema,
    handle: (ctx, { body }) => removeSpendingLimit(ctx, body),
  }),
];
