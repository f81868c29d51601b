// Order approval and spending limits (issue 39) as the API answers them: /order/approvals/* and
// /order/spendingLimits/*, with their query keys (ADR 0030).
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';

export const APPROVAL_PAGE_SIZE = 10;

export const approvalKeys = queryKeys('order-approvals');
export const spendingLimitKeys = queryKeys('spending-limits');

export interface ApprovalSearchBody {
  page: number;
  size: number;
}

export const approvalSearchOptions = (scope: OrganizationScope, body: ApprovalSearchBody) =>
  queryOptions({
    queryKey: approvalKeys.list(scope, body),
    queryFn: ({ signal }) => gateway('/order/approvals/search', body, { signal }),
  });

export const decideApproval = (body: { orderId: string; decision: 'APPROVE' | 'REJECT'; note: string }) =>
  gateway('/order/approvals/decide', body);

export const spendingLimitsOptions = (scope: OrganizationScope, accountId: string) =>
  queryOptions({
    queryKey: spendingLimitKeys.detail(scope, accountId),
    queryFn: ({ signal }) => gateway('/order/spendingLimits/search', { accountId }, { signal }),
  });

/** `subject` is the form's 'USER:<id>' or 'ROLE:<id>'. */
export function setSpendingLimit(accountId: string, subject: string, amount: number) {
  const [kind, id] = [subject.slice(0, 4), subject.slice(5)];
  return gateway('/order/spendingLimits/set', {
    accountId,
    ...(kind === 'USER' ? { userId: id } : { roleId: id }),
    amount,
  });
}

export const removeSpendingLimit = (id: string) => gateway('/order/spendingLimits/remove', { id });
