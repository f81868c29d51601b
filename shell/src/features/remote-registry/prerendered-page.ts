// The page's prerendered first screen (ADR 0008): for the store home, search and product pages the server puts the
// store's hero / banner / product image into the HTML (#portal-prerender, inside #portal-areas before any area's
// element) so it paints before any script. It stays, standing in for the loading spinner, until the area shows its
// own page — the first h1 an area renders, or an alert (a page whose data failed to load has no h1) — and is
// removed then, from a MutationObserver: its callback runs after the area's React
// commit and before the browser paints, so the two copies are never on screen together and nothing jumps. It is
// also removed when the URL leaves the prerendered path (a redirect, a link) or the area fails to load.

export const PRERENDER_ELEMENT_ID = 'portal-prerender';

type Listener = () => void;
const listeners = new Set<Listener>();

export function prerenderedPage(doc: Document = document): HTMLElement | null {
  return doc.getElementById(PRERENDER_ELEMENT_ID);
}

/** Whether the prerendered copy is still on screen (the area-status view shows no spinner over it). */
export function hasPrerenderedPage(doc: Document = document): boolean {
  return prerenderedPage(doc) !== null;
}

/** Called once the prerendered copy is gone (the area-status view may now show the loading state). */
export function onPrerenderedPageRemoved(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function removePrerenderedPage(doc: Document = document): void {
  const element = prerenderedPage(doc);
  if (!element) return;
  element.remove();
  doc.getElementById(`${PRERENDER_ELEMENT_ID}-style`)?.remove();
  for (const listener of listeners) listener();
}

/**
 * An area has rendered its own page: any h1 inside #portal-areas outside the prerendered copy, or an alert (the
 * page's data failed: its error, hidden behind a product page's copy, must show).
 */
export function areaShowsItsPage(areas: Element): boolean {
  for (const element of Array.from(areas.querySelectorAll('h1, [role="alert"]'))) {
    if (!element.closest(`#${PRERENDER_ELEMENT_ID}`)) return true;
  }
  return false;
}

export interface WatchOptions {
  /** whether the area the prerendered page belongs to failed to load (its fallback replaces the copy) */
  areaFailed: () => boolean;
  doc?: Document;
}

/** Starts watching; a no-op when the page has no prerendered copy. Returns a stop function. */
export function watchPrerenderedPage({ areaFailed, doc = document }: WatchOptions): () => void {
  const element = prerenderedPage(doc);
  const areas = doc.getElementById('portal-areas');
  const view = doc.defaultView;
  if (!element || !areas || !view) return () => undefined;
  const path = element.dataset['prerenderedPath'] ?? view.location.pathname;

  const stop = () => {
    observer.disconnect();
    for (const event of ['single-spa:routing-event', 'popstate']) view.removeEventListener(event, onRoute);
  };
  const done = () => {
    stop();
    removePrerenderedPage(doc);
  };
  const observer = new view.MutationObserver(() => {
    if (areaShowsItsPage(areas)) done();
  });
  observer.observe(areas, { childList: true, subtree: true });
  const onRoute = () => {
    if (view.location.pathname !== path || areaFailed()) done();
  };
  for (const event of ['single-spa:routing-event', 'popstate']) view.addEventListener(event, onRoute);
  return stop;
}
