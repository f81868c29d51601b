import type { CategoryFacet } from '../../shared/types/catalogue';
import {
  categoryTrail,
  childCategories,
  looksLikePartNumber,
  pageNumbers,
  toggleBrand,
} from './search-refinement';

const facet = (value: string, count = 1): CategoryFacet => {
  const names = value.split(' > ');
  return { value, name: names[names.length - 1]!, level: names.length - 1, count };
};

describe('search refinement', () => {
  it('turns a category path into its trail of ancestors', () => {
    expect(categoryTrail('')).toEqual([]);
    expect(categoryTrail('Aerial Devices > Booms > Cylinders')).toEqual([
      { name: 'Aerial Devices', path: 'Aerial Devices' },
      { name: 'Booms', path: 'Aerial Devices > Booms' },
      { name: 'Cylinders', path: 'Aerial Devices > Booms > Cylinders' },
    ]);
  });

  it('drills down: the top level first, then the chosen category’s children only', () => {
    const facets = [
      facet('Aerial Devices', 10),
      facet('Cranes', 4),
      facet('Aerial Devices > Booms', 6),
      facet('Aerial Devices > Jibs', 4),
      facet('Cranes > Booms', 4),
      facet('Aerial Devices > Booms > Cylinders', 6),
    ];
    expect(childCategories(facets, '').map((f) => f.value)).toEqual(['Aerial Devices', 'Cranes']);
    expect(childCategories(facets, 'Aerial Devices').map((f) => f.value)).toEqual([
      'Aerial Devices > Booms',
      'Aerial Devices > Jibs',
    ]);
    expect(childCategories(facets, 'Aerial Devices > Booms').map((f) => f.name)).toEqual(['Cylinders']);
    expect(childCategories(facets, 'Aerial Devices > Booms > Cylinders')).toEqual([]);
  });

  it('toggles brands (multi-select) and goes back to page 1', () => {
    const state = { q: 'seal', brands: ['Altura'], category: '', page: 4, sort: 'RELEVANCE' as const };
    expect(toggleBrand(state, 'Hydra')).toEqual({ ...state, brands: ['Altura', 'Hydra'], page: 1 });
    expect(toggleBrand(state, 'Altura')).toEqual({ ...state, brands: [], page: 1 });
  });

  it('links the first, last and nearby pages with gaps between', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it('recognises part-number-like queries', () => {
    expect(looksLikePartNumber('123-4567')).toBe(true);
    expect(looksLikePartNumber('001234567')).toBe(true);
    expect(looksLikePartNumber(' AB12345 ')).toBe(true);
    expect(looksLikePartNumber('boom seal')).toBe(false);
    expect(looksLikePartNumber('a92')).toBe(false);
  });
});
