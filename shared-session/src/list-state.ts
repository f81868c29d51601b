// A list page's search in the URL — query, page (1-based), filter (JSON) and sort (JSON) — so a view can be shared
// and Back restores it; one copy for every area's list pages.
import { useCallback, useMemo, useState } from 'react';
// the package path, not './routing': remotes must get the page's one shared router, not a bundled copy
import { useSearchParams } from '@portal/shared-session/routing';

export interface ListState<F> {
  query: string;
  /** 1-based */
  page: number;
  filter: F;
  sort: { field: string; direction: 'ASC' | 'DESC' } | null;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The URL's 1-based `page`: 1 when absent or not a positive whole number. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** The URL's `sort` (JSON `{ field, direction }`); a hand-edited one with another direction is ignored. */
export function readSort(params: URLSearchParams): ListState<unknown>['sort'] {
  const sort = parseJson<ListState<unknown>['sort']>(params.get('sort'), null);
  return sort && typeof sort.field === 'string' && (sort.direction === 'ASC' || sort.direction === 'DESC')
    ? { field: sort.field, direction: sort.direction }
    : null;
}

/** `page` and `sort` written into `params` (left out when page 1 and no sort). */
export function writePageAndSort(params: URLSearchParams, state: Pick<ListState<unknown>, 'page' | 'sort'>) {
  if (state.page > 1) params.set('page', String(state.page));
  else params.delete('page');
  if (state.sort) params.set('sort', JSON.stringify(state.sort));
  else params.delete('sort');
}

export function readListState<F>(params: URLSearchParams, emptyFilter: F): ListState<F> {
  return {
    query: params.get('query') ?? '',
    page: readPage(params),
    filter: { ...emptyFilter, ...parseJson<Partial<F>>(params.get('filter'), {}) },
    sort: readSort(params),
  };
}

export function writeListState<F>(state: ListState<F>, emptyFilter: F): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (JSON.stringify(state.filter) !== JSON.stringify(emptyFilter))
    params.set('filter', JSON.stringify(state.filter));
  writePageAndSort(params, state);
  return params;
}

/**
 * How a list's state reads from and writes to the URL. The portal's format is `query`, `page`, `filter` (JSON)
 * and `sort` (JSON); a page whose URL the spec names otherwise (the training search's `searchTerm` and repeated
 * `productFilters`) gives its own, and may keep the URL's other parameters (`current`).
 */
export interface ListUrlFormat<F> {
  read(params: URLSearchParams, emptyFilter: F): ListState<F>;
  write(state: ListState<F>, emptyFilter: F, current: URLSearchParams): URLSearchParams;
}

export const JSON_LIST_URL: ListUrlFormat<never> = {
  read: readListState,
  write: (state, emptyFilter) => writeListState(state, emptyFilter),
};

export function useListState<F>(emptyFilter: F, format: ListUrlFormat<F> = JSON_LIST_URL) {
  const [params, setParams] = useSearchParams();
  // the empty filter is a constant of the page; its JSON keys the memo
  const emptyKey = JSON.stringify(emptyFilter);
  const state = useMemo(() => format.read(params, JSON.parse(emptyKey) as F), [params, emptyKey, format]);
  // `replace` for a correction (a page past the end), so Back skips the URL that was corrected
  const update = useCallback(
    (next: Partial<ListState<F>>, how: { replace: boolean } = { replace: false }) =>
      setParams(format.write({ ...state, ...next }, JSON.parse(emptyKey) as F, params), how),
    [state, setParams, emptyKey, format, params],
  );
  return [state, update] as const;
}

/**
 * A search form's draft that follows the URL: what the user types stays until the URL's state changes (a search,
 * Back, Forward, a link), and then the form shows that state again, so the box never shows a search the results
 * are not for.
 */
export function useUrlDraft<S, D>(state: S, toDraft: (state: S) => D) {
  const [draft, setDraft] = useState(() => toDraft(state));
  const [draftOf, setDraftOf] = useState(state);
  // adjusted while rendering (not in an effect) so the form never paints the stale draft
  if (draftOf !== state) {
    setDraftOf(state);
    setDraft(toDraft(state));
  }
  return [draft, setDraft] as const;
}
