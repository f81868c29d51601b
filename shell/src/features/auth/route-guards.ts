// Who may enter which route (spec sections 2 and 6), decided before any remote is fetched. Pure: the shell
// evaluates it in each area's activeWhen and in the routing-event handler that redirects.
import { isGuest } from '@portal/shared-session';
import { satisfies } from '@portal/rules';
import type { Profile } from '@portal/shared-session';
import type { Privilege, PrivilegeRule } from '@portal/rules';

export interface GuardSubject {
  profile: Pick<Profile, 'userStatus' | 'isInternalAssociate' | 'isPunchout' | 'authProfile'>;
  privileges: readonly string[];
  activeOrganizationCount: number;
  /** a parent-holding user looking at one child company, not the company they registered with */
  viewingChildCompany: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** not signed in where sign-in is required: sign in, then come back */
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  /** checkout and My Account only for the registered company: ask to change company first */
  | { kind: 'changeCompany'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };

export function accessDeniedUrl(originalUrl: string): string {
  return `/pages/store/accessDenied?originalURL=${encodeURIComponent(originalUrl)}`;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

const any = (...privileges: Privilege[]): PrivilegeRule => ({ any: privileges });
const one = (privilege: Privilege): PrivilegeRule => ({ one: privilege });

/** Dashboard guard by URL; a rule names every privilege it needs. Most specific prefix first. */
const DASHBOARD_RULES: readonly { prefix: string; rule: PrivilegeRule }[] = [
  { prefix: '/pages/dashboard/admin/groups', rule: one('B2B_View_Organization_Groups') },
  { prefix: '/pages/dashboard/admin/contactManagement', rule: one('B2B_Delegated_Customer_Admin') },
  { prefix: '/pages/dashboard/admin/opready', rule: one('B2B_Reporting') },
  {
    prefix: '/pages/dashboard/admin',
    rule: any('B2B_View_Organization_Groups', 'B2B_Delegated_Customer_Admin'),
  },
  { prefix: '/pages/dashboard/account/orders', rule: one('B2B_View_Orders') },
  { prefix: '/pages/dashboard/training/orders', rule: one('B2B_View_Orders') },
  { prefix: '/pages/dashboard/equipment/parts', rule: one('B2B_View_Replacement_Parts') },
  { prefix: '/pages/dashboard/equipment/service', rule: one('B2B_View_SRs') },
  {
    prefix: '/pages/dashboard/equipment/warranty/claim',
    rule: any('B2B_Warranty_Submit', 'Demo_Only_Warranty_Submit'),
  },
  {
    prefix: '/pages/dashboard/equipment/warranty/address',
    rule: any('B2B_Warranty_Submit', 'Demo_Only_Warranty_Submit'),
  },
  { prefix: '/pages/dashboard/equipment/warranty', rule: one('B2B_Warranty_View') },
  { prefix: '/pages/dashboard/force-reinitialize-dashapp', rule: one('B2B_Dashboard') },
];

const PRODUCT_OWNER_PAGES = [
  'internalUserMgmt',
  'roleEditor',
  'organizationSupport',
  'auth0ProfileMigration',
  'updateContactsACFlag',
  'productSearchIndex',
];

function csrRule(pathname: string): PrivilegeRule {
  const [, , , section, page] = pathname.split('/');
  if (!section) return one('CSR');
  if (!page) return { all: ['CSR', 'CSR_User_Management'] };
  if (page === 'roleManagement') return { all: ['CSR', 'CSR_Role_Management'] };
  if (PRODUCT_OWNER_PAGES.includes(page))
    return { and: [one('CSR'), any('Product_Owner_Admin', 'Developer_Admin')] };
  if (page === 'approval') return { all: ['CSR', 'CSR_Registration'] };
  return { all: ['CSR', 'CSR_User_Management'] };
}

export function isInternalAssociate(profile: GuardSubject['profile']): boolean {
  return profile.isInternalAssociate || profile.authProfile?.internalProperties != null;
}

/**
 * @param pathname the route asked for
 * @param url the full URL (path + query) for the accessDenied link
 */
export function decideRoute(pathname: string, url: string, subject: GuardSubject): GuardDecision {
  const { profile, privileges } = subject;
  const guest = isGuest(profile);
  const internal = isInternalAssociate(profile);
  const denied: GuardDecision = { kind: 'redirect', to: accessDeniedUrl(url) };
  const requires = (rule: PrivilegeRule) => (satisfies(privileges, rule) ? ALLOW : denied);

  // A signed-in user with no active organisation stored may not go on until one is chosen: internal associates
  // choose on associateLanding (everyone else gets their own organisation at startup).
  if (
    !guest &&
    internal &&
    subject.activeOrganizationCount === 0 &&
    !under(pathname, '/pages/associateLanding')
  ) {
    return { kind: 'redirect', to: '/pages/associateLanding' };
  }

  if (under(pathname, '/pages/associateLanding')) {
    if (guest) return { kind: 'login' };
    return internal ? ALLOW : denied;
  }

  if (under(pathname, '/pages/training-store')) {
    return profile.isPunchout ? denied : ALLOW;
  }

  if (under(pathname, '/pages/my-account')) {
    if (guest) return { kind: 'login' };
    return subject.viewingChildCompany ? { kind: 'changeCompany', to: url } : ALLOW;
  }

  if (under(pathname, '/pages/checkout')) {
    if (guest) return { kind: 'login' };
    if (internal) return { kind: 'redirect', to: '/pages/associateLanding' };
    if (profile.isPunchout) return { kind: 'redirect', to: '/pages/store/cart' };
    return subject.viewingChildCompany ? { kind: 'changeCompany', to: url } : ALLOW;
  }

  if (under(pathname, '/pages/dashboard')) {
    if (guest) return { kind: 'login' };
    if (internal) return { kind: 'redirect', to: '/pages/associateLanding' };
    const specific = DASHBOARD_RULES.find((r) => under(pathname, r.prefix));
    return requires(specific ? specific.rule : one('B2B_Dashboard'));
  }

  if (under(pathname, '/pages/csr')) {
    if (guest) return { kind: 'login' };
    return requires(csrRule(pathname));
  }

  return ALLOW;
}

/** The start page (spec section 2): where '/' sends someone. */
export function startPage(subject: GuardSubject, storedReturnUrl: string | null): string {
  if (isGuest(subject.profile)) return '/pages/store';
  if (isInternalAssociate(subject.profile)) return '/pages/associateLanding';
  if (storedReturnUrl && storedReturnUrl.startsWith('/') && !storedReturnUrl.startsWith('//'))
    return storedReturnUrl;
  if (satisfies(subject.privileges, one('B2B_Dashboard'))) return '/pages/dashboard';
  return '/pages/store';
}
