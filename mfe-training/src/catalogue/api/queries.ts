// The course catalogue's queries (ADR 0030): keys made by the kit's factory, so they name the viewed organisation,
// and the caller (guest or which user, and the locale prices are in), whose answers differ.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type OrganizationScope } from '@portal/shared-session/query-keys';
import { fetchCourseSearch, type CourseSearchInput, type TrainingCaller } from './course-api';

export const courseKeys = queryKeys('training-courses');

export interface CourseSearchRequest {
  caller: TrainingCaller;
  /** who asks: 'guest' or the user (prices and access differ) */
  who: string;
  input: CourseSearchInput;
}

export const courseSearchOptions = (scope: OrganizationScope, request: CourseSearchRequest) =>
  queryOptions({
    queryKey: courseKeys.list(scope, request),
    queryFn: ({ signal }) => fetchCourseSearch(request.caller, request.input, signal),
  });
