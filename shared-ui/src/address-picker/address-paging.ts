// The address picker's paging rules (spec 4 'Address list', 9 'Address page size 25'): a new search starts at
// page 0; 'show more' asks for the next page; pages are appended until a page comes back empty, after which the
// list is exhausted ('No more addresses were returned'). Answers to an older search or page are ignored.

export const ADDRESS_PAGE_SIZE = 25;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
export const NO_MORE_ADDRESSES = 'No more addresses were returned';

export interface AddressPagingState<T> {
  query: string;
  /** the page asked for last (0-based) */
  page: number;
  items: T[];
  loading: boolean;
  /** an empty page came back: nothing more to show */
  exhausted: boolean;
  error: string | null;
  /** bumps with every request so late answers can be recognised */
  requestId: number;
}

export type AddressPagingAction<T> =
  | { type: 'search'; query: string }
  | { type: 'showMore' }
  | { type: 'retry' }
  | { type: 'loaded'; requestId: number; items: T[] }
  | { type: 'failed'; requestId: number; message: string };

export function initialPagingState<T>(query = ''): AddressPagingState<T> {
  return { query, page: 0, items: [], loading: true, exhausted: false, error: null, requestId: 1 };
}

export function addressPagingReducer<T>(
  state: AddressPagingState<T>,
  action: AddressPagingAction<T>,
): AddressPagingState<T> {
  switch (action.type) {
    case 'search':
      return { ...initialPagingState<T>(action.query), requestId: state.requestId + 1 };
    case 'showMore':
      if (state.loading || state.exhausted || state.error) return state;
      return { ...state, page: state.page + 1, loading: true, requestId: state.requestId + 1 };
    case 'retry':
      if (!state.error) return state;
      return { ...state, loading: true, error: null, requestId: state.requestId + 1 };
    case 'loaded':
      if (action.requestId !== state.requestId) return state;
      return {
        ...state,
        loading: false,
        items: state.page === 0 ? action.items : [...state.items, ...action.items],
        exhausted: action.items.length === 0,
      };
    case 'failed':
      if (action.requestId !== state.requestId) return state;
      return { ...state, loading: false, error: action.message };
    default:
      return state;
  }
}

/** 'No more addresses were returned' shows once a page after the first came back empty. */
export function showsNoMoreAddresses(state: AddressPagingState<unknown>): boolean {
  return state.exhausted && state.page > 0;
}

/** Nothing at all matched (the first page was empty). */
export function showsNoAddresses(state: AddressPagingState<unknown>): boolean {
  return state.exhausted && state.page === 0;
}

/** Defaults first, then favourites, otherwise the server's order (a stable sort). */
export function defaultsAndFavouritesFirst<T extends { isDefault?: boolean; isFavorite?: boolean }>(
  items: readonly T[],
): T[] {
  const rank = (a: T) => (a.isDefault ? 0 : a.isFavorite ? 1 : 2);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
