// The areas the portal has: the area manifests remotes.json carries (ADR 0012), set once at start before routing
// begins. Who owns a URL is decided here from those manifests — after the shell's own pages, some of which sit
// under an area's prefix.
import { useSyncExternalStore } from 'react';
import { areaOwningPath, underPrefix } from '@portal/shared-session';
import type { AreaManifest } from '@portal/shared-session';

/** Shell pages under an area's prefix (spec 2 gives them store URLs). */
export const SHELL_PAGES_IN_AREAS: readonly string[] = [
  '/pages/store/accessDenied',
  '/pages/store/login/error',
];

let areas: readonly AreaManifest[] = [];
const listeners = new Set<() => void>();

export function setAreas(next: readonly AreaManifest[]): void {
  areas = next;
  for (const listener of listeners) listener();
}

export function loadedAreas(): readonly AreaManifest[] {
  return areas;
}

/** The area owning a path (its longest matching prefix), or null for the shell's own pages. */
export function areaForPath(pathname: string, from: readonly AreaManifest[] = areas): AreaManifest | null {
  if (SHELL_PAGES_IN_AREAS.some((page) => underPrefix(pathname, page))) return null;
  return areaOwningPath(from, pathname);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded areas, for components (re-rendered if they are set again). */
export function useAreas(): readonly AreaManifest[] {
  return useSyncExternalStore(subscribe, loadedAreas);
}
