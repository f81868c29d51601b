// The training store's mock API (README "A mock API"): the course search its home and search pages call and a
// course's detail, for guests (the open documents) and signed-in users alike, answered with the codegen's types
// (PORTAL_MOCK_API=true npm run dev -w @portal/mfe-training; "Sign in" is the seed's personal buyer).
import { MOCK_PERSONAL_BUYER, mockGraphQL, startMockApi as startWorker } from '@portal/api-client/mock-api';
import { CourseDetailDocument, SearchCoursesDocument } from './gql/graphql';
import type { CourseDetailQuery, CourseSearchInput, SearchCoursesQuery } from './gql/graphql';
import { GuestCourseDetailDocument, GuestSearchCoursesDocument } from './gql/open/graphql';

type Course = CourseDetailQuery['courseDetail']['course'];

const courses: Course[] = [
  {
    courseId: 'mock-digger-derrick-operator',
    externalCourseId: 'MOCK-DD-101',
    title: 'Mock Digger Derrick Operator Training',
    description: 'Set-up, operation and shut-down of a digger derrick (mock data).',
    productFilters: ['Digger Derricks'],
    categoryFilters: ['Operator Training'],
    price: 149,
    currency: 'USD',
    isFree: false,
    durationMinutes: 90,
    deliveryMethod: 'Online',
    imageUrl: null,
    language: 'English',
    credits: 1,
  },
  {
    courseId: 'mock-aerial-safety',
    externalCourseId: 'MOCK-AD-001',
    title: 'Mock Aerial Device Safety Basics',
    description: 'Daily inspection and fall protection (mock data).',
    productFilters: ['Aerial Devices'],
    categoryFilters: ['Workplace Safety'],
    price: 0,
    currency: 'USD',
    isFree: true,
    durationMinutes: 30,
    deliveryMethod: 'Online',
    imageUrl: null,
    language: 'English',
    credits: 0,
  },
];

const facet = (values: string[]) => [...new Set(values)].map((value) => ({ value, count: 1 }));

/** The courses a search asks for: its term in the title, and every filter it names. */
function search({ searchTerm, page, size, productFilters, categoryFilters }: CourseSearchInput) {
  const term = searchTerm?.toLowerCase() ?? '';
  const hits = courses.filter(
    (course) =>
      course.title.toLowerCase().includes(term) &&
      (productFilters ?? []).every((value) => course.productFilters.includes(value)) &&
      (categoryFilters ?? []).every((value) => course.categoryFilters.includes(value)),
  );
  const result: SearchCoursesQuery['searchCourses'] = {
    hits,
    totalHits: hits.length,
    page: page ?? 0,
    size: size ?? hits.length,
    totalPages: 1,
    facets: {
      productFilters: facet(hits.flatMap((course) => course.productFilters)),
      categoryFilters: facet(hits.flatMap((course) => course.categoryFilters)),
    },
  };
  return { searchCourses: result };
}

function detail(courseId: string): CourseDetailQuery {
  const course = courses.find((c) => c.courseId === courseId) ?? courses[0];
  if (!course) throw new Error('the mock API has no courses');
  return {
    courseDetail: {
      course,
      outline: ['Introduction', 'On the machine', 'Assessment'],
      relatedCourses: courses.filter((c) => c !== course),
    },
  };
}

export function startMockApi(): Promise<void> {
  return startWorker(
    [
      mockGraphQL(SearchCoursesDocument, ({ input }) => search(input)),
      mockGraphQL(GuestSearchCoursesDocument, ({ input }) => search(input)),
      mockGraphQL(CourseDetailDocument, ({ courseId }) => detail(courseId)),
      mockGraphQL(GuestCourseDetailDocument, ({ courseId }) => detail(courseId)),
    ],
    { user: MOCK_PERSONAL_BUYER },
  );
}
