// The frame's menus as data. The shell holds only its own Help menu; the user box and the side menus are
// assembled from the areas' manifests (ADR 0012). An entry leading to a route is shown exactly when that route's
// named access rule admits the user (ADR 0021: one declaration for the guard and the menu); an entry leading off
// the portal names its own rule; an audience only addresses an entry to a kind of user. `visibleMenu` decides
// what a user sees; components only render.
import { allows, brand } from '@portal/rules';
import { routeForPath } from '@portal/shared-session';
import type { AreaManifest, AreaMenuItem, ProfileKind } from '@portal/shared-session';
import { areaForPath } from '../areas/area-registry';

/** Who an item is for, besides its privilege rule. */
export type Audience = ProfileKind | 'everyone';

export type MenuItem = AreaMenuItem;

export interface MenuContext {
  privileges: readonly string[];
  signedIn: boolean;
  /** a business user: registration type B2B or a validated B2B user */
  isB2B: boolean;
  isInternal: boolean;
  isPunchout?: boolean;
  viewingChildCompany?: boolean;
  /**
   * the loaded areas, whose routes' rules decide the entries leading to them (an entry leading to a path no area
   * owns, a shell page, is open to everyone, as those pages are)
   */
  areas?: readonly AreaManifest[];
  /** evaluated feature flags; an item naming a flag shows only while it is true (issue 22) */
  flags?: Readonly<Record<string, boolean | string | number>>;
  /**
   * Whether the router's guards let the user open a path (the shell passes its route decision in): a link that
   * would only redirect them elsewhere is not shown.
   */
  allowsRoute?: (to: string) => boolean;
}

export const GUEST_CONTEXT: MenuContext = {
  privileges: [],
  signedIn: false,
  isB2B: false,
  isInternal: false,
};

function audienceAllows(audience: Audience, ctx: MenuContext): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'guest':
      return !ctx.signedIn;
    case 'signed-in':
      return ctx.signedIn;
    case 'b2b':
      return ctx.signedIn && ctx.isB2B;
    case 'non-b2b-user':
      return ctx.signedIn && !ctx.isB2B;
    case 'internal':
      return ctx.signedIn && ctx.isInternal;
    case 'punchout':
      return ctx.signedIn && ctx.isPunchout === true;
    case 'viewing-child-company':
      return ctx.signedIn && ctx.viewingChildCompany === true;
  }
}

/** The profile kinds of the menu's user (the route guards compute the same from the session). */
export function menuKinds(ctx: MenuContext): ReadonlySet<ProfileKind> {
  const kinds = new Set<ProfileKind>();
  if (!ctx.signedIn) return kinds.add('guest');
  kinds.add('signed-in');
  kinds.add(ctx.isB2B ? 'b2b' : 'non-b2b-user');
  if (ctx.isInternal) kinds.add('internal');
  if (ctx.isPunchout) kinds.add('punchout');
  if (ctx.viewingChildCompany) kinds.add('viewing-child-company');
  return kinds;
}

/** A guest once signed in, holding no privilege: what signing in alone gives (the guard's sign-in outcome). */
const SIGNED_IN_ONLY = { privileges: [], kinds: ['signed-in'] } as const;

/**
 * Whether the route a link leads to admits the user by its named rule (a path no area owns is a shell page, open to
 * everyone). A guest whom the rule refuses is asked to sign in by the route's guard, so the link shows to a guest
 * when signing in is all the route asks: its rule admits a signed-in user holding no privilege.
 */
export function routeRuleAdmits(to: string, ctx: MenuContext): boolean {
  const pathname = to.split(/[?#]/)[0] || '/';
  const area = areaForPath(pathname, ctx.areas);
  if (!area) return true;
  const route = routeForPath(area.routes, pathname);
  // a link to no declared route of its area would open the area's Page Not Found: not offered
  if (!route) return false;
  if (allows(route.rule, { privileges: ctx.privileges, kinds: menuKinds(ctx) })) return true;
  return !ctx.signedIn && allows(route.rule, SIGNED_IN_ONLY);
}

export function isVisible(item: MenuItem, ctx: MenuContext): boolean {
  if (!audienceAllows(item.audience ?? 'everyone', ctx)) return false;
  if (item.rule && !allows(item.rule, { privileges: ctx.privileges, kinds: menuKinds(ctx) })) return false;
  // not yet evaluated or unavailable: hidden (a feature in rollout is not shown to someone who may not have it)
  if (item.flag && ctx.flags?.[item.flag] !== true) return false;
  if (item.to !== undefined) {
    if (!routeRuleAdmits(item.to, ctx)) return false;
    if (ctx.allowsRoute && !ctx.allowsRoute(item.to)) return false;
  }
  return true;
}

/** The label an entry shows this user (spec 6's "Users" or "Users/Contacts"). */
function shownLabel(item: MenuItem, ctx: MenuContext): string {
  const alt = item.altLabel;
  if (alt && allows(alt.when, { privileges: ctx.privileges, kinds: menuKinds(ctx) })) return alt.label;
  return item.label;
}

/** The items a user sees; a group whose children are all hidden is hidden too. */
export function visibleMenu(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (!isVisible(item, ctx)) continue;
    if (item.children) {
      const children = visibleMenu(item.children, ctx);
      if (children.length === 0) continue;
      result.push({ ...item, children });
    } else {
      const label = shownLabel(item, ctx);
      result.push(label === item.label ? item : { ...item, label });
    }
  }
  return result;
}

/**
 * The entry of the page shown: the one leading to the path itself, else the deepest one the path lies under (a
 * group's details page marks Groups), or null.
 */
export function currentEntry(items: readonly MenuItem[], pathname: string): MenuItem | null {
  let best: MenuItem | null = null;
  let depth = -1;
  for (const item of menuLeaves(items)) {
    const to = item.to?.split(/[?#]/)[0]?.replace(/\/$/, '');
    if (!to) continue;
    const here = pathname.replace(/\/$/, '');
    const under = here === to || here.startsWith(`${to}/`);
    if (under && to.length > depth) {
      best = item;
      depth = to.length;
    }
  }
  return best;
}

/** Every entry that leads somewhere, groups opened (depth first). */
export function menuLeaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuLeaves(item.children) : [item]));
}

/**
 * The items without those leading where one of `shown` already does, in a group or not (a menu listing a page
 * twice: the mobile menu shows the area's menu above the account's entries).
 */
export function withoutDestinations(items: readonly MenuItem[], shown: readonly MenuItem[]): MenuItem[] {
  const destinations = new Set(
    menuLeaves(shown)
      .map((item) => item.to)
      .filter(Boolean),
  );
  return items.filter((item) => !item.to || !destinations.has(item.to));
}

/** The feature flags the menu items name (the shell has them evaluated), each false until evaluated. */
export function menuFlags(items: readonly MenuItem[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const item of items) {
    if (item.flag) flags[item.flag] = false;
    if (item.children) Object.assign(flags, menuFlags(item.children));
  }
  return flags;
}

/** Every visible leaf label, depth first (for tests and the mobile menu's flat lists). */
export function visibleLabels(items: readonly MenuItem[], ctx: MenuContext): string[] {
  return visibleMenu(items, ctx).flatMap((item) =>
    item.children ? item.children.map((child) => child.label) : [item.label],
  );
}

export const HELP_TOPICS = [
  { slug: 'contact-us', title: 'Contact Us' },
  { slug: 'my-account', title: 'My Account Help' },
  { slug: 'login-and-registration', title: 'Login and Registration' },
  { slug: 'order-tracking', title: 'Order Tracking' },
  { slug: 'returns-and-exchanges', title: 'Returns and Exchanges' },
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'other-help-topics', title: 'Other Help Topics' },
] as const;

/** The Help menu of the desktop header (and the mobile side menu's help section). */
export const HELP_MENU: readonly MenuItem[] = [
  { id: 'help-center', label: 'Help Center', to: '/pages/help' },
  ...HELP_TOPICS.map((topic) => ({
    id: `help-${topic.slug}`,
    label: topic.title,
    to: `/pages/help/${topic.slug}`,
  })),
  // spec 6: "User manual link (static PDF) requires B2B_Dashboard"
  {
    id: 'user-manual',
    label: 'User Manual (PDF)',
    href: brand.userManualPath,
    rule: 'user-manual',
  },
];

/** The user box menu: every area's account entries, placed by their `order` (areas in remotes.json order). */
export function accountMenu(areas: readonly AreaManifest[]): MenuItem[] {
  const entries = areas.flatMap((area) => area.accountMenu ?? []);
  return entries
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

export interface SideMenu {
  /** the area whose menu it is */
  areaId: string;
  title: string;
  items: readonly MenuItem[];
}

/** The side menu of an area; pages of no area (help, registration…) get the area marked `fallback` (the store's). */
export function sideMenu(areas: readonly AreaManifest[], areaId: string | null): SideMenu | null {
  const own = areas.find((area) => area.id === areaId && area.menu);
  const area = own ?? areas.find((a) => a.menu?.fallback);
  if (!area?.menu) return null;
  return { areaId: area.id, title: area.menu.title, items: area.menu.items };
}
