// The training store's queries (ADR 0030): keys made by the kit's factories, so they name the viewed organisation,
// and the caller (guest or which user, and the locale prices are in), whose answers differ. One fetcher, one
// queryOptions and one hook per request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, useOrganizationScope, type OrganizationScope } from '@portal/shared-session/query-keys';
import { useTrainingCaller } from '../hooks/use-training-caller';
import {
  fetchAllCourses,
  fetchCourseDetail,
  fetchCourseSearch,
  type Course,
  type CourseSearchInput,
  type TrainingCaller,
} from './course-api';

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

/** A course's page, as the caller sees it (shared by the course page, the cart and the featured courses). */
export const courseDetailOptions = (
  scope: OrganizationScope,
  caller: TrainingCaller,
  who: string,
  courseId: string,
) =>
  queryOptions({
    queryKey: courseKeys.detail(scope, { who, caller, courseId }),
    queryFn: ({ signal }) => fetchCourseDetail(caller, courseId, signal),
    staleTime: 5 * 60_000,
  });

/** The course named by id, once the session is known. */
export function useCourseDetail(courseId: string) {
  const { caller, ready, key } = useTrainingCaller();
  const scope = useOrganizationScope();
  return useQuery({
    ...courseDetailOptions(scope, caller, key[0], courseId),
    enabled: ready && courseId !== '',
  });
}

/** Several courses at once (the checkout's lines), in the order asked. */
export const coursesOptions = (
  scope: OrganizationScope,
  caller: TrainingCaller,
  who: string,
  courseIds: string[],
) =>
  queryOptions({
    queryKey: courseKeys.list(scope, { who, caller, courseIds }),
    queryFn: ({ signal }) => Promise.all(courseIds.map((id) => fetchCourseDetail(caller, id, signal))),
  });

export function useCourses(courseIds: string[]) {
  const { caller, ready, key } = useTrainingCaller();
  const scope = useOrganizationScope();
  return useQuery({
    ...coursesOptions(scope, caller, key[0], courseIds),
    enabled: ready && courseIds.length > 0,
  });
}

/** The free courses of the catalogue (the free-course modal's choice). */
export const freeCoursesOptions = (scope: OrganizationScope, caller: TrainingCaller, who: string) =>
  queryOptions({
    queryKey: courseKeys.list(scope, { who, caller, free: true }),
    queryFn: ({ signal }) => fetchAllCourses(caller, signal).then((all) => all.filter((c) => c.isFree)),
    staleTime: 5 * 60_000,
  });

export function useFreeCourses(enabled: boolean) {
  const { caller, ready, key } = useTrainingCaller();
  const scope = useOrganizationScope();
  return useQuery({ ...freeCoursesOptions(scope, caller, key[0]), enabled: ready && enabled });
}

/**
 * The home's featured courses: the ones product owners named (a course retired since it was chosen is left out),
 * or, none named, the first page of the catalogue.
 */
export function fetchFeaturedCourses(
  caller: TrainingCaller,
  chosen: readonly string[],
  firstPage: CourseSearchInput,
  signal?: AbortSignal,
): Promise<{ hits: Course[] }> {
  if (chosen.length === 0) return fetchCourseSearch(caller, firstPage, signal);
  return Promise.all(
    chosen.map((id) =>
      fetchCourseDetail(caller, id, signal).then(
        (d) => d.course,
        () => null,
      ),
    ),
  ).then((found) => ({ hits: found.filter((c): c is Course => c !== null) }));
}

export const featuredCoursesOptions = (
  scope: OrganizationScope,
  caller: TrainingCaller,
  who: string,
  chosen: readonly string[],
  firstPage: CourseSearchInput,
) =>
  queryOptions({
    queryKey: courseKeys.list(scope, { who, caller, featured: chosen, firstPage }),
    queryFn: ({ signal }) => fetchFeaturedCourses(caller, chosen, firstPage, signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedCourses(chosen: readonly string[], firstPage: CourseSearchInput) {
  const { caller, ready, key } = useTrainingCaller();
  const scope = useOrganizationScope();
  return useQuery({ ...featuredCoursesOptions(scope, caller, key[0], chosen, firstPage), enabled: ready });
}
