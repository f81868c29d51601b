// The account statement (issue 39) as the API answers /invoices/statement (totals and aging) and
// /invoices/statement/invoices (its open invoices, a page at a time: ADR 0044), and where its documents are.
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';

export const STATEMENT_PAGE_SIZE = 25;

export const statementKeys = queryKeys('account-statement');

export const statementOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: statementKeys.detail(scope, 'totals'),
    queryFn: ({ signal }) => gateway('/invoices/statement', {}, { signal }),
  });

export interface StatementInvoicesBody {
  page: number;
  size: number;
}

export const statementInvoicesOptions = (scope: OrganizationScope, body: StatementInvoicesBody) =>
  queryOptions({
    queryKey: statementKeys.list(scope, body),
    queryFn: ({ signal }) => gateway('/invoices/statement/invoices', body, { signal }),
  });

export const statementFileUrl = (format: 'pdf' | 'csv') => `/api/files/statements/statement.${format}`;
