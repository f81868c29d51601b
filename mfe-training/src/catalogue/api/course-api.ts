// The course catalogue's calls. Guests ask /api/open-graphql with the locale they chose; signed-in users ask
// /api/graphql, where the API prices in the user's own locale and refuses punchout users. The same typed
// documents exist for both endpoints; runGraphQL's `open` option picks the endpoint (react-query caches them).
import { runGraphQL } from '@portal/api-client';
import type { Locale } from '@portal/shared-session';
import { CourseDetailDocument, CourseSuggestionsDocument, SearchCoursesDocument } from '../../gql/graphql';
import type { CourseFieldsFragment, CourseSearchInput, SearchCoursesQuery } from '../../gql/graphql';
import {
  GuestCourseDetailDocument,
  GuestCourseSuggestionsDocument,
  GuestSearchCoursesDocument,
} from '../../gql/open/graphql';
import { ALL_COURSES_MAX, COURSE_PAGE_SIZE } from '../course-rules';
import type { CourseSearchState } from '../course-rules';

export type Course = CourseFieldsFragment;
export type { CourseSearchInput };
export type CourseSearchResult = SearchCoursesQuery['searchCourses'];

export interface CourseDetailResult {
  course: Course;
  outline: string[];
  relatedCourses: Course[];
}

export interface TrainingCaller {
  signedIn: boolean;
  locale: Locale;
}

/** The API's search input for the page's state: a 0-based page of 15, the kit's sort as sortOptions. */
export function courseSearchInput(state: CourseSearchState): CourseSearchInput {
  const { filter, sort } = state;
  return {
    searchTerm: state.query || null,
    page: state.page - 1,
    size: COURSE_PAGE_SIZE,
    productFilters: filter.productFilters.length > 0 ? filter.productFilters : null,
    categoryFilters: filter.categoryFilters.length > 0 ? filter.categoryFilters : null,
    sortOptions: sort ? [{ fieldName: sort.field, direction: sort.direction }] : null,
  };
}

export function fetchCourseSearch(
  caller: TrainingCaller,
  input: CourseSearchInput,
  signal?: AbortSignal,
): Promise<CourseSearchResult> {
  if (caller.signedIn)
    return runGraphQL(SearchCoursesDocument, { input }, { signal }).then((d) => d.searchCourses);
  return runGraphQL(
    GuestSearchCoursesDocument,
    { input, locale: caller.locale },
    { open: true, signal },
  ).then((d) => d.searchCourses);
}

export function fetchCourseSuggestions(
  caller: TrainingCaller,
  term: string,
  signal?: AbortSignal,
): Promise<string[]> {
  if (caller.signedIn)
    return runGraphQL(CourseSuggestionsDocument, { term }, { signal }).then((d) => d.courseSuggestions);
  return runGraphQL(GuestCourseSuggestionsDocument, { term }, { open: true, signal }).then(
    (d) => d.courseSuggestions,
  );
}

export function fetchCourseDetail(
  caller: TrainingCaller,
  courseId: string,
  signal?: AbortSignal,
): Promise<CourseDetailResult> {
  if (caller.signedIn)
    return runGraphQL(CourseDetailDocument, { courseId }, { signal }).then((d) => d.courseDetail);
  return runGraphQL(
    GuestCourseDetailDocument,
    { courseId, locale: caller.locale },
    { open: true, signal },
  ).then((d) => d.courseDetail);
}

/** Spec 9: every course (up to 1000) in one call. */
export function fetchAllCourses(caller: TrainingCaller, signal?: AbortSignal): Promise<Course[]> {
  const input = { page: 0, size: ALL_COURSES_MAX };
  if (caller.signedIn)
    return runGraphQL(SearchCoursesDocument, { input }, { signal }).then((d) => d.searchCourses.hits);
  return runGraphQL(
    GuestSearchCoursesDocument,
    { input, locale: caller.locale },
    { open: true, signal },
  ).then((d) => d.searchCourses.hits);
}
