// The shell's own routes as plain data (ARCHITECTURE.md's table): path, title and what the route is. ShellRoutes
// renders exactly these, and the end-to-end accessibility sweep reads the same table (as it reads the remotes'
// area manifests), so a page declared here is swept the day it is declared.
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
    to: (p) => `/pages/dashboard/equipment/service/details/${p['srId'] ?? ''}`,
  },
  {
    path: '/viewEvent/:instanceId',
    title: null,
    kind: 'redirect',
    to: (p) => `/pages/dashboard/equipment/fleetservices/event-details/${p['instanceId'] ?? ''}/`,
  },
  {
    path: '/viewAPN/:apnId',
    title: null,
    kind: 'redirect',
    to: (p) => `/pages/dashboard/equipment/apns/details/${p['apnId'] ?? ''}`,
  },
];

/** Every route the shell owns, in the order they are matched (then Page Not Found). */
export const SHELL_PAGE_ROUTES: readonly ShellPageRoute[] = [
  { path: '/', title: 'Home', kind: 'start' },
  { path: '/login', title: null, kind: 'login' },
  { path: '/logout', title: null, kind: 'logout' },
  { path: '/outage', title: 'Service Outage', kind: 'outage' },
  { path: '/pages/legacy-browsers', title: 'Your Browser is Not Supported', kind: 'legacy-browsers' },
  { path: '/pages/store/accessDenied', title: 'Access Denied', kind: 'access-denied' },
  { path: '/pages/store/login/error', title: null, kind: 'login-error' },
  { path: '/pages/download', title: 'Download Report', kind: 'download' },
  { path: '/pages/noOrganization', title: NO_ORGANIZATION_TITLE, kind: 'no-organization' },
  { path: '/pages/help', title: 'Help Center', kind: 'help' },
  ...HELP_TOPICS.map((topic): ShellPageRoute => ({
    path: `/pages/help/${topic.slug}`,
    title: topic.title,
    kind: 'help-topic',
    slug: topic.slug,
  })),
  ...TOP_LEVEL_REDIRECTS,
  { path: '/force-reinitialize', title: 'Home', kind: 'start' },
];
