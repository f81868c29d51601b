// Benchmark baseline only (`npm run bench`): the same store page built as one plain bundle — the same frame,
// session start and guards as start-shell.tsx, with the store remote compiled in instead of federated — so the
// cost of federation alone can be measured. Never deployed. It lives with the bench, not in the shell, because the
// shell never imports a remote (lint rule portal/boundaries); the shell's webpack config points its plainEntry here.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerApplication, start, triggerAppChange } from 'single-spa';
import type { RemoteMountProps } from '@portal/shared-session';
import { descriptor } from '@portal/mfe-store/app';
import { area as storeArea } from '@portal/mfe-store/area';
import '@portal/shared-ui/tokens.css';
import '../../shell/src/shell.css';
import { PortalFrame } from '../../shell/src/app/portal-frame';
import { areaElement } from '../../shell/src/features/remote-registry/area-element';
import { setStoreSearchBoxLoader } from '../../shell/src/shared/header-widget-loader';
import { startPortalSession } from '../../shell/src/features/auth/session-controller';
import {
  installRouteGuardRedirects,
  isRouteAllowed,
} from '../../shell/src/features/auth/route-guard-redirects';
import { openChangeCompanyModal } from '../../shell/src/features/company-context/change-company-request';
import { areaForPath, setAreas } from '../../shell/src/areas/area-registry';
import {
  afterFirstScreen,
  startPortalFeatureFlags,
} from '../../shell/src/features/feature-flags/start-feature-flags';

async function startPlainShell() {
  setAreas([storeArea]);
  registerApplication<RemoteMountProps>({
    name: 'store',
    app: async () => descriptor.lifecycles,
    activeWhen: (location) => areaForPath(location.pathname)?.id === 'store' && isRouteAllowed(location),
    customProps: { name: 'store', domElementGetter: () => areaElement('store') },
  });
  setStoreSearchBoxLoader(() => import('@portal/mfe-store/search-box'));
  const headerRoot = document.getElementById('shell-header');
  if (!headerRoot) throw new Error('The page skeleton has no #shell-header');
  const frameRoot = createRoot(headerRoot);
  // as start-shell.tsx: the frame renders in a transition (time-sliced)
  startTransition(() =>
    frameRoot.render(<PortalFrame onRetryArea={() => triggerAppChange().then(() => undefined)} />),
  );
  const session = await startPortalSession();
  installRouteGuardRedirects(session.storage, { changeCompany: openChangeCompanyModal });
  // as start-shell.tsx: the feature flags start after the first screen (issue 22; the baseline had lacked them)
  afterFirstScreen(() => startPortalFeatureFlags([storeArea]));
  start({ urlRerouteOnly: true });
}

void startPlainShell();
