import { act, renderHook } from '@testing-library/react';
import { readListState, useUrlDraft, writeListState } from './list-state';

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

  it('ignores a sort whose direction is neither ASC nor DESC', () => {
    expect(
      readListState(new URLSearchParams('sort={"field":"amount","direction":"UP"}'), empty).sort,
    ).toBeNull();
  });
});

describe('useUrlDraft', () => {
  it('keeps what is typed until the URL state changes, then shows that state', () => {
    const first = { query: 'boom' };
    const { result, rerender } = renderHook(({ state }) => useUrlDraft(state, (s) => s.query), {
      initialProps: { state: first },
    });
    expect(result.current[0]).toBe('boom');
    act(() => result.current[1]('boom trucks'));
    rerender({ state: first });
    expect(result.current[0]).toBe('boom trucks');
    rerender({ state: { query: 'cable' } }); // Back to another search
    expect(result.current[0]).toBe('cable');
  });
});
