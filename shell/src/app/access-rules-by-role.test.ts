/**
 * @jest-environment node
 */
// Issue 34: generated from the area manifests, the shell's page table and the API's seeded roles (imported, not
// copied): for every route × every seeded role, the guard's decision is the route's named rule; and every menu
// entry leading to a route is shown exactly when that route's guard lets the user in. A page, its menu entry and
// the rule they name cannot drift apart without this failing.
import { allows } from '@portal/rules';
import { routeForPath } from '@portal/shared-session';
import type { AreaManifest } from '@portal/shared-session';
import { REPORT_DEVELOPER_ROLE, SEED_ROLES } from '../../../api/src/seed/users';
import { REAL_AREAS } from '../testing/real-areas';
import { accessDeniedUrl, decideRoute, profileKinds } from '../features/auth/route-guards';
import type { GuardSubject } from '../features/auth/route-guards';
import { SHELL_PAGE_ROUTES } from '../features/shell-pages/shell-page-table';
import { MAIN_NAV } from '../features/header/main-nav';
import { accountMenu, HELP_MENU, visibleMenu } from '../shared/menus';
import type { MenuContext, MenuItem } from '../shared/menus';

const ROLES = [...SEED_ROLES, REPORT_DEVELOPER_ROLE];

/** one value for any route parameter: the rule of a route does not depend on it */
const fill = (pattern: string) => pattern.replace(/:[A-Za-z0-9_]+/g, 'x1');

interface Holder {
  name: string;
  subject: GuardSubject;
}

const profile = (overrides: Partial<GuardSubject['profile']>): GuardSubject['profile'] => ({
  userStatus: 'REGISTERED',
  isInternalAssociate: false,
  isPunchout: false,
  registrationType: 'B2B',
  isValidatedB2BUser: true,
  authProfile: null,
  ...overrides,
});

const holder = (name: string, privileges: readonly string[], overrides = {}): Holder => ({
  name,
  subject: {
    profile: profile(overrides),
    privileges,
    activeOrganizationCount: 1,
    viewingChildCompany: false,
  },
});

/** Each seeded role held by a business user and by an internal associate, a punchout buyer's, plus a guest and a
 * personal user holding none. */
const HOLDERS: readonly Holder[] = [
  holder('guest', [], { userStatus: 'GUEST', registrationType: 'B2C', isValidatedB2BUser: false }),
  holder('personal user', [], { registrationType: 'B2C', isValidatedB2BUser: false }),
  ...ROLES.flatMap((role) => [
    holder(`${role.name} (business user)`, role.privileges),
    holder(`${role.name} (internal associate)`, role.privileges, { isInternalAssociate: true }),
  ]),
  holder('Parts Buyer (punchout)', ROLES.find((r) => r.name === 'Parts Buyer')?.privileges ?? [], {
    isPunchout: true,
  }),
];

const ruleAdmits = (rule: Parameters<typeof allows>[0], subject: GuardSubject) =>
  allows(rule, { privileges: subject.privileges, kinds: profileKinds(subject) });

/** where the areas' guard steps send a kind of user instead (internal staff to associateLanding…) */
const STEP_TARGETS = new Set(
  REAL_AREAS.flatMap((area) =>
    area.guards.flatMap((guard) =>
      guard.steps.flatMap((step) => (typeof step.then === 'object' ? [step.then.redirect] : [])),
    ),
  ),
);

const ROUTES = REAL_AREAS.flatMap((area) => area.routes.map((route) => ({ area: area.id, ...route })));

test('the seeded roles are read from the API seed', () => {
  expect(ROLES.map((r) => r.name)).toEqual(expect.arrayContaining(['Parts Buyer', 'B2B Administrator']));
  expect(ROUTES.length).toBeGreaterThan(60);
});

describe.each(HOLDERS.map((h) => [h.name, h] as const))('%s', (_name, { subject }) => {
  it('is let into exactly the routes whose rule admits them; otherwise sent to sign in (a guest) or away', () => {
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const url = fill(route.path);
      const decision = decideRoute(url, url, subject, REAL_AREAS);
      const admitted = ruleAdmits(route.rule, subject);
      const guest = profileKinds(subject).has('guest');
      const expected = admitted ? 'allow' : guest ? 'login' : 'redirect';
      // a step may send a kind of user on to their own page (internal staff to associateLanding); a plain refusal
      // is accessDenied with the URL asked for
      const ok =
        decision.kind === expected &&
        (decision.kind !== 'redirect' ||
          decision.to === accessDeniedUrl(url) ||
          STEP_TARGETS.has(decision.to));
      if (!ok) wrong.push(`${route.path} (${route.rule}): ${decision.kind}, expected ${expected}`);
    }
    for (const page of SHELL_PAGE_ROUTES) {
      const decision = decideRoute(fill(page.path), fill(page.path), subject, REAL_AREAS);
      if ((decision.kind === 'allow') !== ruleAdmits(page.rule, subject))
        wrong.push(`${page.path} (shell, ${page.rule}): ${decision.kind}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sees a menu entry exactly when the guard of the route it leads to lets them in', () => {
    const ctx: MenuContext = {
      privileges: subject.privileges,
      signedIn: subject.profile.userStatus !== 'GUEST',
      isB2B: subject.profile.registrationType === 'B2B' || subject.profile.isValidatedB2BUser,
      isInternal: subject.profile.isInternalAssociate,
      isPunchout: subject.profile.isPunchout,
      areas: REAL_AREAS,
      // every rolled-out entry shown: the flag is not the rule under test
      flags: new Proxy({}, { get: () => true }),
    };
    const kinds = profileKinds(subject);
    const wrong: string[] = [];
    for (const item of menuLinks(REAL_AREAS)) {
      if (!item.to) continue;
      const shown = visibleMenu([{ ...item, audience: 'everyone' }], ctx).length === 1;
      const pathname = item.to.split('?')[0] ?? item.to;
      const decision = decideRoute(pathname, item.to, subject, REAL_AREAS).kind;
      // a guest's guard asks them to sign in: the entry shows when signing in is all the route asks
      const signInSuffices =
        decision === 'login' &&
        allows(routeRule(pathname) ?? 'everyone', { privileges: [], kinds: ['signed-in'] });
      const expected = decision === 'allow' || (kinds.has('guest') && signInSuffices);
      if (shown !== expected) wrong.push(`${item.id} → ${item.to}: shown ${shown}, guard ${decision}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Every entry of every menu the portal draws: the areas' side menus and account entries, the shell's own. */
function menuLinks(areas: readonly AreaManifest[]): MenuItem[] {
  const leaves = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
  return leaves([
    ...areas.flatMap((area) => area.menu?.items ?? []),
    ...accountMenu(areas),
    ...HELP_MENU,
    ...MAIN_NAV,
  ]);
}

function routeRule(pathname: string) {
  for (const area of REAL_AREAS) {
    const route = routeForPath(area.routes, pathname);
    if (route && area.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return route.rule;
  }
  return null;
}

test('every menu entry leads to a declared route (of an area or of the shell)', () => {
  const shellPaths = new Set(SHELL_PAGE_ROUTES.map((page) => page.path));
  const undeclared = menuLinks(REAL_AREAS)
    .filter((item) => item.to !== undefined)
    .map((item) => (item.to ?? '').split('?')[0] ?? '')
    .filter((path) => !shellPaths.has(path) && !ROUTES.some((route) => route.path === path));
  expect(undeclared).toEqual([]);
});
