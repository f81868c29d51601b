import { useMemo, useState, type ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { Router, createPath, type Navigator, type To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import type { ListState } from './list-state';
import {
  isListKey,
  keyNamesOrganization,
  queryKeys,
  useListMutation,
  useOrganizationScope,
  useServerList,
  type OrganizationScope,
} from './server-list';

const KEYSTONE = {
  accountId: 'acct-keystone',
  accountNumber: '100',
  partyId: 'p1',
  name: 'Keystone Electric',
};
const CASCADE = { accountId: 'acct-cascade', accountNumber: '200', partyId: 'p2', name: 'Cascade Crane' };

const unitKeys = queryKeys('units');
type Filter = { status: 'OPEN' | 'ALL' };
type Request = { query: string | null; status: string; page: number };
const search = jest.fn<Promise<{ content: string[]; totalRecords: number }>, [OrganizationScope, Request]>();
const unitList = (scope: OrganizationScope, request: Request) =>
  queryOptions({ queryKey: unitKeys.list(scope, request), queryFn: () => search(scope, request) });

/** A router whose URL moves as the page pushes and replaces, read back through `url.current`. */
function urlOf(initial: string) {
  return { current: initial };
}

function wrapper(client: QueryClient, url = urlOf('/units')) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const [location, setLocation] = useState(url.current);
    const navigator = useMemo<Navigator>(() => {
      const move = (to: To) => {
        url.current = typeof to === 'string' ? to : createPath(to);
        setLocation(url.current);
      };
      return {
        createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
        push: move,
        replace: move,
        go: () => undefined,
      };
    }, []);
    return (
      <QueryClientProvider client={client}>
        <Router location={location} navigator={navigator}>
          {children}
        </Router>
      </QueryClientProvider>
    );
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, selectedOrganization: KEYSTONE },
    true,
  );
  search.mockReset();
  search.mockResolvedValue({ content: ['A-100'], totalRecords: 1 });
});

describe('query keys', () => {
  it('name the viewed organisation, and change when it changes', () => {
    const { result } = renderHook(() => unitKeys.list(useOrganizationScope(), { page: 0 }));
    const keystoneKey = result.current;
    expect(keystoneKey).toEqual(['units', { organization: 'acct-keystone' }, 'list', { page: 0 }]);
    act(() => sessionStore.setState({ selectedOrganization: CASCADE }));
    expect(result.current).toEqual(['units', { organization: 'acct-cascade' }, 'list', { page: 0 }]);
    act(() => sessionStore.setState({ selectedOrganization: null }));
    expect(result.current).toEqual(['units', { organization: 'all' }, 'list', { page: 0 }]);
    expect(keyNamesOrganization(keystoneKey)).toBe(true);
    expect(keyNamesOrganization(['units', 'list'])).toBe(false);
  });

  it('nest: the feature key is the start of every key of the feature', () => {
    const scope = { organization: 'acct-keystone' };
    expect(unitKeys.detail(scope, 'A-100').slice(0, 2)).toEqual([...unitKeys.scoped(scope)]);
    expect(unitKeys.scoped(scope).slice(0, 1)).toEqual([...unitKeys.all]);
    expect(isListKey(unitKeys.list(scope, { page: 0 }))).toBe(true);
    expect(isListKey(unitKeys.detail(scope, 'A-100'))).toBe(false);
  });
});

const listOptions = (searchAsTyped: boolean) => ({
  emptyFilter: { status: 'OPEN' } as Filter,
  pageSize: 10,
  toDraft: (s: ListState<Filter>) => ({ query: s.query, status: s.filter.status }),
  filterOf: (d: { status: Filter['status'] }) => ({ status: d.status }),
  request: (s: ListState<Filter>): Request => ({
    query: s.query || null,
    status: s.filter.status,
    page: s.page - 1,
  }),
  query: unitList,
  total: (answer: { totalRecords: number }) => answer.totalRecords,
  searchAsTyped,
});

describe('useServerList', () => {
  it('fetches again for the new organisation after a company switch', async () => {
    const { result } = renderHook(() => useServerList(listOptions(false)), { wrapper: wrapper(newClient()) });
    await waitFor(() => expect(result.current.results.data?.content).toEqual(['A-100']));
    expect(search).toHaveBeenLastCalledWith(
      { organization: 'acct-keystone' },
      { query: null, status: 'OPEN', page: 0 },
    );
    search.mockResolvedValue({ content: ['C-300'], totalRecords: 1 });
    act(() => sessionStore.setState({ selectedOrganization: CASCADE }));
    await waitFor(() => expect(result.current.results.data?.content).toEqual(['C-300']));
    expect(search).toHaveBeenLastCalledWith(
      { organization: 'acct-cascade' },
      { query: null, status: 'OPEN', page: 0 },
    );
  });

  it('writes the draft to the URL on Search, from page 1', async () => {
    const url = urlOf('/units?page=3');
    const { result } = renderHook(() => useServerList(listOptions(false)), {
      wrapper: wrapper(newClient(), url),
    });
    act(() => result.current.setDraft({ query: ' boom ', status: 'ALL' }));
    act(() => result.current.search());
    expect(url.current).toBe(`/units?${new URLSearchParams({ query: 'boom', filter: '{"status":"ALL"}' })}`);
  });

  it('searches as typed once typing settles: one request for the whole word', async () => {
    jest.useFakeTimers();
    try {
      const url = urlOf('/units');
      function Box() {
        const list = useServerList(listOptions(true));
        return (
          <input
            aria-label="Search"
            value={list.draft.query}
            onChange={(e) => list.setDraft((d) => ({ ...d, query: e.target.value }))}
          />
        );
      }
      render(<Box />, { wrapper: wrapper(newClient(), url) });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      const before = search.mock.calls.length;
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'boom');
      expect(url.current).toBe('/units');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      expect(url.current).toBe('/units?query=boom');
      expect(search.mock.calls.slice(before).map(([, request]) => request.query)).toEqual(['boom']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useListMutation', () => {
  it("fetches the feature's answers again after a change, and says in a toast when it fails", async () => {
    const client = newClient();
    const scope = { organization: 'acct-keystone' };
    client.setQueryData(unitKeys.list(scope, { page: 0 }), { content: ['A-100'], totalRecords: 1 });
    client.setQueryData(['other'], 1);
    const save = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValue('ok');
    const { result } = renderHook(
      () =>
        useListMutation({
          mutationFn: save,
          invalidates: [unitKeys.all],
          errorMessage: 'The unit could not be saved.',
        }),
      { wrapper: wrapper(client) },
    );
    await act(async () => {
      await result.current.mutateAsync('A-100').catch(() => undefined);
    });
    expect(sessionStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'The unit could not be saved.'],
    ]);
    expect(client.getQueryState(unitKeys.list(scope, { page: 0 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
    await act(async () => {
      await result.current.mutateAsync('A-100');
    });
    expect(sessionStore.getState().toasts).toHaveLength(1);
  });
});

describe('useServerList props for the kit', () => {
  it("binds a form field to the draft and hands the table and the pager the list's state", async () => {
    search.mockResolvedValue({ content: ['A-100'], totalRecords: 25 });
    const url = urlOf('/units?page=2');
    const { result } = renderHook(() => useServerList(listOptions(false)), {
      wrapper: wrapper(newClient(), url),
    });
    expect(result.current.table).toEqual({
      loading: true,
      error: false,
      sort: null,
      onSort: result.current.setSort,
    });
    act(() => result.current.draftField('status').onChange('ALL'));
    expect(result.current.draftField('status').value).toBe('ALL');
    expect(result.current.draft).toEqual({ query: '', status: 'ALL' });
    await waitFor(() => expect(result.current.pager.pages).toBe(3));
    expect(result.current.pager.page).toBe(2);
    expect(result.current.table.loading).toBe(false);
    act(() => result.current.pager.onPage(3, { replace: false }));
    expect(url.current).toBe('/units?page=3');
  });
});
