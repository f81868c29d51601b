// The Customer Support area's manifest (the contract and why it is plain data: shared-session's area-manifest.ts).
import { defineArea, route } from '@portal/shared-session/area';

const SUPPORT = '/pages/csr/customerSupport';

/** spec 6's CSR guard: these need Product_Owner_Admin or Developer_Admin */
const productOwnerPage = (page: string, title: string) =>
  route(`${SUPPORT}/${page}`, title, 'csr.product-owner-page');

// Who may open each page is its route's named rule (spec 6's CSR guard, @portal/rules); a guest is asked to sign
// in, anyone else the rule refuses goes to accessDenied. A menu entry follows its route's rule (ADR 0021).
export const area = defineArea({
  id: 'csr',
  label: 'Customer Support',
  prefixes: ['/pages/csr'],
  routes: [
    route('/pages/csr', 'Customer Support', 'csr.home'),
    // "other customerSupport pages need CSR_User_Management"
    route(SUPPORT, 'Customer Support', 'csr.users-page'),
    route(`${SUPPORT}/user`, 'User', 'csr.users-page'),
    route(`${SUPPORT}/roleManagement`, 'Role Management', 'csr.roles-page'),
    productOwnerPage('internalUserMgmt', 'Internal User Management'),
    route(`${SUPPORT}/approval`, 'Registration Approval', 'csr.registration-page'),
    productOwnerPage('roleEditor', 'Role Editor'),
    productOwnerPage('organizationSupport', 'Organization Support'),
    productOwnerPage('auth0ProfileMigration', 'Profile Migration'),
    productOwnerPage('updateContactsACFlag', 'Update Contacts AC Flag'),
    route(`${SUPPORT}/userPrivilegeEditor`, 'User Privilege Editor', 'csr.users-page'),
    productOwnerPage('productSearchIndex', 'Product Search Index'),
    // the API's rule for them (CSR_User_Management)
    route(`${SUPPORT}/emailDomains`, 'Email Domain Rules', 'csr.users-page'),
    route(`${SUPPORT}/banners`, 'Banners', 'csr.users-page'),
    route(`${SUPPORT}/bulkUserUpload`, 'Bulk User Upload', 'csr.users-page'),
    // issue 41: every agent's actions, as the per-user audit log's rule (CSR_User_Management)
    route(`${SUPPORT}/auditLog`, 'Audit Log', 'csr.users-page'),
    // issue 22: product owners set feature flags per flag group
    productOwnerPage('featureFlags', 'Feature Flags'),
    // issue 40: product owners change instructor-led sessions (ADR 0046)
    route(`${SUPPORT}/trainingSessions`, 'Training Sessions', 'csr.training-sessions-page'),
  ],
  guards: [],
  menu: {
    title: 'Customer Support',
    items: [
      { id: 'csr-home', label: 'Customer Support', to: SUPPORT },
      { id: 'csr-audit-log', label: 'Audit Log', to: `${SUPPORT}/auditLog` },
      { id: 'csr-banners', label: 'Banners', to: `${SUPPORT}/banners` },
      {
        id: 'csr-bulk-upload',
        label: 'Bulk User Upload',
        to: `${SUPPORT}/bulkUserUpload`,
      },
      {
        id: 'csr-roles',
        label: 'Role Management',
        to: `${SUPPORT}/roleManagement`,
      },
      {
        id: 'csr-approval',
        label: 'Registration Approval',
        to: `${SUPPORT}/approval`,
      },
      {
        id: 'csr-internal-users',
        label: 'Internal Users',
        to: `${SUPPORT}/internalUserMgmt`,
      },
      {
        id: 'csr-organizations',
        label: 'Organization Support',
        to: `${SUPPORT}/organizationSupport`,
      },
      {
        id: 'csr-feature-flags',
        label: 'Feature Flags',
        to: `${SUPPORT}/featureFlags`,
      },
      {
        id: 'csr-training-sessions',
        label: 'Training Sessions',
        to: `${SUPPORT}/trainingSessions`,
      },
      {
        id: 'csr-search-index',
        label: 'Product Search Index',
        to: `${SUPPORT}/productSearchIndex`,
      },
      {
        id: 'csr-ac-flag',
        label: 'Update Contacts AC Flag',
        to: `${SUPPORT}/updateContactsACFlag`,
      },
      {
        id: 'csr-profile-migration',
        label: 'Profile Migration',
        to: `${SUPPORT}/auth0ProfileMigration`,
      },
    ],
  },
  accountMenu: [{ id: 'account-csr', label: 'Customer Support', to: SUPPORT, order: 110 }],
});
