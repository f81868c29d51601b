// After a navigation to another page, focus goes to the new page's heading (issue 24), so a keyboard or screen
// reader user starts at the page they asked for instead of the link they left. Areas render their pages after
// their code arrives, so the heading is awaited; a user who has meanwhile put focus in a field, or opened a menu,
// keeps it there.

const WAIT_MS = 8000;

/** The page's heading, inside the main landmark. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Whether focus is on a disclosure the user has opened (a header menu: its button says aria-expanded="true") or in
 * the panel it controls. Such a menu closes when focus leaves it, so moving focus would shut it under the user.
 */
function inOpenDisclosure(active: Element): boolean {
  if (active.getAttribute('aria-expanded') === 'true') return true;
  for (const button of document.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel?.contains(active)) return true;
  }
  return false;
}

/** Focus that a navigation may move: nothing, the page itself, or the link or button that navigated. */
function focusMayMove(active: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === main) return true;
  if (!active.isConnected) return true;
  // a page that opens as a dialog (the free-course modal) has put focus in it: it stays there
  if (active.closest('[role="dialog"][aria-modal="true"]')) return false;
  // a menu the user opened while the page loaded (the user box right after sign-in) stays open
  if (inOpenDisclosure(active)) return false;
  return active instanceof HTMLAnchorElement || active instanceof HTMLButtonElement;
}

/**
 * Watches the portal's navigations (single-spa's routing events) and focuses the heading of each new page. The page
 * load itself is left alone (its path is the one the watch started on): a fresh document starts at its top.
 */
export function watchHeadingFocus(main: HTMLElement): () => void {
  let previousPath = window.location.pathname;
  let staleHeading: HTMLElement | null = null;
  let cancelWait: (() => void) | null = null;

  const focusWhenShown = () => {
    cancelWait?.();
    const tryFocus = (): boolean => {
      const heading = pageHeading(main);
      if (!heading || heading === staleHeading || heading.closest('[hidden]')) return false;
      if (focusMayMove(document.activeElement, main)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelWait = null;
    };
    observer.observe(main, { childList: true, subtree: true, attributes: true });
    cancelWait = stop;
  };

  const onBeforeRouting = () => {
    staleHeading = pageHeading(main);
  };
  const onRouted = () => {
    const path = window.location.pathname;
    const moved = path !== previousPath;
    previousPath = path;
    // a change of query (search, filters, paging) stays on its page and keeps focus where the user is
    if (moved) focusWhenShown();
  };

  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    cancelWait?.();
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('single-spa:routing-event', onRouted);
  };
}
