// The menus' link check is the router's own guard decision (issue 19): a link is shown unless following it would
// redirect the user (to accessDenied, associateLanding, the cart…). A page that first asks to sign in or to change
// company still leads there, so its link stays.
import type { AreaManifest } from '@portal/shared-session';
import { loadedAreas } from '../areas/area-registry';
import { setMenuRouteCheck } from '../shared/menu-context';
import { currentGuardSubject, guardSubjectOf } from '../features/auth/guard-subject';
import { decideRoute } from '../features/auth/route-guards';
import type { GuardSubject } from '../features/auth/route-guards';

export function menuRouteAllowed(
  to: string,
  subject: GuardSubject = currentGuardSubject(),
  areas: readonly AreaManifest[] = loadedAreas(),
): boolean {
  const pathname = to.split(/[?#]/)[0] || '/';
  return decideRoute(pathname, to, subject, areas).kind !== 'redirect';
}

/**
 * Called once at start, before the frame renders. The menus pass the session and areas they rendered with, so a
 * change of either (sign-in, organisations, a re-read remotes.json) re-renders them with a fresh answer.
 */
export function installMenuRouteCheck(): void {
  setMenuRouteCheck((to, session, areas) => menuRouteAllowed(to, guardSubjectOf(session), areas));
}
