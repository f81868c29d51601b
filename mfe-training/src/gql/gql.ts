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
  'fragment CourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery SearchCourses($input: CourseSearchInput!) {\n  searchCourses(input: $input) {\n    hits {\n      ...CourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery CourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery CourseDetail($courseId: String!) {\n  courseDetail(courseId: $courseId) {\n    course {\n      ...CourseFields\n    }\n    outline\n    relatedCourses {\n      ...CourseFields\n    }\n  }\n}\n\nmutation EnrolFreeCourse($courseId: String!) {\n  enrolFreeCourse(courseId: $courseId) {\n    enrolmentId\n    courseId\n    title\n    startUrl\n  }\n}': typeof types.CourseFieldsFragmentDoc;
  'query CourseCheckoutDetails($accountId: ID) {\n  getAccountAddresses(accountId: $accountId) {\n    defaultBillingAddress {\n      addressId\n      addressName\n      address1\n      address2\n      city\n      state\n      province\n      postalCode\n      country\n      billingEnabled\n    }\n  }\n  paymentMethods {\n    id\n    brand\n    lastFour\n    expMonth\n    expYear\n    cardholderName\n    isDefault\n  }\n}\n\nmutation CreateCourseOrder($courseOrder: CourseOrderInput!) {\n  createCourseOrder(courseOrder: $courseOrder) {\n    order {\n      courseOrderId\n      externalOrderId\n      currency\n      total\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n    enrolments {\n      enrolmentId\n      courseId\n      title\n      startUrl\n    }\n  }\n}': typeof types.CourseCheckoutDetailsDocument;
};
const documents: Documents = {
  'fragment CourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery SearchCourses($input: CourseSearchInput!) {\n  searchCourses(input: $input) {\n    hits {\n      ...CourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery CourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery CourseDetail($courseId: String!) {\n  courseDetail(courseId: $courseId) {\n    course {\n      ...CourseFields\n    }\n    outline\n    relatedCourses {\n      ...CourseFields\n    }\n  }\n}\n\nmutation EnrolFreeCourse($courseId: String!) {\n  enrolFreeCourse(courseId: $courseId) {\n    enrolmentId\n    courseId\n    title\n    startUrl\n  }\n}':
    types.CourseFieldsFragmentDoc,
  'query CourseCheckoutDetails($accountId: ID) {\n  getAccountAddresses(accountId: $accountId) {\n    defaultBillingAddress {\n      addressId\n      addressName\n      address1\n      address2\n      city\n      state\n      province\n      postalCode\n      country\n      billingEnabled\n    }\n  }\n  paymentMethods {\n    id\n    brand\n    lastFour\n    expMonth\n    expYear\n    cardholderName\n    isDefault\n  }\n}\n\nmutation CreateCourseOrder($courseOrder: CourseOrderInput!) {\n  createCourseOrder(courseOrder: $courseOrder) {\n    order {\n      courseOrderId\n      externalOrderId\n      currency\n      total\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n    enrolments {\n      enrolmentId\n      courseId\n      title\n      startUrl\n    }\n  }\n}':
    types.CourseCheckoutDetailsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CourseFields on TrainingCourse {\n  courseId\n  externalCourseId\n  title\n  description\n  productFilters\n  categoryFilters\n  price\n  currency\n  isFree\n  durationMinutes\n  deliveryMethod\n  imageUrl\n  language\n  credits\n}\n\nquery SearchCourses($input: CourseSearchInput!) {\n  searchCourses(input: $input) {\n    hits {\n      ...CourseFields\n    }\n    totalHits\n    page\n    size\n    totalPages\n    facets {\n      productFilters {\n        value\n        count\n      }\n      categoryFilters {\n        value\n        count\n      }\n    }\n  }\n}\n\nquery CourseSuggestions($term: String!) {\n  courseSuggestions(term: $term)\n}\n\nquery CourseDetail($courseId: String!) {\n  courseDetail(courseId: $courseId) {\n    course {\n      ...CourseFields\n    }\n    outline\n    relatedCourses {\n      ...CourseFields\n    }\n  }\n}\n\nmutation EnrolFreeCourse($courseId: String!) {\n  enrolFreeCourse(courseId: $courseId) {\n    enrolmentId\n    courseId\n    title\n    startUrl\n  }\n}',
): typeof import('./graphql').CourseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CourseCheckoutDetails($accountId: ID) {\n  getAccountAddresses(accountId: $accountId) {\n    defaultBillingAddress {\n      addressId\n      addressName\n      address1\n      address2\n      city\n      state\n      province\n      postalCode\n      country\n      billingEnabled\n    }\n  }\n  paymentMethods {\n    id\n    brand\n    lastFour\n    expMonth\n    expYear\n    cardholderName\n    isDefault\n  }\n}\n\nmutation CreateCourseOrder($courseOrder: CourseOrderInput!) {\n  createCourseOrder(courseOrder: $courseOrder) {\n    order {\n      courseOrderId\n      externalOrderId\n      currency\n      total\n      lines {\n        courseId\n        title\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n    enrolments {\n      enrolmentId\n      courseId\n      title\n      startUrl\n    }\n  }\n}',
): typeof import('./graphql').CourseCheckoutDetailsDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
