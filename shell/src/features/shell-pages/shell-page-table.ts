// The shell's own routes as plain data (ARCHITECTURE.md's table): path, title, the name of the route's access rule
// and what the route is. ShellRoutes renders exactly these, and the end-to-end sweeps (accessibility, access) and
// the generated docs/access-rules.md read the same table (as they read the remotes' area manifests), so a page
// declared here is swept the day it is declared.
import type { AccessRuleName } from '@portal/rules';
import { HELP_TOPICS } from '../../shared/menus';

/** spec 4's page for a business user without an organisation */
export const NO_ORGANIZATION_TITLE = 'No Organization';

export type ShellPageKind =
  /** the sign-in entry points, handed over by the auth feature */
  | 'start'
  | 'login'
  | 'logout'
  | 'login-error'
  /** pages the shell renders itself */
  | 'outage'
  | 'legacy-browsers'
  | 'access-denied'
  | 'download'
  | 'no-organization'
  | 'help'
  | 'help-topic'
  /** spec 2's top-level redirects into an area */
  | 'redirect';

export interface ShellPageRoute {
  /** react-router path pattern */
  path: string;
  /** the route title (the auth feature's pages set their own) */
  title: string | null;
  kind: ShellPageKind;
  /**
   * who may open it (a named rule of @portal/rules): the shell's pages are open to everyone — the sign-in pages,
   * accessDenied and help must be; a redirect's target decides by its own route's rule
   */
  rule: AccessRuleName;
  /** for help topics: which topic */
  slug?: (typeof HELP_TOPICS)[number]['slug'];
  /** for redirects: where the route sends, from its parameters */
  to?: (params: Readonly<Record<string, string | undefined>>) => string;
}

/** Top-level redirects of spec section 2 (force-reinitialize is the start page). */
export const TOP_LEVEL_REDIRECTS: readonly ShellPageRoute[] = [
  {
    path: '/viewSr/:srId',
    title: null,
    kind: 'redirect',
    rule: 'everyone',
    to: (p) => `/pages/dashboard/equipment/service/details/${p['srId'] ?? ''}`,
  },
  {
    path: '/viewEvent/:instanceId',
    title: null,
    kind: 'redirect',
    rule: 'everyone',
    to: (p) => `/pages/dashboard/equipment/fleetservices/event-details/${p['instanceId'] ?? ''}/`,
  },
  {
    path: '/viewAPN/:apnId',
    title: null,
    kind: 'redirect',
    rule: 'everyone',
    to: (p) => `/pages/dashboard/equipment/apns/details/${p['apnId'] ?? ''}`,
  },
];

/** Every route the shell owns, in the order they are matched (then Page Not Found). */
export const SHELL_PAGE_ROUTES: readonly ShellPageRoute[] = [
  { path: '/', title: 'Home', kind: 'start', rule: 'everyone' },
  { path: '/login', title: null, kind: 'login', rule: 'everyone' },
  { path: '/logout', title: null, kind: 'logout', rule: 'everyone' },
  { path: '/outage', title: 'Service Outage', kind: 'outage', rule: 'everyone' },
  {
    path: '/pages/legacy-browsers',
    title: 'Your Browser is Not Supported',
    kind: 'legacy-browsers',
    rule: 'everyone',
  },
  { path: '/pages/store/accessDenied', title: 'Access Denied', kind: 'access-denied', rule: 'everyone' },
  { path: '/pages/store/login/error', title: null, kind: 'login-error', rule: 'everyone' },
  { path: '/pages/download', title: 'Download Report', kind: 'download', rule: 'everyone' },
  { path: '/pages/noOrganization', title: NO_ORGANIZATION_TITLE, kind: 'no-organization', rule: 'everyone' },
  { path: '/pages/help', title: 'Help Center', kind: 'help', rule: 'everyone' },
  ...HELP_TOPICS.map((topic): ShellPageRoute => ({
    path: `/pages/help/${topic.slug}`,
    title: topic.title,
    kind: 'help-topic',
    rule: 'everyone',
    slug: topic.slug,
  })),
  ...TOP_LEVEL_REDIRECTS,
  { path: '/force-reinitialize', title: 'Home', kind: 'start', rule: 'everyone' },
];
