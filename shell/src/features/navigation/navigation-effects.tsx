// The frame's navigation behaviour, mounted once: Internet Explorer goes to the legacy-browsers page, a link
// to the current URL re-runs the page, the loading overlay runs on every navigation (spec 4 timings) and the
// scroll position comes back on back/forward navigation; focus goes to the new page's heading.
import { useEffect, useLayoutEffect } from 'react';
import { finishLoading, portalNavigator, ROUTE_RELOAD_EVENT, startLoading } from '@portal/shared-session';
import { watchHeadingFocus } from './heading-focus';
import { legacyBrowserRedirect } from './legacy-browser';
import { overlayHideDelay } from './loading-delay';
import { currentUrl, reloadCurrentRoute, sameDocumentTarget } from '../../shared/route-reload';

function historyKey(): string {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return String((state as { key: unknown }).key);
  return 'default';
}

interface SingleSpaRoutingDetail {
  originalEvent?: Event & { singleSpa?: boolean };
}

/** A back/forward move is a real popstate; single-spa marks the ones it fires after pushState itself. */
function isHistoryTraversal(event: Event): boolean {
  const original = (event as CustomEvent<SingleSpaRoutingDetail>).detail?.originalEvent;
  return !!original && original.type === 'popstate' && !original.singleSpa;
}

export function NavigationEffects() {
  useLayoutEffect(() => {
    const redirect = legacyBrowserRedirect(window.navigator.userAgent, window.location.pathname);
    if (redirect) portalNavigator.replace(redirect);
  }, []);

  useEffect(() => {
    const main = document.getElementById('portal-main');
    return main ? watchHeadingFocus(main) : undefined;
  }, []);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const positions = new Map<string, number>();
    let recording = true;
    let loadSequence = 0;
    let loadStartedAt = 0;
    let traversal = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onScroll = () => {
      if (recording) positions.set(historyKey(), window.scrollY);
    };
    const begin = (now = Date.now()) => {
      clearTimeout(timer);
      loadStartedAt = now;
      loadSequence = startLoading(now);
    };
    const end = () => {
      const sequence = loadSequence;
      const delay = overlayHideDelay(Date.now() - loadStartedAt);
      clearTimeout(timer);
      timer = setTimeout(() => finishLoading(sequence), delay);
    };
    const onBeforeRouting = (event: Event) => {
      recording = false;
      traversal = isHistoryTraversal(event);
      begin();
    };
    const onRouted = () => {
      const target = traversal ? (positions.get(historyKey()) ?? 0) : 0;
      requestAnimationFrame(() => {
        window.scrollTo(0, target);
        recording = true;
      });
      end();
    };
    const reload = () => {
      begin();
      void reloadCurrentRoute().finally(end);
    };
    const onClick = (event: MouseEvent) => {
      const target = sameDocumentTarget(event);
      if (target === null || target !== currentUrl()) return;
      // the router handles the click itself (a replace to the same URL); then the page runs again
      setTimeout(reload, 0);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.addEventListener('single-spa:routing-event', onRouted);
    window.addEventListener(ROUTE_RELOAD_EVENT, reload);
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
      window.removeEventListener('single-spa:routing-event', onRouted);
      window.removeEventListener(ROUTE_RELOAD_EVENT, reload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return null;
}
