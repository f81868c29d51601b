// Loads one area's remote, bounded in time and abandoned when the user leaves the area, so one hung or broken
// remote never freezes routing for the rest of the portal.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteModule } from '@portal/shared-session';
import type { AreaManifest, RemoteDescriptor } from '@portal/shared-session';
import { areaForPath } from '../../areas/area-registry';
import { containerName } from '@portal/federation/container-name';

export const AREA_LOAD_TIMEOUT_MS = 4500;

/** Rejects once the URL leaves the area. single-spa holds back ordinary popstate listeners during a reroute. */
function whenLeavingArea(area: AreaManifest): { promise: Promise<never>; dispose: () => void } {
  let listener: () => void = () => undefined;
  const promise = new Promise<never>((_, reject) => {
    listener = () => {
      if (areaForPath(window.location.pathname)?.id !== area.id) {
        reject(new Error(`Left ${area.label} before it loaded`));
      }
    };
    EventTarget.prototype.addEventListener.call(window, 'popstate', listener);
  });
  return {
    promise,
    dispose: () => EventTarget.prototype.removeEventListener.call(window, 'popstate', listener),
  };
}

function timeout(ms: number, label: string): { promise: Promise<never>; dispose: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not load within ${ms} ms`)), ms);
  });
  return { promise, dispose: () => clearTimeout(timer) };
}

export async function loadAreaDescriptor(area: AreaManifest): Promise<RemoteDescriptor> {
  const leaving = whenLeavingArea(area);
  const limit = timeout(AREA_LOAD_TIMEOUT_MS, area.label);
  try {
    const loaded: unknown = await Promise.race([
      loadRemote<unknown>(`${containerName(area.id)}/app`),
      leaving.promise,
      limit.promise,
    ]);
    if (!isRemoteModule(loaded))
      throw new Error(`${area.label} did not export a descriptor this shell understands`);
    if (loaded.descriptor.id !== area.id)
      throw new Error(`${area.label} answered as ${loaded.descriptor.id}`);
    return loaded.descriptor;
  } finally {
    leaving.dispose();
    limit.dispose();
  }
}
