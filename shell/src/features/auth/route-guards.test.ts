import { createGuestProfile } from '@portal/shared-session';
import type { Profile } from '@portal/shared-session';
import { accessDeniedUrl, decideRoute, NO_ORGANIZATION_PAGE, startPage } from './route-guards';
import type { GuardSubject } from './route-guards';
import { REAL_AREAS } from '../../testing/real-areas';

function subject(
  overrides: Partial<Profile> = {},
  privileges: string[] = [],
  activeOrganizationCount = 1,
): GuardSubject {
  return {
    profile: { ...createGuestProfile(), userStatus: 'REGISTERED', ...overrides },
    privileges,
    activeOrganizationCount,
    viewingChildCompany: false,
  };
}
const guest: GuardSubject = {
  profile: createGuestProfile(),
  privileges: [],
  activeOrganizationCount: 0,
  viewingChildCompany: false,
};
const internalProfile: Partial<Profile> = {
  isInternalAssociate: true,
  authProfile: { internalProperties: { allowedActions: [], department: 'Sales' } },
};
const decide = (path: string, s: GuardSubject) =>
  decideRoute(path.split('?')[0] ?? path, path, s, REAL_AREAS);

describe('dashboard guard by URL', () => {
  it.each([
    ['/pages/dashboard/admin/groups', 'B2B_View_Organization_Groups'],
    ['/pages/dashboard/admin/groups/details/12', 'B2B_View_Organization_Groups'],
    ['/pages/dashboard/admin/contactManagement', 'B2B_Delegated_Customer_Admin'],
    ['/pages/dashboard/account/orders', 'B2B_View_Orders'],
    ['/pages/dashboard/training/orders', 'B2B_View_Orders'],
    ['/pages/dashboard/equipment/parts', 'B2B_View_Replacement_Parts'],
    ['/pages/dashboard/equipment/service/details/9', 'B2B_View_SRs'],
    ['/pages/dashboard/equipment/warranty', 'B2B_Warranty_View'],
    ['/pages/dashboard/force-reinitialize-dashapp', 'B2B_Dashboard'],
    // issue 34: these carried only the area-wide B2B_Dashboard guard, their privilege sat on the menu item alone
    ['/pages/dashboard/account/arinvoice', 'B2B_View_Default_Invoices'],
    ['/pages/dashboard/account/arinvoice/support', 'B2B_View_All_Invoices'],
    ['/pages/dashboard/account/arinvoice/payment-instructions', 'B2B_View_Default_Invoices'],
    ['/pages/dashboard/equipment/fleetservices/safety', 'B2B_View_Analytics_Summary'],
    ['/pages/dashboard/equipment/fleetservices/safety/alms', 'B2B_View_Load_Monitoring_Dashboard'],
    ['/pages/dashboard/equipment/fleetservices/performance', 'B2B_View_Analytics_Summary'],
    ['/pages/dashboard/equipment/fleetservices/compliance/jems/insights', 'B2B_JEMS_Dashboard'],
    ['/pages/dashboard/equipment/fleetservices/event-details/2000023/', 'B2B_JEMS_Dashboard'],
  ])('%s needs %s', (path, privilege) => {
    expect(decide(path, subject({}, [privilege]))).toEqual({ kind: 'allow' });
    expect(decide(path, subject({}, ['B2B_Fleet_Search']))).toEqual({
      kind: 'redirect',
      to: accessDeniedUrl(path),
    });
  });

  it('warranty claim and address take either submit privilege', () => {
    for (const path of [
      '/pages/dashboard/equipment/warranty/claim',
      '/pages/dashboard/equipment/warranty/address',
    ]) {
      expect(decide(path, subject({}, ['B2B_Warranty_Submit'])).kind).toBe('allow');
      expect(decide(path, subject({}, ['Demo_Only_Warranty_Submit'])).kind).toBe('allow');
      expect(decide(path, subject({}, ['B2B_Warranty_View'])).kind).toBe('redirect');
    }
  });

  it('opready needs B2B_Reporting inside the admin area (groups view or delegated admin)', () => {
    const opready = '/pages/dashboard/admin/opready';
    expect(decide(opready, subject({}, ['B2B_Reporting', 'B2B_Delegated_Customer_Admin'])).kind).toBe(
      'allow',
    );
    expect(decide(opready, subject({}, ['B2B_Reporting', 'B2B_View_Organization_Groups'])).kind).toBe(
      'allow',
    );
    expect(decide(opready, subject({}, ['B2B_Reporting']))).toEqual({
      kind: 'redirect',
      to: accessDeniedUrl(opready),
    });
  });

  it('the Parts Buyer is sent to accessDenied from the invoice and insight pages (issue 34)', () => {
    const buyer = subject({ registrationType: 'B2B' }, [
      'B2B_Dashboard',
      'B2B_Fleet_Search',
      'B2B_View_Replacement_Parts',
      'B2B_Order_Replacement_Parts',
      'B2B_View_Orders',
    ]);
    for (const path of [
      '/pages/dashboard/account/arinvoice',
      '/pages/dashboard/equipment/fleetservices/safety',
      '/pages/dashboard/equipment/fleetservices/compliance/jems/insights',
      '/pages/dashboard/equipment/fleetservices/event-details/2000023',
    ])
      expect(decide(path, buyer)).toEqual({ kind: 'redirect', to: accessDeniedUrl(path) });
  });

  it('JEMS History (the reports page) needs Developer_Admin and B2B_Reporting', () => {
    const reports = '/pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports';
    const admin = ['B2B_Dashboard', 'B2B_JEMS_Dashboard', 'B2B_Reporting'];
    expect(decide(reports, subject({}, admin)).kind).toBe('redirect');
    expect(decide(reports, subject({}, [...admin, 'Developer_Admin'])).kind).toBe('allow');
  });

  it('B2B_Disallow_Order_Supply takes the Parts and Supply Orders pages away, not Training Orders', () => {
    const fleet = subject({}, ['B2B_View_Replacement_Parts', 'B2B_View_Orders', 'B2B_Disallow_Order_Supply']);
    expect(decide('/pages/dashboard/equipment/parts', fleet).kind).toBe('redirect');
    expect(decide('/pages/dashboard/account/orders', fleet).kind).toBe('redirect');
    expect(decide('/pages/dashboard/training/orders', fleet).kind).toBe('allow');
  });

  it('guests sign in first; internal associates are kept away', () => {
    expect(decide('/pages/dashboard', guest)).toEqual({ kind: 'login' });
    expect(decide('/pages/dashboard', subject(internalProfile, ['B2B_Dashboard']))).toEqual({
      kind: 'redirect',
      to: '/pages/associateLanding',
    });
  });

  it('keeps the query string in the accessDenied link', () => {
    expect(decide('/pages/dashboard/equipment/parts?x=1', subject({}, []))).toEqual({
      kind: 'redirect',
      to: '/pages/store/accessDenied?originalURL=%2Fpages%2Fdashboard%2Fequipment%2Fparts%3Fx%3D1',
    });
  });
});

describe('CSR guard', () => {
  const csr = (privileges: string[]) => subject({}, privileges);
  it('needs CSR for the area', () => {
    expect(decide('/pages/csr', csr(['CSR'])).kind).toBe('allow');
    expect(decide('/pages/csr', csr(['CSR_User_Management'])).kind).toBe('redirect');
  });
  it('roleManagement needs CSR_Role_Management', () => {
    expect(
      decide('/pages/csr/customerSupport/roleManagement', csr(['CSR', 'CSR_Role_Management'])).kind,
    ).toBe('allow');
    expect(
      decide('/pages/csr/customerSupport/roleManagement', csr(['CSR', 'CSR_User_Management'])).kind,
    ).toBe('redirect');
  });
  it.each([
    'internalUserMgmt',
    'roleEditor',
    'organizationSupport',
    'auth0ProfileMigration',
    'updateContactsACFlag',
    'productSearchIndex',
    'trainingSessions',
  ])('%s needs Product_Owner_Admin or Developer_Admin', (page) => {
    const path = `/pages/csr/customerSupport/${page}`;
    expect(decide(path, csr(['CSR', 'Product_Owner_Admin'])).kind).toBe('allow');
    expect(decide(path, csr(['CSR', 'Developer_Admin'])).kind).toBe('allow');
    expect(decide(path, csr(['CSR', 'CSR_User_Management'])).kind).toBe('redirect');
  });
  it('approval needs CSR_Registration; other customerSupport pages CSR_User_Management', () => {
    expect(decide('/pages/csr/customerSupport/approval', csr(['CSR', 'CSR_Registration'])).kind).toBe(
      'allow',
    );
    expect(decide('/pages/csr/customerSupport/approval', csr(['CSR', 'CSR_User_Management'])).kind).toBe(
      'redirect',
    );
    expect(decide('/pages/csr/customerSupport', csr(['CSR', 'CSR_User_Management'])).kind).toBe('allow');
    expect(decide('/pages/csr/customerSupport', csr(['CSR'])).kind).toBe('redirect');
    expect(decide('/pages/csr/customerSupport/userPrivilegeEditor', csr(['CSR'])).kind).toBe('redirect');
  });
  it('guests sign in first', () => {
    expect(decide('/pages/csr', guest)).toEqual({ kind: 'login' });
  });
});

describe('no-organisation guard (spec 4: no active orgs stored and not a guest)', () => {
  const business: Partial<Profile> = { registrationType: 'B2B', isValidatedB2BUser: true };
  it.each(['/pages/store', '/pages/dashboard', '/pages/my-account', '/pages/training-store', '/'])(
    'stops a business user with no organisation at %s',
    (path) => {
      expect(decide(path, subject(business, ['B2B_Dashboard'], 0))).toEqual({
        kind: 'redirect',
        to: NO_ORGANIZATION_PAGE,
      });
    },
  );
  it('also stops a business registrant not yet validated', () => {
    expect(decide('/pages/store', subject({ registrationType: 'B2B' }, [], 0)).kind).toBe('redirect');
  });
  it.each([NO_ORGANIZATION_PAGE, '/logout', '/login', '/pages/help', '/pages/help/shipping'])(
    'lets them reach %s',
    (path) => {
      expect(decide(path, subject(business, [], 0)).kind).toBe('allow');
    },
  );
  it('lets a business user with an organisation, a guest and a personal user through', () => {
    expect(decide('/pages/store', subject(business, [], 1)).kind).toBe('allow');
    expect(decide('/pages/store', guest).kind).toBe('allow');
    expect(decide('/pages/store', subject({ registrationType: 'B2C' }, [], 0)).kind).toBe('allow');
  });
  it('leaves internal associates to their own rule (associateLanding)', () => {
    expect(decide('/pages/store', subject({ ...business, ...internalProfile }, [], 0))).toEqual({
      kind: 'redirect',
      to: '/pages/associateLanding',
    });
  });
});

describe('other rules', () => {
  it('associateLanding is only for internal staff', () => {
    expect(decide('/pages/associateLanding', subject(internalProfile, [], 0)).kind).toBe('allow');
    expect(decide('/pages/associateLanding', subject({}, ['B2B_Dashboard'])).kind).toBe('redirect');
  });
  it('an internal associate with no active organisation must choose one first', () => {
    expect(decide('/pages/store', subject(internalProfile, [], 0))).toEqual({
      kind: 'redirect',
      to: '/pages/associateLanding',
    });
    expect(decide('/pages/store', subject(internalProfile, [], 1)).kind).toBe('allow');
  });
  it('punchout users are denied the training store and checkout', () => {
    expect(decide('/pages/training-store', subject({ isPunchout: true })).kind).toBe('redirect');
    expect(decide('/pages/checkout', subject({ isPunchout: true }))).toEqual({
      kind: 'redirect',
      to: '/pages/store/cart',
    });
    expect(decide('/pages/training-store', guest).kind).toBe('allow');
  });
  it('my-account and checkout need a non-guest profile; internal associates leave checkout', () => {
    expect(decide('/pages/my-account', guest)).toEqual({ kind: 'login' });
    expect(decide('/pages/checkout', guest)).toEqual({ kind: 'login' });
    expect(decide('/pages/my-account', subject()).kind).toBe('allow');
    expect(decide('/pages/checkout', subject(internalProfile)).kind).toBe('redirect');
  });
  it('a parent-holding user viewing a child company must change company for checkout and My Account', () => {
    const viewingChild = { ...subject({}, ['B2B_View_Parent_Holding'], 2), viewingChildCompany: true };
    expect(decide('/pages/checkout', viewingChild)).toEqual({ kind: 'changeCompany', to: '/pages/checkout' });
    expect(decide('/pages/my-account/addressBook', viewingChild)).toEqual({
      kind: 'changeCompany',
      to: '/pages/my-account/addressBook',
    });
    expect(decide('/pages/store/cart', viewingChild).kind).toBe('allow');
  });
  it('the store is open to everyone', () => {
    expect(decide('/pages/store/search', guest).kind).toBe('allow');
  });
});

describe('start page', () => {
  it('sends internal staff to associateLanding first', () => {
    expect(startPage(subject(internalProfile, ['B2B_Dashboard']), '/pages/store/cart')).toBe(
      '/pages/associateLanding',
    );
  });
  it('then a stored return URL', () => {
    expect(startPage(subject({}, ['B2B_Dashboard']), '/pages/store/cart')).toBe('/pages/store/cart');
  });
  it('ignores a return URL that leaves the portal', () => {
    expect(startPage(subject({}, []), '//evil.example/x')).toBe('/pages/store');
  });
  it('then customer support for customer-service staff, even when they hold B2B_Dashboard', () => {
    expect(startPage(subject({}, ['CSR', 'CSR_User_Management', 'B2B_Dashboard']), null)).toBe(
      '/pages/csr/customerSupport',
    );
    // a return URL still wins: an agent who followed a link to a page goes there
    expect(startPage(subject({}, ['CSR', 'CSR_User_Management']), '/pages/csr/customerSupport/banners')).toBe(
      '/pages/csr/customerSupport/banners',
    );
  });
  it('CSR without CSR_User_Management may not open the search, so is not sent there', () => {
    expect(startPage(subject({}, ['CSR']), null)).toBe('/pages/store');
  });
  it('then the dashboard for B2B_Dashboard, else the store', () => {
    expect(startPage(subject({}, ['B2B_Dashboard']), null)).toBe('/pages/dashboard');
    expect(startPage(subject({}, []), null)).toBe('/pages/store');
  });
  it('guests go to the store', () => {
    expect(startPage(guest, '/pages/dashboard')).toBe('/pages/store');
  });
});
