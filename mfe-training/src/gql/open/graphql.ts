/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Training search: page size 15 (spec 9), at most 1000 courses in all (size 1000 fetches all courses). */
export type CourseSearchInput = {
  categoryFilters?: Array<string> | null | undefined;
  /** 0-based */
  page?: number | null | undefined;
  productFilters?: Array<string> | null | undefined;
  searchTerm?: string | null | undefined;
  size?: number | null | undefined;
  /** the order (spec 3's sortOptions; one option is used); none: relevance to searchTerm, then title */
  sortOptions?: Array<CourseSortOption> | null | undefined;
};

/** A course search's order: title, price or durationMinutes, ASC (the default) or DESC. */
export type CourseSortOption = {
  /** ASC or DESC */
  direction?: string | null | undefined;
  /** title, price or durationMinutes */
  fieldName: string;
};

/** en_US, en_CA or en (worldwide). */
export type Locale = 'en' | 'en_CA' | 'en_US';

export type OpenCourseFieldsFragment = {
  courseId: string;
  externalCourseId: string;
  title: string;
  description: string;
  productFilters: Array<string>;
  categoryFilters: Array<string>;
  price: number | null;
  currency: string;
  isFree: boolean;
  durationMinutes: number;
  deliveryMethod: string;
  imageUrl: string | null;
  language: string;
  credits: number;
};

export type GuestSearchCoursesQueryVariables = Exact<{
  input: CourseSearchInput;
  locale?: Locale | null | undefined;
}>;

export type GuestSearchCoursesQuery = {
  searchCourses: {
    totalHits: number;
    page: number;
    size: number;
    totalPages: number;
    hits: Array<{
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    }>;
    facets: {
      productFilters: Array<{ value: string; count: number }>;
      categoryFilters: Array<{ value: string; count: number }>;
    };
  };
};

export type GuestCourseSuggestionsQueryVariables = Exact<{
  term: string;
}>;

export type GuestCourseSuggestionsQuery = { courseSuggestions: Array<string> };

export type GuestCourseDetailQueryVariables = Exact<{
  courseId: string;
  locale?: Locale | null | undefined;
}>;

export type GuestCourseDetailQuery = {
  courseDetail: {
    outline: Array<string>;
    course: {
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    };
    relatedCourses: Array<{
      courseId: string;
      externalCourseId: string;
      title: string;
      description: string;
      productFilters: Array<string>;
      categoryFilters: Array<string>;
      price: number | null;
      currency: string;
      isFree: boolean;
      durationMinutes: number;
      deliveryMethod: string;
      imageUrl: string | null;
      language: string;
      credits: number;
    }>;
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OpenCourseFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment OpenCourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}
    `,
  { fragmentName: 'OpenCourseFields' },
) as unknown as TypedDocumentString<OpenCourseFieldsFragment, unknown>;
export const GuestSearchCoursesDocument = new TypedDocumentString(`
    query GuestSearchCourses($input: CourseSearchInput!, $locale: Locale) {
  searchCourses(input: $input, locale: $locale) {
    hits {
      ...OpenCourseFields
    }
    totalHits
    page
    size
    totalPages
    facets {
      productFilters {
        value
        count
      }
      categoryFilters {
        value
        count
      }
    }
  }
}
    fragment OpenCourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}`) as unknown as TypedDocumentString<GuestSearchCoursesQuery, GuestSearchCoursesQueryVariables>;
export const GuestCourseSuggestionsDocument = new TypedDocumentString(`
    query GuestCourseSuggestions($term: String!) {
  courseSuggestions(term: $term)
}
    `) as unknown as TypedDocumentString<GuestCourseSuggestionsQuery, GuestCourseSuggestionsQueryVariables>;
export const GuestCourseDetailDocument = new TypedDocumentString(`
    query GuestCourseDetail($courseId: String!, $locale: Locale) {
  courseDetail(courseId: $courseId, locale: $locale) {
    course {
      ...OpenCourseFields
    }
    outline
    relatedCourses {
      ...OpenCourseFields
    }
  }
}
    fragment OpenCourseFields on TrainingCourse {
  courseId
  externalCourseId
  title
  description
  productFilters
  categoryFilters
  price
  currency
  isFree
  durationMinutes
  deliveryMethod
  imageUrl
  language
  credits
}`) as unknown as TypedDocumentString<GuestCourseDetailQuery, GuestCourseDetailQueryVariables>;
