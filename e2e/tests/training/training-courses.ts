// Seeded courses for the training specs, found through the portal's own open course search (which courses are
// free, paid or priced in CAD is the seed's business, so the specs ask rather than hard-code ids).
import type { APIRequestContext } from '@playwright/test';

export interface SeededCourse {
  courseId: string;
  title: string;
  price: number | null;
  currency: string;
  isFree: boolean;
  productFilters: string[];
}

export async function seededCourses(
  request: APIRequestContext,
  baseURL: string,
  locale: 'en_US' | 'en_CA' = 'en_US',
): Promise<SeededCourse[]> {
  const response = await request.post(`${baseURL}/api/open-graphql`, {
    data: {
      query: `query($l: Locale) { searchCourses(input: { page: 0, size: 1000 }, locale: $l) {
        hits { courseId title price currency isFree productFilters } } }`,
      variables: { l: locale },
    },
  });
  const body = (await response.json()) as { data: { searchCourses: { hits: SeededCourse[] } } };
  return body.data.searchCourses.hits;
}

/** A paid course and a free one, each with a title of a few words to search for. */
export async function findCourses(request: APIRequestContext, baseURL: string) {
  const courses = await seededCourses(request, baseURL);
  const paid = courses.find((c) => !c.isFree && c.price !== null && c.price > 0);
  const free = courses.find((c) => c.isFree);
  if (!paid || !free) throw new Error('the seed has no paid or no free course');
  return { paid, free };
}
