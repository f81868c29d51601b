// What a remote tells the shell about its area before any of its code is fetched (ARCHITECTURE.md "Area
// manifests"): URL prefixes, routes with titles, guard rules and menu entries, as plain data. Each remote keeps it
// in its own `src/area.ts`; its build writes it as `area.json` and publishing puts it in remotes.json, so the shell
// decides access and draws menus from data and a remote's release can add a guarded page with a menu entry alone.
import type { PrivilegeRule } from '@portal/rules';

/** Bump when the manifest's shape changes; the shell skips manifests of a version it does not know. */
export const AREA_MANIFEST_VERSION = 1;

/** The kinds of user a guard step or a menu item can name (computed by the shell from the session). */
export const PROFILE_KINDS = [
  'guest',
  'signed-in',
  'b2b',
  'non-b2b-user',
  'internal',
  'punchout',
  'viewing-child-company',
] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Where a guard sends a user: sign in, accessDenied, the 'Change Company to Proceed' modal, or another page. */
export type GuardOutcome = 'login' | 'access-denied' | 'change-company' | { redirect: string };

export type GuardStep =
  /** the first matching `when` decides */
  | { when: ProfileKind | { not: ProfileKind }; then: GuardOutcome }
  /** a user without these privileges is sent to accessDenied */
  | { require: PrivilegeRule };

/** The guard of every path under `prefix`; the longest matching prefix of all areas wins. No step stopping: allowed. */
export interface AreaGuard {
  prefix: string;
  steps: readonly GuardStep[];
}

export interface AreaMenuItem {
  id: string;
  label: string;
  /** a portal route: rendered as a router Link */
  to?: string;
  /** a file or another site: rendered as a plain link */
  href?: string;
  /** opens in a new tab (spec 2: the service pages) */
  newTab?: boolean;
  rule?: PrivilegeRule;
  /** who the item is for, besides its privilege rule (default everyone) */
  audience?: ProfileKind | 'everyone';
  /** a boolean feature flag: the item shows only while it evaluates true for the user (issue 22) */
  flag?: string;
  /** place in a menu assembled from several areas (the user box), lowest first */
  order?: number;
  children?: readonly AreaMenuItem[];
}

export interface AreaRoute {
  /** react-router path pattern, absolute (e.g. '/pages/store/search') */
  path: string;
  /** the route title; the document title is this plus the company suffix */
  title: string;
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
  if (!(PROFILE_KINDS as readonly unknown[]).includes(value))
    throw new AreaManifestError(where, `'${String(value)}' is not one of ${PROFILE_KINDS.join(', ')}`);
  return value as ProfileKind;
}

function privilegeNames(value: unknown, where: string): void {
  for (const [i, name] of list(value, where).entries()) text(name, `${where}[${i}]`);
}

/** Checks the rule's one/any/all/not/and shape; the names are checked against the privileges by the type. */
function privilegeRule(value: unknown, where: string): PrivilegeRule {
  if (!isObject(value) || Object.keys(value).length !== 1)
    throw new AreaManifestError(where, 'must be one of { one }, { any }, { all }, { not }, { and }');
  if ('one' in value) text(value['one'], `${where}.one`);
  else if ('any' in value) privilegeNames(value['any'], `${where}.any`);
  else if ('all' in value) privilegeNames(value['all'], `${where}.all`);
  else if ('not' in value) privilegeNames(value['not'], `${where}.not`);
  else if ('and' in value)
    list(value['and'], `${where}.and`).forEach((rule, i) => privilegeRule(rule, `${where}.and[${i}]`));
  else throw new AreaManifestError(where, `unknown rule ${Object.keys(value).join()}`);
  return value as unknown as PrivilegeRule;
}

function guardOutcome(value: unknown, where: string): GuardOutcome {
  if (value === 'login' || value === 'access-denied' || value === 'change-company') return value;
  if (isObject(value)) return { redirect: path(value['redirect'], `${where}.redirect`) };
  throw new AreaManifestError(where, "must be 'login', 'access-denied', 'change-company' or { redirect }");
}

/** Spec 8, verbatim: a guard rule that names no privilege is a mistake in the area, refused when it is built. */
export const GUARD_TOKEN_NOT_SET = 'Token name not set for guard, check implementation.';

/**
 * Whether a rule names a privilege in each of its parts (an empty rule, name or list names none). A rule of another
 * shape is left to privilegeRule, which says what is wrong with it.
 */
function namesPrivilege(rule: unknown): boolean {
  if (!isObject(rule)) return rule !== undefined && rule !== null;
  if (Object.keys(rule).length === 0) return false;
  const named = (name: unknown) => typeof name === 'string' && name.trim() !== '';
  if ('one' in rule) return named(rule['one']);
  for (const key of ['any', 'all', 'not'] as const) {
    if (key in rule) {
      const names = rule[key];
      return Array.isArray(names) && names.length > 0 && names.every(named);
    }
  }
  if ('and' in rule) {
    const rules = rule['and'];
    return Array.isArray(rules) && rules.length > 0 && rules.every(namesPrivilege);
  }
  return true;
}

function guardStep(value: unknown, where: string): GuardStep {
  if (!isObject(value)) throw new AreaManifestError(where, 'must be an object');
  if ('require' in value) {
    if (!namesPrivilege(value['require'])) throw new Error(GUARD_TOKEN_NOT_SET);
    return { require: privilegeRule(value['require'], `${where}.require`) };
  }
  const when = value['when'];
  const kind = isObject(when)
    ? { not: profileKind(when['not'], `${where}.when.not`) }
    : profileKind(when, `${where}.when`);
  return { when: kind, then: guardOutcome(value['then'], `${where}.then`) };
}

function menuItem(value: unknown, where: string): AreaMenuItem {
  if (!isObject(value)) throw new AreaManifestError(where, 'must be an object');
  const item: AreaMenuItem = {
    id: text(value['id'], `${where}.id`),
    label: text(value['label'], `${where}.label`),
  };
  if (value['to'] !== undefined) item.to = path(value['to'], `${where}.to`);
  if (value['href'] !== undefined) item.href = text(value['href'], `${where}.href`);
  if (value['newTab'] !== undefined) item.newTab = value['newTab'] === true;
  if (value['rule'] !== undefined) item.rule = privilegeRule(value['rule'], `${where}.rule`);
  if (value['audience'] !== undefined && value['audience'] !== 'everyone')
    item.audience = profileKind(value['audience'], `${where}.audience`);
  if (value['flag'] !== undefined) item.flag = text(value['flag'], `${where}.flag`);
  if (value['order'] !== undefined) {
    if (typeof value['order'] !== 'number') throw new AreaManifestError(`${where}.order`, 'must be a number');
    item.order = value['order'];
  }
  if (value['children'] !== undefined)
    item.children = list(value['children'], `${where}.children`).map((child, i) =>
      menuItem(child, `${where}.children[${i}]`),
    );
  return item;
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
