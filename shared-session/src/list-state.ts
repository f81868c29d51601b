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

export function readListState<F>(params: URLSearchParams, emptyFilter: F): ListState<F> {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = parseJson<ListState<F>['sort']>(params.get('sort'), null);
  return {
    query: params.get('query') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    filter: { ...emptyFilter, ...parseJson<Partial<F>>(params.get('filter'), {}) },
    // a hand-edited URL with another direction is ignored rather than sent to the API
    sort:
      sort && typeof sort.field === 'string' && (sort.direction === 'ASC' || sort.direction === 'DESC')
        ? sort
        : null,
  };
}

export function writeListState<F>(state: ListState<F>, emptyFilter: F): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  if (JSON.stringify(state.filter) !== JSON.stringify(emptyFilter))
    params.set('filter', JSON.stringify(state.filter));
  if (state.sort) params.set('sort', JSON.stringify(state.sort));
  return params;
}

export function useListState<F>(emptyFilter: F) {
  const [params, setParams] = useSearchParams();
  // the empty filter is a constant of the page; its JSON keys the memo
  const emptyKey = JSON.stringify(emptyFilter);
  const state = useMemo(() => readListState<F>(params, JSON.parse(emptyKey) as F), [params, emptyKey]);
  // `replace` for a correction (a page past the end), so Back skips the URL that was corrected
  const update = useCallback(
    (next: Partial<ListState<F>>, how: { replace: boolean } = { replace: false }) =>
      setParams(writeListState({ ...state, ...next }, JSON.parse(emptyKey) as F), how),
    [state, setParams, emptyKey],
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
