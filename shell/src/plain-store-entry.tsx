// Benchmark baseline only (`npm run bench`): the same store page built as one plain bundle, with the store
// remote compiled in instead of federated, so the cost of federation can be measured. Never deployed.
import { createRoot } from 'react-dom/client';
import { registerApplication, start, triggerAppChange } from 'single-spa';
import type { RemoteMountProps } from '@portal/shared-session';
import { areaForPath, setGuest } from '@portal/shared-session';
import { descriptor } from '@portal/mfe-store/app';
import '@portal/shared-ui/tokens.css';
import './shell.css';
import { PortalFrame } from './features/frame/components/portal-frame';
import { areaElement } from './features/remote-registry/area-element';

registerApplication<RemoteMountProps>({
  name: 'store',
  app: async () => descriptor.lifecycles,
  activeWhen: (location) => areaForPath(location.pathname)?.id === 'store',
  customProps: { name: 'store', domElementGetter: () => areaElement('store') },
});
setGuest();
const headerRoot = document.getElementById('shell-header');
if (headerRoot)
  createRoot(headerRoot).render(<PortalFrame onRetryArea={() => triggerAppChange().then(() => undefined)} />);
start({ urlRerouteOnly: true });
