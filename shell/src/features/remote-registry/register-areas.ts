// Registers every area as a single-spa application for its route prefixes. The remote is fetched only when
// its area becomes active.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppStatus, registerApplication, triggerAppChange, unregisterApplication } from 'single-spa';
import { AREAS, areaForPath } from '@portal/shared-session';
import type { AreaDefinition, RemoteMountProps, RemotesManifest } from '@portal/shared-session';
import { loadAreaDescriptor } from './area-loader';
import { containerName } from '@portal/federation/container-name';
import { markAreaRetried } from './area-status';
import { areaElement } from './area-element';

/** Whether the signed-in (or guest) user may enter the route; decided before the remote is fetched. */
export type RouteAllowed = (location: Location) => boolean;

let routeAllowed: RouteAllowed = () => true;

function register(area: AreaDefinition, manifest: RemotesManifest) {
  registerApplication<RemoteMountProps>({
    name: area.id,
    app: async () => {
      if (!manifest[area.id]) throw new Error(`${area.label} is not deployed (no entry in remotes.json)`);
      return (await loadAreaDescriptor(area)).lifecycles;
    },
    activeWhen: (location) => areaForPath(location.pathname)?.id === area.id && routeAllowed(location),
    customProps: { name: area.id, domElementGetter: () => areaElement(area.id) },
  });
}

export function registerAreas(manifest: RemotesManifest, allowed: RouteAllowed): void {
  routeAllowed = allowed;
  registerRemotes(
    Object.entries(manifest).map(([id, entry]) => ({
      name: containerName(id as AreaDefinition['id']),
      entry,
    })),
  );
  for (const area of AREAS) register(area, manifest);
}

/** A broken area is only tried again after it is registered anew (single-spa's SKIP_BECAUSE_BROKEN is final). */
export async function retryArea(areaId: string, manifest: RemotesManifest): Promise<void> {
  const area = AREAS.find((a) => a.id === areaId);
  if (!area) return;
  if (getAppStatus(areaId) === 'SKIP_BECAUSE_BROKEN') {
    await unregisterApplication(areaId);
    register(area, manifest);
  }
  markAreaRetried(areaId);
  await triggerAppChange();
}
