// Every route of the Customer Support area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/csr', title: 'Customer Support' },
  { path: '/pages/csr/customerSupport', title: 'Customer Support' },
  { path: '/pages/csr/customerSupport/roleManagement', title: 'Role Management' },
  { path: '/pages/csr/customerSupport/internalUserMgmt', title: 'Internal User Management' },
  { path: '/pages/csr/customerSupport/approval', title: 'Registration Approval' },
  { path: '/pages/csr/customerSupport/roleEditor', title: 'Role Editor' },
  { path: '/pages/csr/customerSupport/organizationSupport', title: 'Organization Support' },
  { path: '/pages/csr/customerSupport/auth0ProfileMigration', title: 'Profile Migration' },
  { path: '/pages/csr/customerSupport/updateContactsACFlag', title: 'Update Contacts AC Flag' },
  { path: '/pages/csr/customerSupport/userPrivilegeEditor', title: 'User Privilege Editor' },
  { path: '/pages/csr/customerSupport/productSearchIndex', title: 'Product Search Index' },
];
