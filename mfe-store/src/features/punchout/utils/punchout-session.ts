// Starting the punchout session in this browser: the flag and the access token go into cookies (spec 3 'Cookies:
// ... punchout flag'; tokens chunked at 4000 characters, 1 day) which the shell's startup reads to sign in
// silently (shell/src/features/auth/session-controller.ts). The startup has to run again, hence a full page load.
import { PUNCHOUT_FLAG_COOKIE, PUNCHOUT_TOKEN_COOKIE, writeChunkedCookie } from '@portal/shared-session';
import { PortalApiError, reportApiError } from '@portal/api-client';
import type { PunchoutLaunch } from './launch-token';

export const STORE_HOME = '/pages/store';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function startPunchoutSession(launch: PunchoutLaunch, doc: Document = document): void {
  writeChunkedCookie(PUNCHOUT_TOKEN_COOKIE, launch.accessToken);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${PUNCHOUT_FLAG_COOKIE}=true; Path=/; Max-Age=${ONE_DAY_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Spec 8 'malformed tokens reported': to the same global handler API failures go to. The reporter takes the
 * portal's one error shape, so the problem is described as a 400 of the launch route.
 */
export function reportMalformedLaunchToken(problems: readonly string[]): void {
  const route = typeof window === 'undefined' ? '' : window.location.pathname;
  reportApiError({
    error: new PortalApiError({
      status: 400,
      url: route,
      source: 'gateway',
      endpoint: 'punchout-launch',
      body: { problems },
      messages: [`Malformed punchout launch token: ${problems.join('; ')}`],
      requestRoute: route,
    }),
    routeChanged: false,
  });
}
