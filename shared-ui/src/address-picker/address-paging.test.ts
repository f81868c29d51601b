import {
  addressPagingReducer,
  defaultsAndFavouritesFirst,
  initialPagingState,
  showsNoAddresses,
  showsNoMoreAddresses,
  type AddressPagingState,
} from './address-paging';

type A = { id: string; isDefault?: boolean; isFavorite?: boolean };
const page = (...ids: string[]): A[] => ids.map((id) => ({ id }));

function loaded(state: AddressPagingState<A>, items: A[]) {
  return addressPagingReducer(state, { type: 'loaded', requestId: state.requestId, items });
}

describe('address paging', () => {
  it('appends pages on show more until an empty page, then reports no more addresses', () => {
    let state = loaded(initialPagingState<A>(), page('a', 'b'));
    expect(state.items.map((a) => a.id)).toEqual(['a', 'b']);
    expect(state.exhausted).toBe(false);

    state = addressPagingReducer(state, { type: 'showMore' });
    expect(state.page).toBe(1);
    expect(state.loading).toBe(true);
    state = loaded(state, page('c'));
    expect(state.items.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(showsNoMoreAddresses(state)).toBe(false);

    state = addressPagingReducer(state, { type: 'showMore' });
    state = loaded(state, []);
    expect(state.page).toBe(2);
    expect(state.exhausted).toBe(true);
    expect(showsNoMoreAddresses(state)).toBe(true);
    expect(state.items).toHaveLength(3);
    // exhausted: show more does nothing
    expect(addressPagingReducer(state, { type: 'showMore' })).toBe(state);
  });

  it('an empty first page means nothing matched, not "no more"', () => {
    const state = loaded(initialPagingState<A>(), []);
    expect(showsNoAddresses(state)).toBe(true);
    expect(showsNoMoreAddresses(state)).toBe(false);
  });

  it('a new search starts again at page 0 and drops the old list', () => {
    let state = loaded(initialPagingState<A>(), page('a'));
    state = addressPagingReducer(state, { type: 'showMore' });
    state = loaded(state, page('b'));
    state = addressPagingReducer(state, { type: 'search', query: 'yard' });
    expect(state).toMatchObject({ query: 'yard', page: 0, items: [], loading: true, exhausted: false });
    state = loaded(state, page('y'));
    expect(state.items.map((a) => a.id)).toEqual(['y']);
  });

  it('ignores the answer to an earlier request', () => {
    const first = initialPagingState<A>();
    const searched = addressPagingReducer(first, { type: 'search', query: 'x' });
    const late = addressPagingReducer(searched, {
      type: 'loaded',
      requestId: first.requestId,
      items: page('old'),
    });
    expect(late).toBe(searched);
    const lateFailure = addressPagingReducer(searched, {
      type: 'failed',
      requestId: first.requestId,
      message: 'boom',
    });
    expect(lateFailure.error).toBeNull();
  });

  it('a failed page can be retried; show more is blocked while it is in error', () => {
    let state = initialPagingState<A>();
    state = addressPagingReducer(state, { type: 'failed', requestId: state.requestId, message: 'Down' });
    expect(state).toMatchObject({ loading: false, error: 'Down' });
    expect(addressPagingReducer(state, { type: 'showMore' })).toBe(state);
    state = addressPagingReducer(state, { type: 'retry' });
    expect(state).toMatchObject({ loading: true, error: null, page: 0 });
  });

  it('lists defaults first, then favourites, keeping the server order otherwise', () => {
    const ordered = defaultsAndFavouritesFirst<A>([
      { id: '1' },
      { id: '2', isFavorite: true },
      { id: '3' },
      { id: '4', isDefault: true },
      { id: '5', isFavorite: true },
    ]);
    expect(ordered.map((a) => a.id)).toEqual(['4', '2', '5', '1', '3']);
  });
});
