// A page that throws leaves its area's error state (what failed, a retry), never a blank area (issue 42).
import { act } from 'react';
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
