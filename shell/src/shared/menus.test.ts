import type { Privilege } from '@portal/rules';
import {
  accountMenu,
  GUEST_CONTEXT,
  HELP_MENU,
  sideMenu,
  visibleLabels,
  visibleMenu,
  withoutDestinations,
} from './menus';
import type { MenuContext, MenuItem } from './menus';
import { REAL_AREAS, realArea } from '../testing/real-areas';

// The menus as the portal assembles them from the remotes' area manifests.
const ACCOUNT_MENU = accountMenu(REAL_AREAS);
const DASHBOARD_MENU = realArea('dashboard').menu?.items ?? [];
const TRAINING_MENU = realArea('training').menu?.items ?? [];
const sideMenuArea = (areaId: string | null) => sideMenu(REAL_AREAS, areaId)?.areaId;

const b2b = (privileges: readonly Privilege[]): MenuContext => ({
  privileges,
  signedIn: true,
  isB2B: true,
  isInternal: false,
  areas: REAL_AREAS,
});

const ADMIN: Privilege[] = [
  'B2B_Dashboard',
  'B2B_Fleet_Search',
  'B2B_Warranty_View',
  'B2B_View_APNs',
  'B2B_View_SRs',
  'B2B_View_Orders',
  'B2B_View_All_Invoices',
  'B2B_View_Replacement_Parts',
  'B2B_Delegated_Customer_Admin',
  'B2B_View_Organization_Groups',
  'B2B_JEMS_Dashboard',
  'B2B_Reporting',
];

describe('dashboard menu', () => {
  it('shows Invoices with either invoice privilege and not without', () => {
    expect(visibleLabels(DASHBOARD_MENU, b2b(['B2B_View_All_Invoices']))).toContain('Invoices');
    expect(visibleLabels(DASHBOARD_MENU, b2b(['B2B_View_Default_Invoices']))).toContain('Invoices');
    expect(visibleLabels(DASHBOARD_MENU, b2b(['B2B_View_Orders']))).not.toContain('Invoices');
  });

  it('shows Administration only with B2B_Delegated_Customer_Admin', () => {
    const groupsOnly = visibleMenu(DASHBOARD_MENU, b2b(['B2B_View_Organization_Groups']));
    expect(groupsOnly.map((i) => i.label)).not.toContain('Administration');
    const admin = visibleMenu(DASHBOARD_MENU, b2b(['B2B_Delegated_Customer_Admin']));
    expect(admin.map((i) => i.label)).toContain('Administration');
  });

  it('shows Users when the admin lacks B2B_View_Organization_Groups, Users/Contacts when both are held', () => {
    const usersOnly = visibleLabels(DASHBOARD_MENU, b2b(['B2B_Delegated_Customer_Admin']));
    expect(usersOnly).toContain('Users');
    expect(usersOnly).not.toContain('Users/Contacts');
    const both = visibleLabels(
      DASHBOARD_MENU,
      b2b(['B2B_Delegated_Customer_Admin', 'B2B_View_Organization_Groups']),
    );
    expect(both).toContain('Users/Contacts');
    expect(both).not.toContain('Users');
  });

  it('needs Developer_Admin and B2B_Reporting for JEMS History', () => {
    expect(visibleLabels(DASHBOARD_MENU, b2b(['B2B_Reporting']))).not.toContain('JEMS History');
    expect(visibleLabels(DASHBOARD_MENU, b2b(['Developer_Admin']))).not.toContain('JEMS History');
    expect(visibleLabels(DASHBOARD_MENU, b2b(['Developer_Admin', 'B2B_Reporting']))).toContain(
      'JEMS History',
    );
  });

  it("labels the service link with the privilege's display name", () => {
    expect(visibleLabels(DASHBOARD_MENU, b2b(['B2B_View_SRs']))).toContain('View Service Jobs');
  });

  it('hides groups whose items are all hidden', () => {
    const menu = visibleMenu(DASHBOARD_MENU, b2b(['B2B_Dashboard']));
    expect(menu.map((i) => i.label)).toEqual(['Dashboard']);
  });

  it('gives a B2B administrator every group', () => {
    expect(visibleMenu(DASHBOARD_MENU, b2b(ADMIN)).map((i) => i.label)).toEqual([
      'Dashboard',
      'Equipment',
      'Insights',
      'Reports',
      'Service',
      'Orders and Invoices',
      'Administration',
    ]);
  });
});

describe('account menu', () => {
  it('hides Parts and Supply Orders with B2B_Disallow_Order_Supply', () => {
    const full = visibleLabels(ACCOUNT_MENU, b2b(['B2B_View_Replacement_Parts', 'B2B_View_Orders']));
    expect(full).toEqual(expect.arrayContaining(['Parts', 'Supply Orders', 'Training Orders']));
    const disallowed = visibleLabels(
      ACCOUNT_MENU,
      b2b(['B2B_View_Replacement_Parts', 'B2B_View_Orders', 'B2B_Disallow_Order_Supply']),
    );
    expect(disallowed).not.toContain('Parts');
    expect(disallowed).not.toContain('Supply Orders');
    expect(disallowed).toContain('Training Orders');
  });

  it('uses the display names User Management and View Service Jobs', () => {
    const labels = visibleLabels(ACCOUNT_MENU, b2b(['B2B_Delegated_Customer_Admin', 'B2B_View_SRs']));
    expect(labels).toEqual(expect.arrayContaining(['User Management', 'View Service Jobs']));
  });

  it('gives non-B2B users My Account with order history, and B2B users not', () => {
    const personal: MenuContext = {
      privileges: [],
      signedIn: true,
      isB2B: false,
      isInternal: false,
      areas: REAL_AREAS,
    };
    expect(visibleLabels(ACCOUNT_MENU, personal)).toEqual(['My Account', 'Order History']);
    expect(visibleLabels(ACCOUNT_MENU, b2b(ADMIN))).not.toContain('My Account');
  });

  it('shows a guest nothing', () => {
    expect(visibleLabels(ACCOUNT_MENU, { ...GUEST_CONTEXT, areas: REAL_AREAS })).toEqual([]);
  });

  it('offers the organisation choice to internal associates only', () => {
    const internal: MenuContext = {
      privileges: [],
      signedIn: true,
      isB2B: true,
      isInternal: true,
      areas: REAL_AREAS,
    };
    expect(visibleLabels(ACCOUNT_MENU, internal)).toContain('Choose an Organization');
    expect(visibleLabels(ACCOUNT_MENU, b2b([]))).not.toContain('Choose an Organization');
  });
});

describe('the mobile menu (area menu above the account entries)', () => {
  it('lists a page once: the account entries the dashboard menu already holds are left out', () => {
    const account = visibleMenu(ACCOUNT_MENU, b2b(ADMIN));
    expect(account.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Supply Orders', 'Training Orders', 'Invoices', 'View Service Jobs']),
    );
    const beside = withoutDestinations(account, visibleMenu(DASHBOARD_MENU, b2b(ADMIN)));
    expect(beside.map((i) => i.label)).toEqual([]);
    // on the training store, only Training Orders is there already (its Course Credits and Orders)
    const buyer = b2b(['B2B_View_Replacement_Parts', 'B2B_View_Orders']);
    expect(
      withoutDestinations(visibleMenu(ACCOUNT_MENU, buyer), visibleMenu(TRAINING_MENU, buyer)).map(
        (i) => i.label,
      ),
    ).toEqual(['Parts', 'Supply Orders']);
  });
});

describe('help menu', () => {
  it('lists the help center and the seven topics for everyone', () => {
    expect(visibleLabels(HELP_MENU, GUEST_CONTEXT)).toEqual([
      'Help Center',
      'Contact Us',
      'My Account Help',
      'Login and Registration',
      'Order Tracking',
      'Returns and Exchanges',
      'Shipping',
      'Other Help Topics',
    ]);
  });

  it('adds the user manual only with B2B_Dashboard', () => {
    expect(visibleLabels(HELP_MENU, b2b(['B2B_Dashboard']))).toContain('User Manual (PDF)');
    expect(visibleLabels(HELP_MENU, b2b(['B2B_Fleet_Search']))).not.toContain('User Manual (PDF)');
  });
});

describe('training menu', () => {
  it('shows course credits only to B2B users', () => {
    const personal: MenuContext = {
      privileges: ['B2B_View_Orders'],
      signedIn: true,
      isB2B: false,
      isInternal: false,
      areas: REAL_AREAS,
    };
    expect(visibleLabels(TRAINING_MENU, personal)).not.toContain('Course Credits and Orders');
    expect(visibleLabels(TRAINING_MENU, b2b(['B2B_View_Orders']))).toContain('Course Credits and Orders');
  });
});

describe('side menu by area', () => {
  it('follows the area, and the store for pages of no area', () => {
    expect(sideMenuArea('dashboard')).toBe('dashboard');
    expect(sideMenuArea('csr')).toBe('csr');
    expect(sideMenuArea('registration')).toBe('store');
    expect(sideMenuArea(null)).toBe('store');
  });
});

it('names no privilege of its own on an entry leading to a route: the route decides (ADR 0021)', () => {
  const leaves = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
  const links = leaves([...DASHBOARD_MENU, ...ACCOUNT_MENU, ...HELP_MENU, ...TRAINING_MENU]);
  expect(links.filter((item) => item.to !== undefined && 'rule' in item)).toEqual([]);
  // the one rule left is the user manual's, a file outside the portal
  expect(links.filter((item) => item.rule).map((item) => [item.id, item.rule])).toEqual([
    ['user-manual', 'user-manual'],
  ]);
});
