import {
  courseSearchQuery,
  coursePriceLabel,
  durationLabel,
  parseCourseSearch,
  sameOriginReturnPath,
  toggled,
} from './course-rules';

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
  it('reads the term, a 1-based page and only known filters', () => {
    expect(
      parseCourseSearch(
        '?searchTerm=%20crane%20&page=3&productFilters=Cranes&productFilters=Boats&categoryFilters=APN',
      ),
    ).toEqual({ searchTerm: 'crane', page: 3, productFilters: ['Cranes'], categoryFilters: ['APN'] });
    expect(parseCourseSearch('?page=-2').page).toBe(1);
    expect(parseCourseSearch('?page=abc').page).toBe(1);
  });

  it('merges a new term with the existing parameters and goes back to page 1', () => {
    const query = courseSearchQuery('?productFilters=Cranes&page=4&utm=x', { searchTerm: 'safety' });
    const params = new URLSearchParams(query);
    expect(params.get('searchTerm')).toBe('safety');
    expect(params.getAll('productFilters')).toEqual(['Cranes']);
    expect(params.get('utm')).toBe('x');
    expect(params.has('page')).toBe(false);
  });

  it('keeps the filters when only the page changes and drops an empty term', () => {
    const query = courseSearchQuery('?searchTerm=a&categoryFilters=APN', { page: 2 });
    expect(new URLSearchParams(query).get('page')).toBe('2');
    expect(new URLSearchParams(query).getAll('categoryFilters')).toEqual(['APN']);
    expect(courseSearchQuery('?searchTerm=a', { searchTerm: ' ' })).toBe('');
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
