// Registers every remote of remotes.json as a single-spa application for the prefixes its area manifest declares,
// behind the guards it declares (ADR 0012). The remote is fetched only when its area becomes active.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppStatus, registerApplication, triggerAppChange, unregisterApplication } from 'single-spa';
import type { AreaManifest, RemoteMountProps, RemotesManifest } from '@portal/shared-session';
import { loadAreaDescriptor } from './area-loader';
import { containerName, remoteEntryUrl } from '@portal/federation/container-name';
import { markAreaRetried } from './area-status';
import { areaElement } from './area-element';
import { areaForPath, setAreas } from '../../areas/area-registry';

/** Whether the signed-in (or guest) user may enter the route; decided before the remote is fetched. */
export type RouteAllowed = (location: Location) => boolean;

let routeAllowed: RouteAllowed = () => true;

function register(area: AreaManifest) {
  registerApplication<RemoteMountProps>({
    name: area.id,
    app: async () => (await loadAreaDescriptor(area)).lifecycles,
    activeWhen: (location) => areaForPath(location.pathname)?.id === area.id && routeAllowed(location),
    customProps: { name: area.id, domElementGetter: () => areaElement(area.id) },
  });
}

export function registerAreas(manifest: RemotesManifest, allowed: RouteAllowed): void {
  routeAllowed = allowed;
  setAreas(Object.values(manifest).map((remote) => remote.area));
  // the remote's remoteEntry.js beside the mf-manifest.json remotes.json names: the runtime has no snapshot plugin
  // to read the manifest (issue 18), and a redeployed remote is still picked up from remotes.json at each start
  registerRemotes(
    Object.entries(manifest).map(([id, remote]) => ({
      name: containerName(id),
      entry: remoteEntryUrl(remote.entry),
    })),
  );
  for (const remote of Object.values(manifest)) register(remote.area);
}

/** A broken area is only tried again after it is registered anew (single-spa's SKIP_BECAUSE_BROKEN is final). */
export async function retryArea(areaId: string, manifest: RemotesManifest): Promise<void> {
  const remote = manifest[areaId];
  if (!remote) return;
  if (getAppStatus(areaId) === 'SKIP_BECAUSE_BROKEN') {
    await unregisterApplication(areaId);
    register(remote.area);
  }
  markAreaRetried(areaId);
  await triggerAppChange();
}
