// The dashboard home's query (ADR 0030): the summary of the viewed organisation's units, orders and invoices.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { dashboardSummary } from './dashboard-summary';

export const dashboardSummaryKeys = queryKeys('dashboard-summary');

export const dashboardSummaryOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: dashboardSummaryKeys.scoped(scope),
    queryFn: ({ signal }) => dashboardSummary(signal),
  });
