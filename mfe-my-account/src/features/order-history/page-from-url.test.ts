import { pageFromUrl } from './page-from-url';

describe('pageFromUrl', () => {
  it('reads a 1-based page and falls back to page 1', () => {
    expect(pageFromUrl('3')).toBe(3);
    expect(pageFromUrl(null)).toBe(1);
    expect(pageFromUrl('0')).toBe(1);
    expect(pageFromUrl('2.5')).toBe(1);
    expect(pageFromUrl('abc')).toBe(1);
  });
});
