// Sends a denied navigation where the guard says, before any remote is fetched. Areas' activeWhen already refuse
// to mount; this handler only redirects. Cancelling is only for in-app navigations (on a deep link the old and new
// URLs are equal and cancelling would loop), and the redirect happens after single-spa finishes the event
// (a redirect made inside the handler is undone by single-spa).
import { notifyLocationChanged, replaceUrl, requestLogin } from '@portal/shared-session';
import { decideRoute } from './route-guards';
import { currentGuardSubject } from './guard-subject';
import type { ClientStorage } from '@portal/shared-session';

interface RoutingEventDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export interface GuardRedirectHandlers {
  /** opens the 'Change Company to Proceed' modal for this target */
  changeCompany(target: string): void;
}

export function installRouteGuardRedirects(storage: ClientStorage, handlers: GuardRedirectHandlers): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingEventDetail>).detail;
    const target = new URL(detail.newUrl);
    const decision = decideRoute(
      target.pathname,
      `${target.pathname}${target.search}`,
      currentGuardSubject(),
    );
    if (decision.kind === 'allow') return;
    const inApp = detail.oldUrl !== detail.newUrl;
    if (inApp) detail.cancelNavigation?.();
    setTimeout(() => {
      if (decision.kind === 'changeCompany') {
        handlers.changeCompany(decision.to);
      } else if (decision.kind === 'login') {
        storage.setReturnUrl(`${target.pathname}${target.search}`);
        void requestLogin();
      } else if (inApp) {
        window.history.pushState(null, '', decision.to);
        notifyLocationChanged();
      } else {
        replaceUrl(decision.to);
      }
    });
  });
}

export function isRouteAllowed(location: Location): boolean {
  return (
    decideRoute(location.pathname, `${location.pathname}${location.search}`, currentGuardSubject()).kind ===
    'allow'
  );
}
