import {
  COURSE_SEARCH_URL,
  NO_COURSE_FILTER,
  coursePriceLabel,
  courseSearchPath,
  durationLabel,
  sameOriginReturnPath,
  toggled,
} from './course-rules';
import type { CourseSearchState } from './course-rules';

const read = (search: string) => COURSE_SEARCH_URL.read(new URLSearchParams(search), NO_COURSE_FILTER);
/** the URL query after a change of the search the URL `current` holds */
const changed = (current: string, change: Partial<CourseSearchState>) =>
  COURSE_SEARCH_URL.write({ ...read(current), ...change }, NO_COURSE_FILTER, new URLSearchParams(current));

describe('course prices', () => {
  it('shows CAD$ for Canadian prices, $ for US prices and Free for free courses', () => {
    expect(coursePriceLabel({ price: 1200, currency: 'CAD', isFree: false })).toBe('CAD$1,200.00');
    expect(coursePriceLabel({ price: 99.5, currency: 'USD', isFree: false })).toBe('$99.50');
    expect(coursePriceLabel({ price: 0, currency: 'USD', isFree: true })).toBe('Free');
    expect(coursePriceLabel({ price: null, currency: 'USD', isFree: false })).toBe('');
  });

  it('shows durations in hours and minutes', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(120)).toBe('2 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
  });
});

describe('course search URL', () => {
  it('reads the term, a 1-based page, only known filters and only a course sort', () => {
    expect(
      read(
        '?searchTerm=%20crane%20&page=3&productFilters=Cranes&productFilters=Boats&categoryFilters=APN' +
          '&sort=%7B%22field%22%3A%22price%22%2C%22direction%22%3A%22DESC%22%7D',
      ),
    ).toEqual({
      query: 'crane',
      page: 3,
      filter: { productFilters: ['Cranes'], categoryFilters: ['APN'] },
      sort: { field: 'price', direction: 'DESC' },
    });
    expect(read('?page=-2').page).toBe(1);
    expect(read('?page=abc').page).toBe(1);
    expect(read('?sort={"field":"language","direction":"ASC"}').sort).toBeNull();
  });

  it('merges a new term with the existing parameters, leaving them where they stand', () => {
    expect(changed('?productFilters=Cranes&utm=x', { query: 'safety', page: 1 }).toString()).toBe(
      'productFilters=Cranes&utm=x&searchTerm=safety',
    );
    expect(changed('?categoryFilters=APN&page=4', { query: 'a b', page: 1 }).toString()).toBe(
      'categoryFilters=APN&searchTerm=a+b',
    );
  });

  it('keeps the filters when only the page changes, writes the sort as JSON and drops an empty term', () => {
    const params = changed('?searchTerm=a&categoryFilters=APN', {
      page: 2,
      sort: { field: 'title', direction: 'ASC' },
    });
    expect(params.get('page')).toBe('2');
    expect(params.getAll('categoryFilters')).toEqual(['APN']);
    expect(JSON.parse(params.get('sort') ?? 'null')).toEqual({ field: 'title', direction: 'ASC' });
    expect(changed('?searchTerm=a', { query: ' ' }).toString()).toBe('');
  });

  it('makes the path of a new search: a term or one filter, from page 1', () => {
    expect(courseSearchPath({ query: 'crane rigging' })).toBe(
      '/pages/training-store/search?searchTerm=crane+rigging',
    );
    expect(courseSearchPath({ filter: { ...NO_COURSE_FILTER, categoryFilters: ['Workplace Safety'] } })).toBe(
      '/pages/training-store/search?categoryFilters=Workplace+Safety',
    );
    expect(courseSearchPath({})).toBe('/pages/training-store/search');
  });

  it('toggles a filter value', () => {
    expect(toggled(['APN'], 'Maintenance')).toEqual(['APN', 'Maintenance']);
    expect(toggled(['APN', 'Maintenance'], 'APN')).toEqual(['Maintenance']);
  });
});

describe('free-course return URL', () => {
  const origin = 'https://portal.example';
  it('accepts same-origin paths and URLs only', () => {
    expect(sameOriginReturnPath('/pages/training-store?x=1', origin)).toBe('/pages/training-store?x=1');
    expect(sameOriginReturnPath('https://portal.example/pages/store#top', origin)).toBe('/pages/store#top');
    expect(sameOriginReturnPath('https://evil.example/pages/store', origin)).toBeNull();
    expect(sameOriginReturnPath('//evil.example/x', origin)).toBeNull();
    expect(sameOriginReturnPath('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginReturnPath(null, origin)).toBeNull();
  });
});
