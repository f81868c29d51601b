// The invoices' queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { invoiceLocations, invoiceParts, searchInvoices, type invoiceSearchBody } from './invoice-search';

export const invoiceKeys = queryKeys('invoices');

export const invoiceSearchOptions = (scope: OrganizationScope, body: ReturnType<typeof invoiceSearchBody>) =>
  queryOptions({
    queryKey: invoiceKeys.list(scope, body),
    queryFn: ({ signal }) => searchInvoices(body, signal),
  });

export const invoicePartsOptions = (scope: OrganizationScope, invoiceId: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.detail(scope, invoiceId), 'parts'] as const,
    queryFn: ({ signal }) => invoiceParts(invoiceId, signal),
  });

export const invoiceLocationOptions = (scope: OrganizationScope, kind: 'shipTo' | 'billTo') =>
  queryOptions({
    queryKey: [...invoiceKeys.scoped(scope), 'locations', kind] as const,
    queryFn: ({ signal }) => invoiceLocations(kind, signal),
  });
