// Which area owns which URL. The shell registers each remote for these prefixes before fetching anything,
// so a route's owner is known without loading the remote (spec section 2, split as ARCHITECTURE.md says).

export const REMOTE_IDS = ['store', 'training', 'dashboard', 'my-account', 'csr', 'registration'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

export interface AreaDefinition {
  id: RemoteId;
  /** human name, used in the fallback shown when the area cannot load */
  label: string;
  prefixes: readonly string[];
  /** paths under a prefix that belong to the shell instead */
  excludes: readonly string[];
}

export const AREAS: readonly AreaDefinition[] = [
  {
    id: 'store',
    label: 'Supply Store',
    prefixes: ['/pages/store', '/pages/checkout', '/pages/punchout-launch', '/pages/digitalorder'],
    excludes: ['/pages/store/accessDenied', '/pages/store/login/error'],
  },
  { id: 'training', label: 'Training Store', prefixes: ['/pages/training-store'], excludes: [] },
  {
    id: 'dashboard',
    label: 'Dashboard',
    prefixes: ['/pages/dashboard', '/pages/associateLanding'],
    excludes: [],
  },
  { id: 'my-account', label: 'My Account', prefixes: ['/pages/my-account'], excludes: [] },
  { id: 'csr', label: 'Customer Support', prefixes: ['/pages/csr'], excludes: [] },
  {
    id: 'registration',
    label: 'Registration',
    prefixes: [
      '/pages/registration',
      '/pages/registration-approved',
      '/pages/registration-pending',
      '/pages/account-activation',
      '/pages/delegated-registration-activation',
    ],
    excludes: [],
  },
];

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function areaForPath(pathname: string): AreaDefinition | null {
  for (const area of AREAS) {
    if (area.excludes.some((p) => underPrefix(pathname, p))) continue;
    if (area.prefixes.some((p) => underPrefix(pathname, p))) return area;
  }
  return null;
}

export function isAreaPath(areaId: RemoteId, pathname: string): boolean {
  return areaForPath(pathname)?.id === areaId;
}
