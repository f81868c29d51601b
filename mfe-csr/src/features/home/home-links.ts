// The area home's links, derived from the area manifest (one source): every route below the home whose guard —
// the longest guard prefix matching it, as the shell decides — lets the user in. Pages that open one subject
// (a user, a role) are reached from their lists, not from here.
import { satisfies } from '@portal/rules';
import { areaOwningPath, type AreaManifest } from '@portal/shared-session';

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

/** Whether the route's guard lets a signed-in user holding these privileges in. */
export function routeAllowed(area: AreaManifest, path: string, held: readonly string[]): boolean {
  // areaOwningPath picks the longest matching prefix; each guard is given as a one-prefix "area"
  const owner = areaOwningPath(
    area.guards.map((guard) => ({ prefixes: [guard.prefix], guard })),
    path,
  );
  if (!owner) return true;
  return owner.guard.steps.every((step) => !('require' in step) || satisfies(held, step.require));
}

export function homeLinks(area: AreaManifest, held: readonly string[]): HomeLink[] {
  return area.routes
    .filter((route) => route.path !== CSR_HOME && !SUBJECT_PAGES.has(route.path))
    .filter((route) => routeAllowed(area, route.path, held))
    .map(({ path, title }) => ({ path, title }));
}
