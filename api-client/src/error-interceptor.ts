// The ONE error interceptor of the portal's API clients (GraphQL and gateway), spec section 8:
//
// - a request whose gateway endpoint is /fleet/validate fails silently (rejected, nothing shown or reported);
// - so does every request that fails while the page is signing out (isSigningOut): its tokens are already gone, and
//   a reload or a navigation would replace the logout's own navigation;
// - a string error body containing 'only available to logged in users' reloads the page;
// - a standard error (has uuid) with exceptionMessages is broadcast: its userFriendlyMessage as a toast (and the
//   loader stops), otherwise a sticky toast asking to refresh or write to the support address;
// - status 404 or 5xx, or a URL containing /health: the health endpoint is checked; DOWN goes to /outage/,
//   otherwise the error is reported;
// - status 0 (no answer at all) goes to /outage/;
// - any other error is reported, unless its path is /telematics/events, its first message is
//   'Error generating/uploading bulk PDF document', or its URL concerns the last SSO heartbeat.
// Reports carry `routeChanged` when the user had moved on by the time the failure came back, and the session's
// last 25 actions (spec 9's state history).
// The caller always gets the error back as a rejection.
import { brand } from '@portal/rules';
import {
  isSigningOut,
  portalNavigator,
  sessionHistory,
  showToast,
  stopLoading,
} from '@portal/shared-session';
import { currentRoute, isStandardErrorBody } from './api-error';
import type { PortalApiError } from './api-error';
import { reportApiError } from './error-reporting';
import type { ApiErrorReport } from './error-reporting';
import { checkHealth } from './health';
import type { HealthStatus } from './health';

export const OUTAGE_PATH = '/outage/';
export const SILENT_ENDPOINTS = ['/fleet/validate'] as const;
export const LOGGED_IN_ONLY_TEXT = 'only available to logged in users';
export const UNREPORTED_PATHS = ['/telematics/events'] as const;
export const UNREPORTED_FIRST_MESSAGES = ['Error generating/uploading bulk PDF document'] as const;
/** spec 7: ProfileActor/updateLastSSOHeartbeat and getLastSSOHeartbeat */
export const SSO_HEARTBEAT_PATTERN = /LastSSOHeartbeat/i;

export function genericFailureMessage(email: string = brand.supportEmail): string {
  return `Some functionality may currently be unavailable. We apologize for the inconvenience. Please attempt to refresh the page, or contact us at ${email}`;
}

export interface InterceptorDeps {
  checkHealth: () => Promise<HealthStatus>;
  navigate: (path: string) => void;
  reload: () => void;
  report: (report: ApiErrorReport) => void;
  showToast: typeof showToast;
  stopLoading: () => void;
  currentRoute: () => string;
}

/**
 * Navigates through the (single-spa patched) history. Before single-spa has started (the interceptor can fire
 * during startup) a pushState is not announced, so the routers are told with a popstate of our own. The listener
 * goes on the unpatched EventTarget so single-spa cannot hold it back.
 */
function navigateAndAnnounce(path: string): void {
  let announced = false;
  const mark = () => {
    announced = true;
  };
  EventTarget.prototype.addEventListener.call(window, 'popstate', mark);
  try {
    portalNavigator.push(path);
  } finally {
    EventTarget.prototype.removeEventListener.call(window, 'popstate', mark);
  }
  if (!announced) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

const defaultDeps: InterceptorDeps = {
  checkHealth: () => checkHealth(),
  navigate: navigateAndAnnounce,
  reload: () => window.location.reload(),
  report: reportApiError,
  showToast,
  stopLoading,
  currentRoute,
};

let deps: InterceptorDeps = defaultDeps;

/** Tests replace what the interceptor does to the page; `null` restores the real behaviour. */
export function setInterceptorDeps(next: Partial<InterceptorDeps> | null): void {
  deps = next ? { ...defaultDeps, ...next } : defaultDeps;
}

/** The route now, as the interceptor sees it: requests record it so a late failure can be flagged. */
export function routeNow(): string {
  return deps.currentRoute();
}

/** The path of what failed: the gateway endpoint when there is one, else the URL's path. */
function failedPath(error: PortalApiError): string {
  if (error.endpoint) return error.endpoint;
  try {
    return new URL(error.url, 'http://portal.invalid').pathname;
  } catch {
    return error.url;
  }
}

export function isSilentFailure(error: PortalApiError): boolean {
  return SILENT_ENDPOINTS.some((endpoint) => failedPath(error) === endpoint || error.endpoint === endpoint);
}

export function isReportable(error: PortalApiError): boolean {
  const path = failedPath(error);
  if (UNREPORTED_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const first = error.messages[0];
  if (typeof first === 'string' && (UNREPORTED_FIRST_MESSAGES as readonly string[]).includes(first))
    return false;
  if (SSO_HEARTBEAT_PATTERN.test(error.url) || SSO_HEARTBEAT_PATTERN.test(error.endpoint ?? '')) return false;
  return true;
}

export function needsHealthCheck(error: PortalApiError): boolean {
  return (
    error.status === 404 ||
    error.status >= 500 ||
    error.url.includes('/health') ||
    (error.endpoint ?? '').includes('/health')
  );
}

function report(error: PortalApiError): void {
  if (!isReportable(error)) return;
  error.routeChanged = deps.currentRoute() !== error.requestRoute;
  deps.report({ error, routeChanged: error.routeChanged, history: sessionHistory() });
}

/** Broadcasts a standard error as a toast; true when it did. */
function broadcast(error: PortalApiError): boolean {
  if (!isStandardErrorBody(error.body)) return false;
  const friendly = error.body.userFriendlyMessage;
  if (typeof friendly === 'string' && friendly.trim() !== '') {
    deps.showToast({ kind: 'error', message: friendly });
    deps.stopLoading();
  } else {
    deps.showToast({ kind: 'error', message: genericFailureMessage(), sticky: true });
  }
  return true;
}

/**
 * Applies the rules to a failed request and resolves once done (health checked, toast raised, report sent).
 * The client rejects with the same error afterwards.
 */
export async function interceptApiError(error: PortalApiError): Promise<void> {
  if (isSilentFailure(error) || isSigningOut()) return;
  if (typeof error.body === 'string' && error.body.includes(LOGGED_IN_ONLY_TEXT)) {
    deps.reload();
    return;
  }
  broadcast(error);
  if (error.status === 0) {
    deps.navigate(OUTAGE_PATH);
    return;
  }
  if (needsHealthCheck(error)) {
    const health = await deps.checkHealth();
    if (health === 'DOWN') {
      deps.navigate(OUTAGE_PATH);
      return;
    }
  }
  report(error);
}
