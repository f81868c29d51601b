// Spec 2: "Navigating to the same URL reloads". A remote's area is remounted (single-spa unloads it and mounts
// it again, so its pages run again); a shell page is re-created by bumping the key its routes render under.
// The page itself is never reloaded: the session and the other areas stay as they are.
import { getAppStatus, unloadApplication } from 'single-spa';
import { areaForPath } from '../areas/area-registry';

type Listener = () => void;
const listeners = new Set<Listener>();
let shellPageKey = 0;

export function subscribeShellPageKey(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getShellPageKey(): number {
  return shellPageKey;
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Re-runs the page at the current URL. Resolves when the area has been mounted again (or at once). */
export async function reloadCurrentRoute(): Promise<void> {
  const area = areaForPath(window.location.pathname);
  if (area) {
    const status = getAppStatus(area.id);
    if (status === 'MOUNTED') {
      // unmounts and unloads it now; single-spa then reroutes and, the area being active, mounts it again
      await unloadApplication(area.id, { waitForUnmount: false });
      return;
    }
  }
  shellPageKey += 1;
  for (const listener of listeners) listener();
}

/** The URL a click on this link leads to, if it is a plain same-document navigation inside the portal. */
export function sameDocumentTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.target && target.target !== '_self') return null;
  if (target.hasAttribute('download')) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
