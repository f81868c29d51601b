// The Customer Support area's manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote
// before fetching it — URL prefixes, routes with titles, guards and menus. Plain data: the build writes it as
// area.json and publishing puts it in remotes.json, so a release of this remote can add a guarded page alone.
import type { AreaGuard, AreaManifest, PrivilegeRule } from '@portal/shared-session';

const SUPPORT = '/pages/csr/customerSupport';
const PRODUCT_OWNER: PrivilegeRule = { any: ['Product_Owner_Admin', 'Developer_Admin'] };

/** Every CSR page: guests sign in first, then the page's privileges (spec 6). */
const guard = (prefix: string, rule: PrivilegeRule): AreaGuard => ({
  prefix,
  steps: [{ when: 'guest', then: 'login' }, { require: rule }],
});

export const area: AreaManifest = {
  manifestVersion: 1,
  id: 'csr',
  label: 'Customer Support',
  prefixes: ['/pages/csr'],
  routes: [
    { path: '/pages/csr', title: 'Customer Support' },
    { path: SUPPORT, title: 'Customer Support' },
    { path: `${SUPPORT}/user`, title: 'User' },
    { path: `${SUPPORT}/roleManagement`, title: 'Role Management' },
    { path: `${SUPPORT}/internalUserMgmt`, title: 'Internal User Management' },
    { path: `${SUPPORT}/approval`, title: 'Registration Approval' },
    { path: `${SUPPORT}/roleEditor`, title: 'Role Editor' },
    { path: `${SUPPORT}/organizationSupport`, title: 'Organization Support' },
    { path: `${SUPPORT}/auth0ProfileMigration`, title: 'Profile Migration' },
    { path: `${SUPPORT}/updateContactsACFlag`, title: 'Update Contacts AC Flag' },
    { path: `${SUPPORT}/userPrivilegeEditor`, title: 'User Privilege Editor' },
    { path: `${SUPPORT}/productSearchIndex`, title: 'Product Search Index' },
    // under the customer-support guard (CSR_User_Management), as the API's rule for them
    { path: `${SUPPORT}/emailDomains`, title: 'Email Domain Rules' },
    { path: `${SUPPORT}/banners`, title: 'Banners' },
    { path: `${SUPPORT}/bulkUserUpload`, title: 'Bulk User Upload' },
    // issue 22: product owners set feature flags per flag group
    { path: `${SUPPORT}/featureFlags`, title: 'Feature Flags' },
  ],
  guards: [
    guard('/pages/csr', { one: 'CSR' }),
    // the customer-support pages manage users unless named below
    guard(SUPPORT, { all: ['CSR', 'CSR_User_Management'] }),
    guard(`${SUPPORT}/roleManagement`, { all: ['CSR', 'CSR_Role_Management'] }),
    guard(`${SUPPORT}/approval`, { all: ['CSR', 'CSR_Registration'] }),
    ...[
      'internalUserMgmt',
      'roleEditor',
      'organizationSupport',
      'auth0ProfileMigration',
      'updateContactsACFlag',
      'productSearchIndex',
      'featureFlags',
    ].map((page) => guard(`${SUPPORT}/${page}`, { and: [{ one: 'CSR' }, PRODUCT_OWNER] })),
  ],
  menu: {
    title: 'Customer Support',
    items: [
      { id: 'csr-home', label: 'Customer Support', to: SUPPORT, rule: { one: 'CSR_User_Management' } },
      { id: 'csr-banners', label: 'Banners', to: `${SUPPORT}/banners`, rule: { one: 'CSR_User_Management' } },
      {
        id: 'csr-bulk-upload',
        label: 'Bulk User Upload',
        to: `${SUPPORT}/bulkUserUpload`,
        rule: { one: 'CSR_User_Management' },
      },
      {
        id: 'csr-roles',
        label: 'Role Management',
        to: `${SUPPORT}/roleManagement`,
        rule: { one: 'CSR_Role_Management' },
      },
      {
        id: 'csr-approval',
        label: 'Registration Approval',
        to: `${SUPPORT}/approval`,
        rule: { one: 'CSR_Registration' },
      },
      {
        id: 'csr-internal-users',
        label: 'Internal Users',
        to: `${SUPPORT}/internalUserMgmt`,
        rule: PRODUCT_OWNER,
      },
      {
        id: 'csr-organizations',
        label: 'Organization Support',
        to: `${SUPPORT}/organizationSupport`,
        rule: PRODUCT_OWNER,
      },
      {
        id: 'csr-feature-flags',
        label: 'Feature Flags',
        to: `${SUPPORT}/featureFlags`,
        rule: PRODUCT_OWNER,
      },
      {
        id: 'csr-search-index',
        label: 'Product Search Index',
        to: `${SUPPORT}/productSearchIndex`,
        rule: PRODUCT_OWNER,
      },
      {
        id: 'csr-ac-flag',
        label: 'Update Contacts AC Flag',
        to: `${SUPPORT}/updateContactsACFlag`,
        rule: PRODUCT_OWNER,
      },
      {
        id: 'csr-profile-migration',
        label: 'Profile Migration',
        to: `${SUPPORT}/auth0ProfileMigration`,
        rule: PRODUCT_OWNER,
      },
    ],
  },
  accountMenu: [
    { id: 'account-csr', label: 'Customer Support', to: SUPPORT, rule: { one: 'CSR' }, order: 110 },
  ],
};
