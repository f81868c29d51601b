import { readListState, writeListState } from './url-state';

const empty = { status: '' };

describe('list state in the URL', () => {
  it('round-trips query, 1-based page, filter and sort', () => {
    const state = {
      query: 'abc',
      page: 3,
      filter: { status: 'OPEN' },
      sort: { field: 'dueDate', direction: 'ASC' as const },
    };
    const params = writeListState(state, empty);
    expect(params.get('page')).toBe('3');
    expect(readListState(params, empty)).toEqual(state);
  });

  it('leaves defaults out and survives a malformed URL', () => {
    expect(writeListState({ query: '', page: 1, filter: empty, sort: null }, empty).toString()).toBe('');
    expect(readListState(new URLSearchParams('page=-2&filter={bad&sort=3'), empty)).toEqual({
      query: '',
      page: 1,
      filter: empty,
      sort: null,
    });
  });
});
