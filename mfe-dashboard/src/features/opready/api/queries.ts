// The readiness report's query (ADR 0030): a key that names the viewed organisation.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { opReadyReport, type opReadyBody } from './opready';

export const opReadyKeys = queryKeys('opready');

export const opReadyReportOptions = (scope: OrganizationScope, body: ReturnType<typeof opReadyBody>) =>
  queryOptions({
    queryKey: opReadyKeys.list(scope, body),
    queryFn: ({ signal }) => opReadyReport(body, signal),
  });
