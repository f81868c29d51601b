// What the accessibility sweep (issue 24, e2e/tests/platform/accessibility-sweep.spec.ts) visits: every route the
// deployed remotes.json's area manifests declare and every route of the shell's own table, each as a seeded user
// whose privileges the route's guard admits. Nothing here lists pages: a page declared in an area manifest or in
// shell-page-table.ts is swept the day it is declared. A route with a parameter this file has no seeded value for,
// or one no seeded user may open, fails the sweep by name.
import type { APIRequestContext } from '@playwright/test';
import { parseRemotesManifest } from '@portal/shared-session';
import type { AreaManifest } from '@portal/shared-session';
import { REPORT_DEVELOPER_ROLE, SEED_ROLES, SEED_USERS, USERS_SEEDED_APART } from '../../api/src/seed/users';
import type { SeedUser } from '../../api/src/seed/users';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as RouteGuards from '../../shell/src/features/auth/route-guards';
import type * as ShellPageTable from '../../shell/src/features/shell-pages/shell-page-table';
import type { GuardSubject } from '../../shell/src/features/auth/route-guards';

// The shell's package is CommonJS to Node (no "type": "module") while shared-session's is ES modules; tsx's require
// loads the same modules the shell runs (its route guards and its own route table) whatever Node does with a .ts
// file of either kind (Node 24 loads a type-module .ts natively, past Playwright's transform).
const require = (id: string): unknown => tsxRequire(id, import.meta.url);
const { decideRoute } = require('../../shell/src/features/auth/route-guards') as typeof RouteGuards;
const { SHELL_PAGE_ROUTES } =
  require('../../shell/src/features/shell-pages/shell-page-table') as typeof ShellPageTable;

/**
 * One seeded value per route parameter (`:name`), from the deterministic seed at the e2e portal's scale ('test'):
 * the Keystone Electric administrator's unit, notice, claim, service request, order and group, Pat Morgan's
 * shopping list, a part and a course of the catalogue. A new parameter needs its line here, or the sweep fails.
 */
export const PARAM_VALUES: Readonly<Record<string, string>> = {
  instanceId: '2000023',
  apnId: 'APN-2023-002',
  claimId: '7700006',
  srId: '3100031',
  orderId: 'SO-6100021',
  groupId: 'e3d88666-1272-43c8-9d07-63532d201367',
  productId: '223-4567',
  partNumber: '223-4567',
  listId: '8c91dec7-797c-4288-8247-0564327b6f75',
  courseId: 'course-0001',
  // admin@keystone-electric.example's seeded training order 7100001 (issue 40's seats page)
  courseOrderId: 'f87cb0d2-e017-431b-ad33-0f92bd9a8a3c',
};

/**
 * A parameter whose record only its owner may see (a training order is its buyer's company's): its routes are swept
 * as that user, not as the first user their guard admits.
 */
export const PARAM_OWNERS: Readonly<Record<string, SweepUser>> = {
  courseOrderId: 'admin@keystone-electric.example',
};

/**
 * The query a page reads to show a record (the CSR user pages' `email`, a notice to report…): with it the sweep sees
 * the page as it is used, not only its empty state. Optional; a route without a line is visited bare.
 */
export const QUERY_VALUES: Readonly<Record<string, string>> = {
  '/pages/csr/customerSupport/user': '?email=admin%40keystone-electric.example',
  '/pages/csr/customerSupport/userPrivilegeEditor': '?email=admin%40keystone-electric.example',
  '/pages/csr/customerSupport/roleEditor': `?roleId=${REPORT_DEVELOPER_ROLE.id}`,
  '/pages/dashboard/equipment/apns/complete': '?apnId=APN-2023-002',
  '/pages/digitalorder': '?parts=223-4567%3A1',
  '/pages/download': '?source=email',
};

/**
 * Routes that end the visit rather than show a page: the identity provider's sign-in (Auth0's page in production,
 * outside the portal) and signing out. Everything else is swept.
 */
const NOT_A_PAGE: Readonly<Record<string, string>> = {
  '/login': 'hands over to the identity provider',
  '/logout': 'ends the session',
};

/** Routes that lead to another page by design (the start page, the force-reinitialize links): the landing page is
 * swept. The shell's top-level redirects are known from their table entry. */
const REDIRECTS_BY_DESIGN: readonly RegExp[] = [/^\/$/, /force-reinitialize/];

/**
 * Who visits: a guest first, then these seeded users, then any other seeded user who can sign in. The first one
 * the route's guard admits sweeps it; the spec runs one test per user of this list and viewport.
 */
export const SWEEP_USERS = [
  'guest',
  'pat.morgan@mailbox.example',
  'admin@keystone-electric.example',
  'csr.admin@aerialco.example',
  'associate@aerialco.example',
] as const;
export type SweepUser = string;

export interface SweepRoute {
  /** the route's pattern as declared */
  pattern: string;
  /** where it was declared: an area id or 'shell' */
  owner: string;
  /** the URL visited (parameters filled in) */
  url: string;
  /** the route's title as declared (the document title while it shows); null where it leads elsewhere */
  title: string | null;
  /** the pattern leads elsewhere by design (the landing page is swept) */
  redirects: boolean;
}

export interface SweepPlan {
  /** user (email or 'guest') → the routes they sweep */
  byUser: Map<SweepUser, SweepRoute[]>;
  /** why routes cannot be swept: a missing parameter value, no seeded user admitted */
  problems: string[];
}

/** every seeded user and role, with the ones seeded apart from the main lists */
const USERS: readonly SeedUser[] = [...SEED_USERS, ...USERS_SEEDED_APART];
const ROLES = [...SEED_ROLES, REPORT_DEVELOPER_ROLE];

const SIGN_IN_STATUSES: readonly SeedUser['status'][] = ['REGISTERED', 'DELEGATED_REGISTERED'];

/** The privileges a seeded user's token carries: their roles' privileges less the revoked ones. */
export function seedPrivileges(email: string): string[] {
  const user = seedUser(email);
  const held = new Set<string>();
  for (const name of user.roles) {
    const role = ROLES.find((r) => r.name === name);
    if (!role) throw new Error(`seed user ${user.email} has the unknown role ${name}`);
    for (const privilege of role.privileges) held.add(privilege);
  }
  for (const revoked of user.revokedPrivileges ?? []) held.delete(revoked);
  return [...held].sort();
}

function seedUser(email: string): SeedUser {
  const user = USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a seeded user (api/src/seed/users.ts)`);
  return user;
}

/** The guard's view of a user right after sign-in (an internal associate has not chosen an organisation yet). */
function guardSubject(user: SweepUser): GuardSubject {
  if (user === 'guest')
    return {
      profile: {
        userStatus: 'GUEST',
        isInternalAssociate: false,
        isPunchout: false,
        registrationType: 'B2C',
        isValidatedB2BUser: false,
        authProfile: null,
      },
      privileges: [],
      activeOrganizationCount: 0,
      viewingChildCompany: false,
    };
  const seed = seedUser(user);
  return {
    profile: {
      userStatus: seed.status,
      isInternalAssociate: !!seed.internal,
      isPunchout: !!seed.punchout,
      registrationType: seed.registrationType,
      isValidatedB2BUser: seed.isValidatedB2BUser,
      authProfile: null,
    },
    privileges: seedPrivileges(seed.email),
    // personal users get their own account; an internal associate chooses one after signing in
    activeOrganizationCount: !seed.internal && (seed.orgKey || seed.registrationType === 'B2C') ? 1 : 0,
    viewingChildCompany: false,
  };
}

/** Fills a pattern's parameters from PARAM_VALUES; null names the first parameter without a value. */
function fillParams(pattern: string): { url: string } | { missing: string } {
  let missing: string | null = null;
  const url = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = PARAM_VALUES[name];
    if (value === undefined) missing ??= name;
    return encodeURIComponent(value ?? '');
  });
  return missing ? { missing } : { url };
}

/** The area manifests the e2e portal serves (remotes.json, as the shell reads it at every start). */
export async function deployedAreas(request: APIRequestContext): Promise<AreaManifest[]> {
  const response = await request.get('/remotes.json');
  if (!response.ok()) throw new Error(`/remotes.json answered ${response.status()}`);
  return Object.values(parseRemotesManifest(await response.json())).map((entry) => entry.area);
}

/** Every route to sweep, who sweeps it, and what keeps any route out. */
export function planSweep(areas: readonly AreaManifest[]): SweepPlan {
  const declared: {
    pattern: string;
    owner: string;
    title: string | null;
    landing: () => string | null;
  }[] = [
    ...areas.flatMap((area) =>
      area.routes.map((route) => ({
        pattern: route.path,
        owner: area.id,
        title: route.title,
        landing: () => null,
      })),
    ),
    ...SHELL_PAGE_ROUTES.filter((route) => !(route.path in NOT_A_PAGE)).map((route) => ({
      pattern: route.path,
      owner: 'shell',
      title: route.title,
      // a top-level redirect's user must be admitted where it leads
      landing: () => {
        if (!route.to) return null;
        const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
        return route.to(Object.fromEntries(names.map((name) => [name, PARAM_VALUES[name]])));
      },
    })),
  ];
  const others = USERS.filter(
    (u) => SIGN_IN_STATUSES.includes(u.status) && !(SWEEP_USERS as readonly string[]).includes(u.email),
  ).map((u) => u.email);
  const candidates: SweepUser[] = [...SWEEP_USERS, ...others];
  const byUser = new Map<SweepUser, SweepRoute[]>();
  const problems: string[] = [];
  for (const { pattern, owner, title, landing } of declared) {
    const filled = fillParams(pattern);
    if ('missing' in filled) {
      problems.push(
        `${pattern} (${owner}): no seeded value for :${filled.missing} in PARAM_VALUES (e2e/support/accessibility-sweep.ts)`,
      );
      continue;
    }
    const url = `${filled.url}${QUERY_VALUES[pattern] ?? ''}`;
    const target = landing();
    const admits = (user: SweepUser) =>
      [url, ...(target ? [target] : [])].every(
        (to) =>
          decideRoute(new URL(to, 'http://portal').pathname, to, guardSubject(user), areas).kind === 'allow',
      );
    const recordOwner = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)]
      .map((m) => PARAM_OWNERS[m[1] as string])
      .find((o) => o !== undefined);
    const user = (recordOwner ? [recordOwner, ...candidates] : candidates).find(admits);
    if (!user) {
      problems.push(`${pattern} (${owner}): no seeded user's privileges pass its guard (docs/seed-users.md)`);
      continue;
    }
    const redirects = target !== null || REDIRECTS_BY_DESIGN.some((re) => re.test(pattern));
    byUser.set(user, [
      ...(byUser.get(user) ?? []),
      { pattern, owner, url, title: redirects ? null : title, redirects },
    ]);
  }
  return { byUser, problems };
}

/** Seeded users the plan needs beyond SWEEP_USERS (each gets its own sign-in in the spec's last group). */
export function otherUsers(plan: SweepPlan): SweepUser[] {
  return [...plan.byUser.keys()].filter((user) => !(SWEEP_USERS as readonly string[]).includes(user));
}

// ---- the access sweep (issue 34, e2e/tests/platform/access-sweep.spec.ts) ------------------------------------------

/**
 * Who may be sent to a route they lack the rule of, in this order: seeded users who hold some of an area's pages but
 * not all (the ones a page that opens and then refuses would have let in), then the rest. Internal associates, the
 * parent-holding user and punchout sessions are left out: the platform sends them on to choose an organisation or a
 * company first, and a punchout session starts from the procurement system, not from signing in.
 */
export const DENIAL_USERS = [
  'buyer@blueridge-line.example',
  'fleet@cascade-crane.example',
  'csr.agent@aerialco.example',
  'guest',
] as const;

export interface DenialVisit {
  pattern: string;
  owner: string;
  /** the URL opened (parameters filled in, the page's query) */
  url: string;
  /** where the guard must leave the user: accessDenied with the URL, or the sign-in redirect for a guest */
  expected: 'access-denied' | 'sign-in';
}

export interface DenialPlan {
  byUser: Map<SweepUser, DenialVisit[]>;
  /** routes every seeded user and a guest may open: nothing to refuse */
  open: string[];
  problems: string[];
}

/**
 * For each declared route, one seeded user (or a guest) whom its guard refuses: preferably one the area's home lets
 * in (a near miss, where a page that opens and then refuses would show), then a signed-in user (accessDenied) before
 * a guest (sign-in), each time one already chosen first, so few sign in.
 */
export function planDenials(areas: readonly AreaManifest[]): DenialPlan {
  const candidates: SweepUser[] = [...DENIAL_USERS];
  const byUser = new Map<SweepUser, DenialVisit[]>();
  const open: string[] = [];
  const problems: string[] = [];
  const routes = [
    ...areas.flatMap((area) => area.routes.map((route) => ({ pattern: route.path, owner: area.id, area }))),
    ...SHELL_PAGE_ROUTES.filter((route) => !(route.path in NOT_A_PAGE) && !route.to).map((route) => ({
      pattern: route.path,
      owner: 'shell',
      area: null,
    })),
  ];
  for (const { pattern, owner, area } of routes) {
    if (REDIRECTS_BY_DESIGN.some((re) => re.test(pattern))) continue;
    const filled = fillParams(pattern);
    if ('missing' in filled) {
      problems.push(`${pattern} (${owner}): no seeded value for :${filled.missing} in PARAM_VALUES`);
      continue;
    }
    const url = `${filled.url}${QUERY_VALUES[pattern] ?? ''}`;
    const pathname = new URL(url, 'http://portal').pathname;
    const decision = (user: SweepUser) => decideRoute(pathname, url, guardSubject(user), areas);
    const refused = candidates.filter((user) => {
      const d = decision(user);
      return user === 'guest'
        ? d.kind === 'login'
        : d.kind === 'redirect' && d.to.startsWith('/pages/store/accessDenied?');
    });
    if (refused.length === 0) {
      if (candidates.every((user) => decision(user).kind === 'allow')) open.push(pattern);
      else
        problems.push(`${pattern} (${owner}): no seeded user its guard refuses with accessDenied or sign-in`);
      continue;
    }
    const home = area?.prefixes[0];
    const nearMiss = (user: SweepUser) =>
      home !== undefined && decideRoute(home, home, guardSubject(user), areas).kind === 'allow';
    const signedIn = (user: SweepUser) => user !== 'guest';
    const chosen =
      refused.find((user) => nearMiss(user) && byUser.has(user)) ??
      refused.find(nearMiss) ??
      refused.find((user) => signedIn(user) && byUser.has(user)) ??
      refused.find(signedIn) ??
      (refused[0] as SweepUser);
    byUser.set(chosen, [
      ...(byUser.get(chosen) ?? []),
      { pattern, owner, url, expected: chosen === 'guest' ? 'sign-in' : 'access-denied' },
    ]);
  }
  return { byUser, open, problems };
}
