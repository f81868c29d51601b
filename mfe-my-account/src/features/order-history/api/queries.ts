// The order histories' queries (ADR 0030): keys that name the viewed organisation, like every list's.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/query-keys';
import { AccountCourseOrdersDocument } from '../../../gql/graphql';
import { searchOrders } from './order-search';

export const orderHistoryKeys = queryKeys('my-orders');
export const courseOrderHistoryKeys = queryKeys('my-course-orders');

/** page is 1-based (the URL's) */
export const orderHistoryOptions = (scope: OrganizationScope, page: number) =>
  queryOptions({
    queryKey: orderHistoryKeys.list(scope, { page }),
    queryFn: ({ signal }) => searchOrders(page, signal),
  });

export interface CourseOrderRequest {
  mine: boolean;
  page: number;
  size: number;
}

export const courseOrderHistoryOptions = (scope: OrganizationScope, request: CourseOrderRequest) =>
  queryOptions({
    queryKey: courseOrderHistoryKeys.list(scope, request),
    queryFn: ({ signal }) => runGraphQL(AccountCourseOrdersDocument, { request }, { signal }),
  });
