// The training order page's queries (ADR 0030): keys made by the kit's factories, naming the viewed organisation.
// One fetcher, one queryOptions and one hook per request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { queryKeys, useOrganizationScope, type OrganizationScope } from '@portal/shared-session/query-keys';
import {
  TeamCourseSessionsDocument,
  TeamOrderDocument,
  TeamOrderSummaryDocument,
} from '../../../gql/graphql';

export const teamOrderKeys = queryKeys('training-team-orders');
export const courseSessionKeys = queryKeys('training-course-sessions');

export const fetchTeamOrderSummary = (courseOrderId: string, signal?: AbortSignal) =>
  runGraphQL(TeamOrderSummaryDocument, { courseOrderId }, { signal });

export const teamOrderSummaryOptions = (scope: OrganizationScope, courseOrderId: string) =>
  queryOptions({
    queryKey: teamOrderKeys.detail(scope, { courseOrderId, part: 'summary' }),
    queryFn: ({ signal }) => fetchTeamOrderSummary(courseOrderId, signal),
  });

export function useTeamOrderSummary(courseOrderId: string, enabled: boolean) {
  const scope = useOrganizationScope();
  return useQuery({ ...teamOrderSummaryOptions(scope, courseOrderId), enabled });
}

export const fetchTeamOrderSeats = (courseOrderId: string, signal?: AbortSignal) =>
  runGraphQL(TeamOrderDocument, { courseOrderId }, { signal });

export const teamOrderSeatsOptions = (scope: OrganizationScope, courseOrderId: string) =>
  queryOptions({
    queryKey: teamOrderKeys.detail(scope, { courseOrderId, part: 'seats' }),
    queryFn: ({ signal }) => fetchTeamOrderSeats(courseOrderId, signal),
  });

export function useTeamOrderSeats(courseOrderId: string, enabled: boolean) {
  const scope = useOrganizationScope();
  return useQuery({ ...teamOrderSeatsOptions(scope, courseOrderId), enabled });
}

export const fetchCourseSessions = (courseId: string, signal?: AbortSignal) =>
  runGraphQL(TeamCourseSessionsDocument, { courseId }, { signal });

export const courseSessionsOptions = (scope: OrganizationScope, courseId: string) =>
  queryOptions({
    queryKey: courseSessionKeys.detail(scope, courseId),
    queryFn: ({ signal }) => fetchCourseSessions(courseId, signal),
  });

export function useCourseSessions(courseId: string, enabled: boolean) {
  const scope = useOrganizationScope();
  return useQuery({ ...courseSessionsOptions(scope, courseId), enabled });
}
