// The service requests' queries (ADR 0030): keys that name the viewed organisation, a `queryOptions` a request.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { searchServiceRequests, serviceRequestDetails, type SrSearchBody } from './service-requests';

export const serviceRequestKeys = queryKeys('service-requests');

export const serviceRequestSearchOptions = (scope: OrganizationScope, body: SrSearchBody) =>
  queryOptions({
    queryKey: serviceRequestKeys.list(scope, body),
    queryFn: ({ signal }) => searchServiceRequests(body, signal),
  });

export const serviceRequestDetailsOptions = (scope: OrganizationScope, srId: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.detail(scope, srId),
    queryFn: ({ signal }) => serviceRequestDetails(srId, signal),
  });
