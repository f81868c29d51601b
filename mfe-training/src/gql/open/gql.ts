/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment OpenCourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery GuestSearchCourses($input: CourseSearchInput!, $locale: Locale) {\n  searchCourses(input: $input, locale: $locale) {\n    hits {\n      ...OpenCourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery GuestCourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery GuestCourseDetail($courseId: String!, $locale: Locale) {\n  courseDetail(courseId: $courseId, locale: $locale) {\n    course {\n      ...OpenCourseFields\n    }\n    outline\n    relatedCourses {\n      ...OpenCourseFields\n    }\n  }\n}': typeof types.OpenCourseFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment OpenCourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery GuestSearchCourses($input: CourseSearchInput!, $locale: Locale) {\n  searchCourses(input: $input, locale: $locale) {\n    hits {\n      ...OpenCourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery GuestCourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery GuestCourseDetail($courseId: String!, $locale: Locale) {\n  courseDetail(courseId: $courseId, locale: $locale) {\n    course {\n      ...OpenCourseFields\n    }\n    outline\n    relatedCourses {\n      ...OpenCourseFields\n    }\n  }\n}':
    types.OpenCourseFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OpenCourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery GuestSearchCourses($input: CourseSearchInput!, $locale: Locale) {\n  searchCourses(input: $input, locale: $locale) {\n    hits {\n      ...OpenCourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery GuestCourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery GuestCourseDetail($courseId: String!, $locale: Locale) {\n  courseDetail(courseId: $courseId, locale: $locale) {\n    course {\n      ...OpenCourseFields\n    }\n    outline\n    relatedCourses {\n      ...OpenCourseFields\n    }\n  }\n}',
): typeof import('./graphql').OpenCourseFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
