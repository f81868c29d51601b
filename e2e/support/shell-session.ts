// Helpers for the shell frame's tests: wait for the frame, and put a user into the page's session store (the
// real singleton, reached through the diagnostics every app records) to see what the frame shows them.
import type { Page } from '@playwright/test';
import { SEED_ROLES } from '../../api/src/seed/users';
import type { Organization, Profile, SessionState } from '@portal/shared-session';
import type { Privilege } from '@portal/rules';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export async function waitForFrame(page: Page): Promise<void> {
  await page.locator('header.portal-header').waitFor();
  await page.waitForFunction(() => {
    const store = window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore;
    return !!store && store.getState().initialized;
  });
}

export interface TestUser {
  profile: Partial<Profile>;
  privileges: Privilege[];
  activeOrganizations?: Organization[];
  selectedOrganization?: Organization | null;
  cartCounts?: Partial<SessionState['cartCounts']>;
}

export const ORGS = {
  keystone: {
    accountId: '2001',
    accountNumber: '60001',
    partyId: '9201',
    name: 'Keystone Electric Cooperative',
  },
  summitHoldings: {
    accountId: '3001',
    accountNumber: '70001',
    partyId: '9301',
    name: 'Summit Utility Holdings',
  },
  summitPower: { accountId: '3002', accountNumber: '70002', partyId: '9302', name: 'Summit Power and Light' },
  cascade: { accountId: '4001', accountNumber: '80001', partyId: '9401', name: 'Cascade Crane and Rigging' },
} satisfies Record<string, Organization>;

// The seeded 'B2B Administrator' role, read from the seed itself so the fixture cannot drift from it.
const B2B_ADMIN_PRIVILEGES: Privilege[] = (() => {
  const role = SEED_ROLES.find((r) => r.name === 'B2B Administrator');
  if (!role) throw new Error("the seed has no 'B2B Administrator' role");
  return [...role.privileges];
})();

const b2b = (first: string, last: string, email: string, org: Organization): Partial<Profile> => ({
  email,
  firstName: first,
  lastName: last,
  userStatus: 'REGISTERED',
  registrationType: 'B2B',
  isValidatedB2BUser: true,
  businessName: org.name,
  accountId: org.accountId,
  accountNumber: org.accountNumber,
  partyId: org.partyId,
  parentOrganization: org,
});

export const USERS = {
  b2bAdmin: {
    profile: b2b('Avery', 'Keller', 'admin@keystone-electric.example', ORGS.keystone),
    privileges: B2B_ADMIN_PRIVILEGES,
    activeOrganizations: [ORGS.keystone],
    selectedOrganization: ORGS.keystone,
  },
  fleetOnly: {
    profile: b2b('Casey', 'Fleet', 'fleet@cascade-crane.example', ORGS.cascade),
    privileges: [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_View_APNs',
      'B2B_View_SRs',
      'B2B_View_Orders',
      'B2B_View_Replacement_Parts',
      'B2B_Disallow_Order_Supply',
    ],
    activeOrganizations: [ORGS.cascade],
    selectedOrganization: ORGS.cascade,
  },
  parentHolding: {
    profile: {
      ...b2b('Hana', 'Holt', 'holding@summit-utility.example', ORGS.summitHoldings),
      parentHoldingCompanyName: 'Summit Utility Holdings',
    },
    privileges: ['B2B_Dashboard', 'B2B_Fleet_Search', 'B2B_View_Parent_Holding'],
    activeOrganizations: [ORGS.summitHoldings, ORGS.summitPower],
    selectedOrganization: null,
  },
  personal: {
    profile: {
      email: 'pat.morgan@mailbox.example',
      firstName: 'Pat',
      lastName: 'Morgan',
      userStatus: 'REGISTERED',
      registrationType: 'B2C',
    },
    privileges: [],
  },
} satisfies Record<string, TestUser>;

/** Puts the user into the page's session store, as sign-in would. */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  await page.evaluate((u) => {
    const store = window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore;
    if (!store) throw new Error('no session store on the page');
    store.setState((state) => ({
      initialized: true,
      profile: {
        ...state.profile,
        ...u.profile,
        activeOrganizations: u.activeOrganizations ?? [],
        userSelectedOrganization: u.selectedOrganization ?? null,
      },
      privileges: u.privileges,
      activeOrganizations: u.activeOrganizations ?? [],
      selectedOrganization: u.selectedOrganization ?? null,
      cartCounts: { ...state.cartCounts, ...u.cartCounts },
    }));
  }, user);
}

export async function setCartCounts(page: Page, counts: Partial<SessionState['cartCounts']>): Promise<void> {
  await page.evaluate((c) => {
    window.__PORTAL_DIAGNOSTICS__?.['shell']?.sessionStore.setState((s) => ({
      cartCounts: { ...s.cartCounts, ...c },
    }));
  }, counts);
}

/** Marks the document so a test can tell a same-document navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
