// Shell start: read remotes.json, register the areas behind their guards, render the frame, bring the session
// up (spec section 4's startup sequence), then start routing — so guards decide before any remote is fetched.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName } from '@portal/federation/container-name';
import { recordAppDiagnostics, SESSION_STORE_INSTANCE_ID, yieldToBrowser } from '@portal/shared-session';
import { areaForPath, loadedAreas } from './areas/area-registry';
import { loadRemotesManifest } from './features/remote-registry/remotes-manifest-loader';
import { registerAreas, retryArea } from './features/remote-registry/register-areas';
import { setStoreSearchBoxLoader } from './shared/header-widget-loader';
import { PortalFrame } from './app/portal-frame';
import { installMenuRouteCheck } from './app/menu-route-check';
import { watchPrerenderedPage } from './features/remote-registry/prerendered-page';
import { areaPhase } from './features/remote-registry/area-status';
import { startPortalSession } from './features/auth/session-controller';
import { afterFirstScreen, startPortalFeatureFlags } from './features/feature-flags/start-feature-flags';
import { installRouteGuardRedirects, isRouteAllowed } from './features/auth/route-guard-redirects';
import { openChangeCompanyModal } from './features/company-context/change-company-request';

export async function startShell() {
  recordAppDiagnostics('shell');
  document.documentElement.dataset['sessionInstance'] = SESSION_STORE_INSTANCE_ID;
  watchPrerenderedPage({
    areaFailed: () => {
      const area = areaForPath(window.location.pathname);
      return area ? areaPhase(area.id) === 'failed' : false;
    },
  });
  // the start-up code was evaluated in this task: reading remotes.json (already fetched) and the frame's first
  // render each get a task of their own instead of running on in it (issue 18, TBT)
  await yieldToBrowser();
  const manifest = await loadRemotesManifest();
  registerAreas(manifest, isRouteAllowed);
  if (manifest['store'])
    setStoreSearchBoxLoader(
      () => loadRemote(`${containerName('store')}/search-box`),
      new Promise<void>((resolve) => afterFirstScreen(resolve)),
    );
  installMenuRouteCheck();
  await yieldToBrowser();
  const headerRoot = document.getElementById('shell-header');
  if (!headerRoot) throw new Error('The page skeleton has no #shell-header');
  const frameRoot = createRoot(headerRoot);
  // a transition renders the frame in slices that yield to the browser (a plain render is one long task of the
  // first load; issue 18, TBT); its place is reserved by the page's CSS, so nothing moves when it lands
  startTransition(() =>
    frameRoot.render(<PortalFrame onRetryArea={(areaId) => retryArea(areaId, manifest)} />),
  );
  const session = await startPortalSession();
  // the session's first render (a signed-in header) and the start of routing (single-spa loads the area) are tasks of
  // their own (issue 18, TBT)
  await yieldToBrowser();
  installRouteGuardRedirects(session.storage, { changeCompany: openChangeCompanyModal });
  // the OpenFeature code loads after the first screen (its area mounted), not beside it (ADR 0016)
  afterFirstScreen(() => startPortalFeatureFlags(loadedAreas()));
  start({ urlRerouteOnly: true });
}
