// A page that throws leaves its area's error state (what failed, a retry), never a blank area (issue 42); every
// route of the area has its page (no placeholder screens).
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { useOrganizationScope, type OrganizationScope } from '@portal/shared-session/server-list';
import { createRemoteApplication } from './create-remote-application';
import type { AreaManifest } from '../contract/area-manifest';

const area: AreaManifest = {
  manifestVersion: 2,
  id: 'sample',
  label: 'Sample',
  prefixes: ['/pages/sample'],
  routes: [{ path: '/pages/sample', title: 'Sample', rule: 'everyone' }],
  guards: [],
};

function Broken(): never {
  throw new Error('the fleet could not be read');
}

it('refuses an area whose route has no page, and a page without a route', () => {
  expect(() => createRemoteApplication({ area, pages: {} })).toThrow(
    'sample: a route of area.ts without a page: /pages/sample',
  );
  expect(() =>
    createRemoteApplication({ area, pages: { '/pages/sample': Broken, '/pages/sample/other': Broken } }),
  ).toThrow('sample: pages without a route in area.ts: /pages/sample/other');
});

it("shows the area's error state with what failed and a retry when a page throws", async () => {
  window.history.replaceState(null, '', '/pages/sample');
  const element = document.createElement('div');
  document.body.append(element);
  // single-spa-react's lifecycles are functions (the descriptor's type also allows arrays of them)
  const lifecycles = createRemoteApplication({ area, pages: { '/pages/sample': Broken } })
    .lifecycles as unknown as {
    bootstrap: (props: unknown) => Promise<void>;
    mount: (props: unknown) => Promise<void>;
  };
  const props = {
    name: 'sample',
    domElementGetter: () => element,
    singleSpa: {},
    mountParcel: () => undefined,
  };
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await lifecycles.bootstrap(props);
  // single-spa-react settles a mount once its root rendered; a crashed root is shown without settling it
  await act(async () => {
    void lifecycles.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  consoleError.mockRestore();
  const fallback = element.querySelector('[data-area-fallback="crashed"]');
  expect(fallback?.querySelector('h1')?.textContent).toBe('Sample is unavailable');
  expect(fallback?.textContent).toContain('What failed: the fleet could not be read');
  expect(fallback?.querySelector('button')?.textContent).toBe('Try again');
});

it('keeps the area mounted on a company switch and fetches again what the company changes', async () => {
  window.history.replaceState(null, '', '/pages/sample');
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, selectedOrganization: null },
    true,
  );
  const element = document.createElement('div');
  document.body.append(element);
  const scoped = jest.fn((scope: OrganizationScope) => Promise.resolve(`units of ${scope.organization}`));
  let unscopedCalls = 0;
  function Page() {
    const scope = useOrganizationScope();
    const units = useQuery({ queryKey: ['units', scope], queryFn: () => scoped(scope) });
    // an answer whose key names no organisation: reset and fetched again on a company switch
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the counter counts fetches; it is not an input
    const banner = useQuery({ queryKey: ['banner'], queryFn: () => `banner ${++unscopedCalls}` });
    return (
      <>
        <input aria-label="Draft" defaultValue="" />
        <p data-testid="units">{units.data}</p>
        <p data-testid="banner">{banner.data}</p>
      </>
    );
  }
  const lifecycles = createRemoteApplication({ area, pages: { '/pages/sample': Page } })
    .lifecycles as unknown as {
    bootstrap: (props: unknown) => Promise<void>;
    mount: (props: unknown) => Promise<void>;
    unmount: (props: unknown) => Promise<void>;
  };
  const props = {
    name: 'sample',
    domElementGetter: () => element,
    singleSpa: {},
    mountParcel: () => undefined,
  };
  await lifecycles.bootstrap(props);
  // single-spa-react settles a mount once the root calls it back; what the test reads is the rendered area
  await act(async () => {
    void lifecycles.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  const text = (id: string) => element.querySelector(`[data-testid="${id}"]`)?.textContent;
  await waitFor(() => expect(text('units')).toBe('units of all'));
  expect(text('banner')).toBe('banner 1');
  const draft = element.querySelector('input') as HTMLInputElement;
  draft.value = 'typed before the switch';

  act(() =>
    sessionStore.setState({
      selectedOrganization: {
        accountId: 'acct-cascade',
        accountNumber: '200',
        partyId: 'p2',
        name: 'Cascade Crane',
      },
    }),
  );
  await waitFor(() => expect(text('units')).toBe('units of acct-cascade'));
  await waitFor(() => expect(text('banner')).toBe('banner 2'));
  // the same input: the area was not mounted afresh
  expect(element.querySelector('input')).toBe(draft);
  expect(draft.value).toBe('typed before the switch');
  await act(async () => {
    void lifecycles.unmount(props);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
