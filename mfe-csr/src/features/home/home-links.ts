// The area home's links, derived from the area manifest (one source): every route below the home whose named
// access rule — the one the shell's guard and menus evaluate — lets the user in. Pages that open one subject
// (a user, a role) are reached from their lists, not from here.
import { allows } from '@portal/rules';
import { routeForPath, type AreaManifest } from '@portal/shared-session';

export const CSR_HOME = '/pages/csr';

/** Pages that need a subject in their URL (?email=, ?roleId=). */
const SUBJECT_PAGES = new Set([
  '/pages/csr/customerSupport/user',
  '/pages/csr/customerSupport/roleEditor',
  '/pages/csr/customerSupport/userPrivilegeEditor',
]);

export interface HomeLink {
  path: string;
  title: string;
}

/** Whether the route's rule lets a signed-in user holding these privileges in. */
export function routeAllowed(area: AreaManifest, path: string, held: readonly string[]): boolean {
  const route = routeForPath(area.routes, path);
  return route !== null && allows(route.rule, { privileges: held, kinds: ['signed-in', 'b2b'] });
}

export function homeLinks(area: AreaManifest, held: readonly string[]): HomeLink[] {
  return area.routes
    .filter((route) => route.path !== CSR_HOME && !SUBJECT_PAGES.has(route.path))
    .filter((route) => routeAllowed(area, route.path, held))
    .map(({ path, title }) => ({ path, title }));
}
