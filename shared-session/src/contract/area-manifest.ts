// What a remote tells the shell about its area before any of its code is fetched (ARCHITECTURE.md "Area
// manifests"): URL prefixes, routes with titles and the NAME of each route's access rule, guard steps that say
// where a kind of user is sent, and menu entries, as plain data. Each remote keeps it in its own `src/area.ts`; its
// build writes it as `area.json` and publishing puts it in remotes.json, so the shell decides access and draws menus
// from data and a remote's release can add a guarded page with a menu entry alone.
//
// Named access rules, declared once (issue 34, ADR 0021): a route names its rule from @portal/rules' table; the
// shell's guard of that route and the visibility of every menu item pointing at it both come from that one name. A
// menu item that points at a route cannot carry a rule of its own (the type says so, the parser refuses it).
import { isAccessRuleName, isProfileKind, PROFILE_KINDS } from '@portal/rules';
import type { AccessRuleName, ProfileKind } from '@portal/rules';

export { PROFILE_KINDS };
export type { AccessRuleName, ProfileKind };

/**
 * Bump when the manifest's shape changes; the shell skips manifests of a version it does not know. 2: routes name
 * their access rule, guards only send kinds of users somewhere (issue 34).
 */
export const AREA_MANIFEST_VERSION = 2;

/** Where a guard sends a user: sign in, accessDenied, the 'Change Company to Proceed' modal, or another page. */
export type GuardOutcome = 'login' | 'access-denied' | 'change-company' | { redirect: string };

/** The first step whose `when` matches decides, before the route's rule: a kind of user sent somewhere else. */
export interface GuardStep {
  when: ProfileKind | { not: ProfileKind };
  then: GuardOutcome;
}

/**
 * Steps for every path under `prefix` (the longest matching prefix of the owning area wins). Who may open a page is
 * its route's rule; a step only says where a kind of user goes instead (internal staff to associateLanding, a
 * parent-holding user viewing a child company to the 'Change Company' modal…).
 */
export interface AreaGuard {
  prefix: string;
  steps: readonly GuardStep[];
}

interface MenuItemCommon {
  id: string;
  label: string;
  /** opens in a new tab (spec 2: the service pages) */
  newTab?: boolean;
  /**
   * whom the entry is addressed to, besides the route's rule (default everyone): where the spec puts an entry in
   * one kind of user's menu only ("Non-B2B users see My Account with order history"). It never widens the rule.
   */
  audience?: ProfileKind | 'everyone';
  /** a boolean feature flag: the item shows only while it evaluates true for the user (issue 22) */
  flag?: string;
  /** place in a menu assembled from several areas (the user box), lowest first */
  order?: number;
}

/** An entry leading to a portal route: shown exactly when that route's rule admits the user. */
export interface AreaMenuLink extends MenuItemCommon {
  /** a portal route (a declared route's path, a query allowed): rendered as a router Link */
  to: string;
  /** the label shown instead while the user meets this rule (spec 6: "Users" or "Users/Contacts") */
  altLabel?: { when: AccessRuleName; label: string };
  href?: never;
  /** the route's rule decides: an entry cannot carry a second one */
  rule?: never;
  children?: never;
}

/** An entry leading off the portal (a file, another site): its own rule, there being no route. */
export interface AreaMenuExternalLink extends MenuItemCommon {
  /** rendered as a plain link */
  href: string;
  rule?: AccessRuleName;
  to?: never;
  altLabel?: never;
  children?: never;
}

/** A group of entries: shown while one of its children is. */
export interface AreaMenuGroup extends MenuItemCommon {
  children: readonly AreaMenuItem[];
  to?: never;
  href?: never;
  rule?: never;
  altLabel?: never;
}

export type AreaMenuItem = AreaMenuLink | AreaMenuExternalLink | AreaMenuGroup;

export interface AreaRoute {
  /** react-router path pattern, absolute (e.g. '/pages/store/search') */
  path: string;
  /** the route title; the document title is this plus the company suffix */
  title: string;
  /** the name of the access rule (@portal/rules' ACCESS_RULES) that decides who may open the route */
  rule: AccessRuleName;
}

export interface AreaManifest {
  manifestVersion: typeof AREA_MANIFEST_VERSION;
  /** the remote id (its federation container is named after it) */
  id: string;
  /** human name, used in the fallback shown when the area cannot load */
  label: string;
  prefixes: readonly string[];
  routes: readonly AreaRoute[];
  guards: readonly AreaGuard[];
  /** the side menu of the area's pages; `fallback`: also shown on pages no area owns */
  menu?: { title: string; items: readonly AreaMenuItem[]; fallback?: boolean };
  /** entries this area adds to the user box menu, placed by `order` */
  accountMenu?: readonly AreaMenuItem[];
}

/**
 * A remote's area manifest at this contract's version: every `src/area.ts` is `export const area = defineArea({…})`,
 * so what an area file says is its own (prefixes, routes, guards, menus) and this header says the rest once.
 */
export function defineArea(area: Omit<AreaManifest, 'manifestVersion'>): AreaManifest {
  return { manifestVersion: AREA_MANIFEST_VERSION, ...area };
}

/** One route: its path pattern, its title and the name of its access rule. */
export function route(path: string, title: string, rule: AccessRuleName): AreaRoute {
  return { path, title, rule };
}

/** Routes that share one access rule, as path → title, in that order. */
export function routesWithRule(rule: AccessRuleName, titles: Readonly<Record<string, string>>): AreaRoute[] {
  return Object.entries(titles).map(([path, title]) => route(path, title, rule));
}

class AreaManifestError extends Error {
  constructor(where: string, problem: string) {
    super(`area manifest ${where}: ${problem}`);
    this.name = 'AreaManifestError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new AreaManifestError(where, 'must be a text');
  return value;
}

function path(value: unknown, where: string): string {
  const p = text(value, where);
  if (!p.startsWith('/')) throw new AreaManifestError(where, `'${p}' must start with /`);
  return p;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new AreaManifestError(where, 'must be a list');
  return value;
}

function profileKind(value: unknown, where: string): ProfileKind {
  if (!isProfileKind(value))
    throw new AreaManifestError(where, `'${String(value)}' is not one of ${PROFILE_KINDS.join(', ')}`);
  return value;
}

/** Spec 8, verbatim: a guard rule that names no privilege is a mistake in the area, refused when it is built. */
export const GUARD_TOKEN_NOT_SET = 'Token name not set for guard, check implementation.';

/** A rule's name: one of @portal/rules' named rules (an unknown name is refused: the shell would not know it). */
function ruleName(value: unknown, where: string): AccessRuleName {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    throw new Error(GUARD_TOKEN_NOT_SET);
  if (!isAccessRuleName(value))
    throw new AreaManifestError(
      where,
      typeof value === 'string'
        ? `'${value}' is not a named access rule of @portal/rules`
        : 'must name an access rule of @portal/rules',
    );
  return value;
}

function guardOutcome(value: unknown, where: string): GuardOutcome {
  if (value === 'login' || value === 'access-denied' || value === 'change-company') return value;
  if (isObject(value)) return { redirect: path(value['redirect'], `${where}.redirect`) };
  throw new AreaManifestError(where, "must be 'login', 'access-denied', 'change-company' or { redirect }");
}

function guardStep(value: unknown, where: string): GuardStep {
  if (!isObject(value)) throw new AreaManifestError(where, 'must be an object');
  if ('require' in value)
    throw new AreaManifestError(
      `${where}.require`,
      'a privilege rule belongs to the route (routes[].rule names it), not to a guard step',
    );
  const when = value['when'];
  const kind = isObject(when)
    ? { not: profileKind(when['not'], `${where}.when.not`) }
    : profileKind(when, `${where}.when`);
  return { when: kind, then: guardOutcome(value['then'], `${where}.then`) };
}

function menuItem(value: unknown, where: string): AreaMenuItem {
  if (!isObject(value)) throw new AreaManifestError(where, 'must be an object');
  const common: MenuItemCommon = {
    id: text(value['id'], `${where}.id`),
    label: text(value['label'], `${where}.label`),
  };
  if (value['newTab'] !== undefined) common.newTab = value['newTab'] === true;
  if (value['audience'] !== undefined && value['audience'] !== 'everyone')
    common.audience = profileKind(value['audience'], `${where}.audience`);
  if (value['flag'] !== undefined) common.flag = text(value['flag'], `${where}.flag`);
  if (value['order'] !== undefined) {
    if (typeof value['order'] !== 'number') throw new AreaManifestError(`${where}.order`, 'must be a number');
    common.order = value['order'];
  }
  const kinds = ['to', 'href', 'children'].filter((key) => value[key] !== undefined);
  if (kinds.length !== 1)
    throw new AreaManifestError(where, 'must have exactly one of to (a route), href (a link) or children');
  if (value['to'] !== undefined) {
    if (value['rule'] !== undefined)
      throw new AreaManifestError(
        `${where}.rule`,
        "an entry leading to a route takes the route's rule; it cannot carry one of its own",
      );
    const link: AreaMenuLink = { ...common, to: path(value['to'], `${where}.to`) };
    const alt = value['altLabel'];
    if (alt !== undefined) {
      if (!isObject(alt)) throw new AreaManifestError(`${where}.altLabel`, 'must be { when, label }');
      link.altLabel = {
        when: ruleName(alt['when'], `${where}.altLabel.when`),
        label: text(alt['label'], `${where}.altLabel.label`),
      };
    }
    return link;
  }
  if (value['altLabel'] !== undefined)
    throw new AreaManifestError(`${where}.altLabel`, 'only an entry leading to a route has one');
  if (value['href'] !== undefined) {
    const link: AreaMenuExternalLink = { ...common, href: text(value['href'], `${where}.href`) };
    if (value['rule'] !== undefined) link.rule = ruleName(value['rule'], `${where}.rule`);
    return link;
  }
  if (value['rule'] !== undefined)
    throw new AreaManifestError(`${where}.rule`, 'a group is shown while one of its entries is');
  return {
    ...common,
    children: list(value['children'], `${where}.children`).map((child, i) =>
      menuItem(child, `${where}.children[${i}]`),
    ),
  };
}

/** Validates a manifest read from JSON (or a module); throws an error naming the first field that is wrong. */
export function parseAreaManifest(value: unknown): AreaManifest {
  if (!isObject(value)) throw new AreaManifestError('', 'must be an object');
  const id = text(value['id'], 'id');
  const at = (field: string) => `${id}.${field}`;
  if (value['manifestVersion'] !== AREA_MANIFEST_VERSION)
    throw new AreaManifestError(at('manifestVersion'), `must be ${AREA_MANIFEST_VERSION}`);
  const manifest: AreaManifest = {
    manifestVersion: AREA_MANIFEST_VERSION,
    id,
    label: text(value['label'], at('label')),
    prefixes: list(value['prefixes'], at('prefixes')).map((p, i) => path(p, at(`prefixes[${i}]`))),
    routes: list(value['routes'], at('routes')).map((route, i) => {
      if (!isObject(route)) throw new AreaManifestError(at(`routes[${i}]`), 'must be an object');
      return {
        path: path(route['path'], at(`routes[${i}].path`)),
        title: text(route['title'], at(`routes[${i}].title`)),
        rule: ruleName(route['rule'], at(`routes[${i}].rule`)),
      };
    }),
    guards: list(value['guards'], at('guards')).map((guard, i) => {
      if (!isObject(guard)) throw new AreaManifestError(at(`guards[${i}]`), 'must be an object');
      return {
        prefix: path(guard['prefix'], at(`guards[${i}].prefix`)),
        steps: list(guard['steps'], at(`guards[${i}].steps`)).map((step, j) =>
          guardStep(step, at(`guards[${i}].steps[${j}]`)),
        ),
      };
    }),
  };
  if (manifest.prefixes.length === 0)
    throw new AreaManifestError(at('prefixes'), 'must name at least one prefix');
  const menu = value['menu'];
  if (menu !== undefined) {
    if (!isObject(menu)) throw new AreaManifestError(at('menu'), 'must be an object');
    manifest.menu = {
      title: text(menu['title'], at('menu.title')),
      items: list(menu['items'], at('menu.items')).map((item, i) => menuItem(item, at(`menu.items[${i}]`))),
      ...(menu['fallback'] === true ? { fallback: true } : {}),
    };
  }
  if (value['accountMenu'] !== undefined)
    manifest.accountMenu = list(value['accountMenu'], at('accountMenu')).map((item, i) =>
      menuItem(item, at(`accountMenu[${i}]`)),
    );
  return manifest;
}

/** Whether a path is the prefix itself or below it ('/pages/storefront' is not under '/pages/store'). */
export function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The area whose prefix matches the path most specifically, or null. */
export function areaOwningPath<A extends Pick<AreaManifest, 'prefixes'>>(
  areas: readonly A[],
  pathname: string,
): A | null {
  let owner: A | null = null;
  let longest = -1;
  for (const area of areas) {
    for (const prefix of area.prefixes) {
      if (prefix.length > longest && underPrefix(pathname, prefix)) {
        owner = area;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** How well a pattern's first segments match the path's: -1 if not, else the number of fixed segments matched. */
function matchScore(pattern: readonly string[], path: readonly string[]): number {
  if (pattern.length > path.length) return -1;
  let fixed = 0;
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== path[i]) return -1;
    fixed += 1;
  }
  return fixed;
}

/**
 * The route that decides a path (react-router patterns; ':name' is one segment, a trailing slash is ignored): the
 * route the path matches (fixed segments preferred over parameters), else the deepest route the path lies under
 * (a page's own sub-paths), else null.
 */
export function routeForPath<R extends Pick<AreaRoute, 'path'>>(
  routes: readonly R[],
  pathname: string,
): R | null {
  const path = segments(pathname.split(/[?#]/)[0] ?? '');
  let best: R | null = null;
  let bestDepth = -1;
  let bestFixed = -1;
  for (const route of routes) {
    const pattern = segments(route.path);
    const fixed = matchScore(pattern, path);
    if (fixed < 0) continue;
    if (pattern.length > bestDepth || (pattern.length === bestDepth && fixed > bestFixed)) {
      best = route;
      bestDepth = pattern.length;
      bestFixed = fixed;
    }
  }
  return best;
}
