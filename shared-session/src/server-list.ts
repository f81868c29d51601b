// The list pages' data kit (ADR 0030): query keys that name the viewed organisation, the server-list hook (URL
// state, the search form's draft, one debounce, the query, the page kept within the total) and the one mutation
// pattern (invalidate by key, the spec's words in a toast on error). Features write a fetcher and a
// `queryOptions` factory on these keys; pages call the hook.
import { useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
// the package paths, not relative files: remotes must get the page's one session and router, not bundled copies
import { showToast, useSession } from '@portal/shared-session';
import {
  useListState,
  useUrlDraft,
  type ListState,
  type ListUrlFormat,
} from '@portal/shared-session/list-state';
import { pageCount, useDebouncedValue, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { useOrganizationScope, type OrganizationScope } from '@portal/shared-session/query-keys';

export * from '@portal/shared-session/query-keys';

export interface ServerListOptions<F, D extends { query: string }, Req, Res, K extends QueryKey> {
  /** the filter of a fresh visit; what the URL's `filter` is compared with */
  emptyFilter: F;
  /** rows a page; from the URL's state when the user chooses it (My Fleet) */
  pageSize: number | ((state: ListState<F>) => number);
  /** what the search form shows for the URL's state */
  toDraft(state: ListState<F>): D;
  /** the filter a search writes from the draft (the query is the draft's, trimmed) */
  filterOf(draft: NoInfer<D>, state: ListState<F>): F;
  /** the request the API gets for the URL's state */
  request(state: ListState<F>): Req;
  /** the feature's `queryOptions` factory, keyed by `queryKeys` */
  query(scope: OrganizationScope, request: Req): UseQueryOptions<Res, Error, Res, K>;
  total(answer: Res): number;
  /** the box searches once typing settles (spec 3), not only on Search */
  searchAsTyped?: boolean;
  enabled?: boolean;
  /** the URL's parameter names when the spec names them otherwise (the JSON format of every list unless given) */
  urlFormat?: ListUrlFormat<F>;
}

export function useServerList<F, D extends { query: string }, Req, Res, K extends QueryKey>(
  options: ServerListOptions<F, D, Req, Res, K>,
) {
  const initialized = useSession((s) => s.initialized);
  const scope = useOrganizationScope();
  const [state, update] = useListState<F>(options.emptyFilter, options.urlFormat);
  // Back (or a link) changes the URL: the form then shows what is searched
  const [draft, setDraft] = useUrlDraft(state, options.toDraft);
  const request = options.request(state);
  const results = useQuery({
    ...options.query(scope, request),
    enabled: initialized && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });

  const typed = draft.query.trim();
  const settled = useDebouncedValue(typed);
  const searchAsTyped = options.searchAsTyped ?? false;
  useEffect(() => {
    // only a settled change of the box searches; a URL change (Back) has already reset the box
    if (searchAsTyped && settled === typed && settled !== state.query) update({ query: settled, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, searchAsTyped]);

  const pageSize = typeof options.pageSize === 'number' ? options.pageSize : options.pageSize(state);
  const pages = pageCount(results.data ? options.total(results.data) : null, pageSize);
  const setPage = (page: number, how?: { replace: boolean }) => update({ page }, how);
  usePageWithinTotal(state.page, pages, setPage);

  const setSort = (sort: ListState<F>['sort']) => update({ sort, page: 1 });
  return {
    state,
    update,
    draft,
    setDraft,
    /** a search form field's value and change, bound to the draft: `<SearchBox {...list.draftField('query')} />` */
    draftField: <N extends keyof D>(name: N) => ({
      value: draft[name],
      onChange: (value: D[N]) => setDraft((d) => ({ ...d, [name]: value })),
    }),
    /** the form's Search: the draft becomes the URL's state, from page 1 */
    search: () => update({ query: typed, filter: options.filterOf(draft, state), page: 1 }),
    setSort,
    setPage,
    pages,
    request,
    results,
    scope,
    /** the data table's state props: `<DataTable {...list.table} … />` */
    table: { loading: results.isPending, error: results.isError, sort: state.sort, onSort: setSort },
    /** the pager's props: `<Pager {...list.pager} label="…" />` */
    pager: { page: state.page, pages, onPage: setPage },
  };
}

export interface ListMutationOptions<V, R> {
  mutationFn(variables: V): Promise<R>;
  /** the keys whose answers the change makes stale, e.g. the feature's `keys.all` */
  invalidates: readonly QueryKey[];
  /** the toast's text when the change fails: the spec's words, or from the error */
  errorMessage: string | ((error: unknown) => string);
  onSuccess?(result: R, variables: V): void;
}

/** The one mutation pattern: the change, then its lists and details fetched again; a failure says so in a toast. */
export function useListMutation<V, R>(options: ListMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => options.onSuccess?.(result, variables),
    onError: (error) =>
      showToast({
        kind: 'error',
        message:
          typeof options.errorMessage === 'string' ? options.errorMessage : options.errorMessage(error),
      }),
    onSettled: () =>
      Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
