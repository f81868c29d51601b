// Runs the paging reducer against a caller-supplied page loader; the search text is debounced (500 ms, spec 9).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDebouncedValue } from '../components/list-kit/use-debounced-value';
import {
  ADDRESS_PAGE_SIZE,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  addressPagingReducer,
  initialPagingState,
  type AddressPagingAction,
  type AddressPagingState,
} from './address-paging';

export interface AddressPageRequest {
  query: string;
  /** 0-based */
  page: number;
  size: number;
}

export type AddressPageLoader<T> = (request: AddressPageRequest) => Promise<T[]>;

export interface UseAddressPagesOptions {
  pageSize?: number;
  debounceMs?: number;
  /** the message shown when a page fails: the caller knows its API's error shape (api-client's userMessageOf) */
  describeError: (error: unknown, fallback: string) => string;
  /** the fallback passed to describeError */
  fallbackError?: string;
}

export function useAddressPages<T>(loadPage: AddressPageLoader<T>, options: UseAddressPagesOptions) {
  const { pageSize = ADDRESS_PAGE_SIZE, debounceMs = ADDRESS_SEARCH_DEBOUNCE_MS } = options;
  const fallbackError = options.fallbackError ?? 'The addresses could not be loaded.';
  const [state, dispatch] = useReducer(
    addressPagingReducer as (s: AddressPagingState<T>, a: AddressPagingAction<T>) => AddressPagingState<T>,
    undefined,
    () => initialPagingState<T>(),
  );
  const [searchText, setSearchText] = useState('');
  // The latest loader, without restarting requests when the caller passes a new function each render.
  const loaderRef = useRef(loadPage);
  const describeRef = useRef(options.describeError);
  useEffect(() => {
    loaderRef.current = loadPage;
    describeRef.current = options.describeError;
  }, [loadPage, options.describeError]);

  // The typed text searches once typing settles (the portal's one debounce); the first, empty search runs at once
  // from the initial state.
  const settled = useDebouncedValue(searchText.trim(), debounceMs);
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    dispatch({ type: 'search', query: settled });
  }, [settled]);

  // Every new request id is one page to fetch.
  const { requestId, query, page, loading } = state;
  useEffect(() => {
    if (!loading) return;
    let current = true;
    loaderRef
      .current({ query, page, size: pageSize })
      .then((items) => {
        if (current) dispatch({ type: 'loaded', requestId, items });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = describeRef.current(error, fallbackError);
        dispatch({ type: 'failed', requestId, message });
      });
    return () => {
      current = false;
    };
    // requestId identifies the request; query/page/loading belong to it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);

  const showMore = useCallback(() => dispatch({ type: 'showMore' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  /** run the current search again from page 0 (after an address was added) */
  const reload = useCallback(() => dispatch({ type: 'search', query: state.query }), [state.query]);

  return { state, searchText, setSearchText, showMore, retry, reload };
}
