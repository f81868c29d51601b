// The supply and training orders' queries (ADR 0030): keys that name the viewed organisation.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/server-list';
import { DashboardCourseOrdersDocument } from '../../../gql/graphql';
import { searchOrders, type orderSearchBody } from './order-search';
import { getSupplyOrder } from './supply-order';

export const supplyOrderKeys = queryKeys('supply-orders');
export const courseOrderKeys = queryKeys('course-orders');

export const supplyOrderSearchOptions = (
  scope: OrganizationScope,
  body: ReturnType<typeof orderSearchBody>,
) =>
  queryOptions({
    queryKey: supplyOrderKeys.list(scope, body),
    queryFn: ({ signal }) => searchOrders(body, signal),
  });

export const supplyOrderOptions = (scope: OrganizationScope, orderId: string) =>
  queryOptions({
    queryKey: supplyOrderKeys.detail(scope, orderId),
    queryFn: ({ signal }) => getSupplyOrder(orderId, signal),
  });

export interface CourseOrderRequest {
  mine: boolean;
  page: number;
  size: number;
}

export const courseOrderOptions = (scope: OrganizationScope, request: CourseOrderRequest) =>
  queryOptions({
    queryKey: courseOrderKeys.list(scope, request),
    queryFn: async ({ signal }) =>
      (await runGraphQL(DashboardCourseOrdersDocument, { request }, { signal })).courseOrders,
  });
